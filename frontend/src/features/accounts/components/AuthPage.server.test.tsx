/**
 * @jest-environment node
 */
import { render } from '../../../entry-server';

const signedOut = { user: null, twoStep: null };

describe('/auth on the server', () => {
  it('renders the sign-in page for a guest, before any JavaScript runs', async () => {
    const result = await render('/auth', { session: signedOut });

    expect(result.statusCode).toBe(200);
    expect(result.html).toContain('Sign in for quicker ordering');
    expect(result.html).toContain('Sign in with Google');
    expect(result.html).toContain('Send Magic Link');
    expect(result.html).toContain('href="/api/auth/google"');
  });

  it('explains a failed link in the HTML itself', async () => {
    const result = await render('/auth?error=link_expired', { session: signedOut });

    expect(result.html).toContain('This link has expired. Please request a new one.');
  });

  it('redirects a signed-in visitor home before rendering anything', async () => {
    const session = {
      user: { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, role: 'customer' as const, emailConfirmed: true },
      twoStep: null,
    };
    const result = await render('/auth', { session });

    expect(result.statusCode).toBe(302);
    expect(result.redirectTo).toBe('/');
    expect(result.html).toBe('');
  });

  it('redirects a guest from pages that need an account to /auth', async () => {
    for (const path of ['/order-history', '/checkout']) {
      const result = await render(path, { session: signedOut });
      expect([result.statusCode, result.redirectTo]).toEqual([302, '/auth']);
    }
  });
});
