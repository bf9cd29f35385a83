import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

jest.setTimeout(60_000);
// The account page and the step-up dialog are lazy: their chunks load first.
configure({ asyncUtilTimeout: 10_000 });

const casey = { id: 'u2', email: 'casey@example.com', fullName: 'Casey Counter', isAdmin: false, role: 'staff', emailConfirmed: true };
const twoStep: { pending: boolean; setupRequired: boolean; passkey: boolean; totp: boolean; confirmedAt: string | null } = {
  pending: false,
  setupRequired: false,
  passkey: false,
  totp: true,
  confirmedAt: '2031-01-14T09:00:00.000Z',
};
const app = { id: 'f1', kind: 'totp', label: 'Authenticator app', createdAt: '2031-01-14T09:00:00.000Z', lastUsedAt: null };
const CODES = ['aaaaa-bbbbb', 'ccccc-ddddd', 'eeeee-fffff', 'ggggg-hhhhh', 'jjjjj-kkkkk', 'mmmmm-nnnnn', 'ppppp-qqqqq', 'rrrrr-sssss', 'ttttt-uuuuu', 'vvvvv-wwwww'];

const sent = (method: string, path: string) => sentRequests.filter((request) => request.method === method && request.path === path);

async function openAccountPage(overview: unknown, session = twoStep) {
  answerApi('GET', '/api/auth/session', { body: { user: casey, twoStep: session } });
  answerApi('GET', '/api/account/sessions', { body: { sessions: [] } });
  answerApi('GET', '/api/account/two-step', { body: overview });
  await renderApp({ path: '/account' });
  await screen.findByRole('heading', { level: 2, name: 'Two-step sign-in' });
}

describe('Two-step sign-in on the account page', () => {
  it('asks for the second factor again before removing one, then sends the removal once more', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('DELETE', '/api/account/two-step/factors/f1', { status: 401, body: { error: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you again.' } } });
    await openAccountPage({ factors: [app], recoveryCodesLeft: 10, totpAvailable: true });

    await user.click(await screen.findByRole('button', { name: 'Remove Authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    answerApi('DELETE', '/api/account/two-step/factors/f1', { body: { message: 'Removed' } });
    answerApi('POST', '/api/auth/two-step/code', { body: { user: casey, twoStep } });
    await user.type(within(dialog).getByLabelText('App code or recovery code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Authenticator app can no longer be used to sign in.')).toBeInTheDocument();
    expect(sent('POST', '/api/auth/two-step/code').map((request) => request.body)).toEqual([{ code: '123456' }]);
    expect(sent('DELETE', '/api/account/two-step/factors/f1')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves the action undone when the prompt is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('DELETE', '/api/account/two-step/factors/f1', { status: 401, body: { error: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you again.' } } });
    await openAccountPage({ factors: [app], recoveryCodesLeft: 10, totpAvailable: true });

    await user.click(await screen.findByRole('button', { name: 'Remove Authenticator app' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Confirm it is you again.')).toBeInTheDocument();
    expect(sent('DELETE', '/api/account/two-step/factors/f1')).toHaveLength(1);
  });

  it('sets up an authenticator app from its QR code and shows the ten recovery codes once', async () => {
    const user = userEvent.setup({ delay: null });
    await openAccountPage({ factors: [], recoveryCodesLeft: 0, totpAvailable: true }, { ...twoStep, totp: false, confirmedAt: null, setupRequired: true });
    expect(await screen.findByText(/The restaurant requires it for staff/)).toBeInTheDocument();
    answerApi('POST', '/api/account/two-step/totp', { body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' } });
    answerApi('POST', '/api/account/two-step/totp/confirm', { body: { recoveryCodes: CODES } });

    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(sent('POST', '/api/account/two-step/totp/confirm').map((request) => request.body)).toEqual([{ code: '654321' }]);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('offers a customer passkeys only', async () => {
    await openAccountPage({ factors: [], recoveryCodesLeft: 0, totpAvailable: false }, { ...twoStep, totp: false, confirmedAt: null });
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up an authenticator app' })).not.toBeInTheDocument();
  });
});
