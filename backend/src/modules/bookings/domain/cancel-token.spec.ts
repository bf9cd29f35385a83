import { signCancelToken, signConfirmToken, verifyCancelToken, verifyConfirmToken } from './cancel-token.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';
const ID = '0b6f6b1e-3a8e-4d0a-9a57-2b7a8f1c9d10';

describe('booking cancel tokens', () => {
  it('gives back the booking id of a token it signed', () => {
    const token = signCancelToken(ID, SECRET);
    expect(token.startsWith(`${ID}.`)).toBe(true);
    expect(verifyCancelToken(token, SECRET)).toBe(ID);
  });

  it('refuses a token signed with another secret, for another booking, or tampered with', () => {
    const token = signCancelToken(ID, SECRET);
    expect(verifyCancelToken(signCancelToken(ID, 'another-secret-another-secret-another'), SECRET)).toBeNull();
    const otherId = '1b6f6b1e-3a8e-4d0a-9a57-2b7a8f1c9d10';
    expect(verifyCancelToken(`${otherId}.${token.split('.')[1]}`, SECRET)).toBeNull();
    expect(verifyCancelToken(`${token}x`, SECRET)).toBeNull();
    expect(verifyCancelToken(`${token}.extra`, SECRET)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    expect(verifyCancelToken('', SECRET)).toBeNull();
    expect(verifyCancelToken('not-a-uuid.abc', SECRET)).toBeNull();
    expect(verifyCancelToken(ID, SECRET)).toBeNull();
  });
});

describe('booking confirm tokens', () => {
  const id = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

  it('confirm and cancel tokens are not interchangeable', () => {
    expect(verifyConfirmToken(signConfirmToken(id, 'a-secret'), 'a-secret')).toBe(id);
    expect(verifyCancelToken(signConfirmToken(id, 'a-secret'), 'a-secret')).toBeNull();
    expect(verifyConfirmToken(signCancelToken(id, 'a-secret'), 'a-secret')).toBeNull();
  });
});
