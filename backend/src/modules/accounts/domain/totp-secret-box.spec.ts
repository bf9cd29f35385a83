import { openTotpSecret, sealTotpSecret } from './totp-secret-box.js';

describe('the TOTP secret box', () => {
  it('opens what it sealed, and the stored form does not show the secret', () => {
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXP', 'server secret');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(sealed, 'server secret')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses to open with another server secret', () => {
    expect(() => openTotpSecret(sealTotpSecret('JBSWY3DPEHPK3PXP', 'server secret'), 'another secret')).toThrow();
  });
});
