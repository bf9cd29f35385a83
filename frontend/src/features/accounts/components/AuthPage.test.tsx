import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const signedOut = { user: null };
const jo = { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, role: 'customer', emailConfirmed: true };

function sent(path: string) {
  return sentRequests.filter((request) => request.method === 'POST' && request.path === path);
}

async function openAuthPage(path = '/auth') {
  answerApi('GET', '/api/auth/session', { body: signedOut });
  const rendered = await renderApp({ path });
  await screen.findByRole('tab', { name: 'Sign In' });
  return rendered;
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole value at once (as a paste): per-key typing adds nothing here and is slow. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function signInForm() {
  return screen.getByRole('form', { name: 'Sign in' });
}

function signUpForm() {
  return screen.getByRole('form', { name: 'Sign up' });
}

describe('AuthPage', () => {
  it("shows 'Loading...' while the session loads, then the sign-in form", async () => {
    answerApi('GET', '/api/auth/session', { body: signedOut });
    await renderApp({ path: '/auth' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up', selected: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in for quicker ordering' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor to the home page', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: jo } });
    const { router } = await renderApp({ path: '/auth' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('switches between the Sign In and Sign Up tabs', async () => {
    const user = userEvent.setup();
    await openAuthPage();

    expect(within(signInForm()).queryByLabelText(/^Full Name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));

    expect(screen.getByRole('tab', { name: 'Sign Up', selected: true })).toBeInTheDocument();
    const form = signUpForm();
    expect(within(form).getByLabelText(/^Full Name/)).not.toBeRequired();
    expect(within(form).getByLabelText(/^Email/)).toBeRequired();
    expect(within(form).getByLabelText(/^Password/)).toBeRequired();
    expect(within(form).getByText('At least 12 characters, and not a common password.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  describe('signing in', () => {
    afterEach(() => {
      document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    });

    it('requires an e-mail and a password before sending anything', async () => {
      const user = userEvent.setup();
      await openAuthPage();

      await user.click(within(signInForm()).getByRole('button', { name: 'Sign In' }));

      expect(within(signInForm()).getByText('Please enter your e-mail address.')).toBeInTheDocument();
      expect(within(signInForm()).getByText('Please enter your password.')).toBeInTheDocument();
      expect(within(signInForm()).getByLabelText(/^Email/)).toHaveFocus();
      await fill(user, within(signInForm()).getByLabelText(/^Email/), 'not-an-email');
      expect(within(signInForm()).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
      expect(sent('/api/auth/sign-in')).toEqual([]);
    });

    it('welcomes the visitor back, updates the account menu and goes home', async () => {
      const user = userEvent.setup();
      document.cookie = 'csrf_token=token-from-the-server';
      answerApi('POST', '/api/auth/sign-in', { body: { user: jo } });
      const { router } = await openAuthPage();

      await fill(user, within(signInForm()).getByLabelText(/^Email/), ' jo@example.com ');
      await fill(user, within(signInForm()).getByLabelText(/^Password/), 'correct horse');
      answerApi('GET', '/api/auth/session', { body: { user: jo } });
      await user.click(within(signInForm()).getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
      expect(screen.getByText('You have been signed in successfully.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('button', { name: 'Jo Bloggs' })).toBeInTheDocument();
      const [request] = sent('/api/auth/sign-in');
      expect(request.body).toEqual({ email: 'jo@example.com', password: 'correct horse' });
      expect(request.headers.get('x-csrf-token')).toBe('token-from-the-server');
    });

    it("says 'Sign in failed' with the server's message", async () => {
      const user = userEvent.setup();
      answerApi('POST', '/api/auth/sign-in', {
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password.' } },
      });
      const { router } = await openAuthPage();

      await fill(user, within(signInForm()).getByLabelText(/^Email/), 'jo@example.com');
      await fill(user, within(signInForm()).getByLabelText(/^Password/), 'wrong password');
      await user.click(within(signInForm()).getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
      expect(screen.getByText('Invalid e-mail or password.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
      expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    });

    it('refuses an unconfirmed account with a way to get the confirmation link again', async () => {
      const user = userEvent.setup();
      answerApi('POST', '/api/auth/sign-in', {
        status: 403,
        body: { error: { code: 'EMAIL_NOT_CONFIRMED', message: 'Please confirm your e-mail address first. We can send the link again.' } },
      });
      answerApi('POST', '/api/auth/confirm/resend', { body: { message: 'If that account is waiting for confirmation, we have sent the link again.' } });
      const { router } = await openAuthPage();

      await fill(user, within(signInForm()).getByLabelText(/^Email/), ' early@example.com ');
      await fill(user, within(signInForm()).getByLabelText(/^Password/), 'early bird pass');
      await user.click(within(signInForm()).getByRole('button', { name: 'Sign In' }));

      const alert = await within(signInForm()).findByRole('alert');
      expect(alert).toHaveTextContent('Confirm your e-mail');
      expect(alert).toHaveTextContent('Please confirm your e-mail address first. We can send the link again.');
      expect(router.state.location.pathname).toBe('/auth');
      await user.click(within(alert).getByRole('button', { name: 'Send the link again' }));

      expect(await screen.findByText("We've sent the confirmation link again.")).toBeInTheDocument();
      expect(sent('/api/auth/confirm/resend').map((request) => request.body)).toEqual([{ email: 'early@example.com' }]);
      expect(within(alert).getByRole('button', { name: 'Link sent' })).toBeDisabled();
    });

    it('shows the rate limit message when there were too many attempts', async () => {
      const user = userEvent.setup();
      answerApi('POST', '/api/auth/sign-in', {
        status: 429,
        body: { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 15 minutes.' } },
      });
      await openAuthPage();

      await fill(user, within(signInForm()).getByLabelText(/^Email/), 'jo@example.com');
      await fill(user, within(signInForm()).getByLabelText(/^Password/), 'whatever123');
      await user.click(within(signInForm()).getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument();
      expect(screen.getByText('Sign in failed')).toBeInTheDocument();
    });
  });

  describe('signing up', () => {
    async function openSignUp() {
      const user = userEvent.setup();
      await openAuthPage();
      await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
      return user;
    }

    it('refuses a password shorter than 12 characters before sending anything', async () => {
      const user = await openSignUp();

      await fill(user, within(signUpForm()).getByLabelText(/^Email/), 'sam@example.com');
      await fill(user, within(signUpForm()).getByLabelText(/^Password/), 'short pass!');
      await user.click(within(signUpForm()).getByRole('button', { name: 'Sign Up' }));

      expect(within(signUpForm()).getByText('Password must be at least 12 characters long.')).toBeInTheDocument();
      expect(within(signUpForm()).getByLabelText(/^Password/)).toHaveFocus();
      expect(sent('/api/auth/sign-up')).toEqual([]);
    });

    it('asks the visitor to check their e-mail and clears the form', async () => {
      answerApi('POST', '/api/auth/sign-up', {
        status: 201,
        body: { message: "We've sent you a confirmation link to complete your registration." },
      });
      const user = await openSignUp();

      await fill(user, within(signUpForm()).getByLabelText(/^Full Name/), '  Sam Taylor ');
      await fill(user, within(signUpForm()).getByLabelText(/^Email/), 'sam@example.com');
      await fill(user, within(signUpForm()).getByLabelText(/^Password/), 'a long passphrase');
      await user.click(within(signUpForm()).getByRole('button', { name: 'Sign Up' }));

      expect(await screen.findByText('Check your email')).toBeInTheDocument();
      expect(screen.getByText("We've sent you a confirmation link to complete your registration.")).toBeInTheDocument();
      expect(sent('/api/auth/sign-up').map((request) => request.body)).toEqual([
        { email: 'sam@example.com', password: 'a long passphrase', fullName: 'Sam Taylor' },
      ]);
      expect(within(signUpForm()).getByLabelText(/^Email/)).toHaveValue('');
    });

    it('leaves out a blank full name', async () => {
      answerApi('POST', '/api/auth/sign-up', { status: 201, body: { message: 'sent' } });
      const user = await openSignUp();

      await fill(user, within(signUpForm()).getByLabelText(/^Email/), 'sam@example.com');
      await fill(user, within(signUpForm()).getByLabelText(/^Password/), 'a long passphrase');
      await user.click(within(signUpForm()).getByRole('button', { name: 'Sign Up' }));

      await screen.findByText('Check your email');
      expect(sent('/api/auth/sign-up').map((request) => request.body)).toEqual([
        { email: 'sam@example.com', password: 'a long passphrase' },
      ]);
    });

    it("says 'Sign up failed' and shows the server's reasons for refusing the password", async () => {
      answerApi('POST', '/api/auth/sign-up', {
        status: 422,
        body: {
          error: {
            code: 'WEAK_PASSWORD',
            message: 'This password is too common or too easy to guess. This is similar to a commonly used password.',
            details: { reasons: ['This password is too common or too easy to guess.', 'This is similar to a commonly used password.'] },
          },
        },
      });
      const user = await openSignUp();

      await fill(user, within(signUpForm()).getByLabelText(/^Email/), 'sam@example.com');
      await fill(user, within(signUpForm()).getByLabelText(/^Password/), 'password1234');
      await user.click(within(signUpForm()).getByRole('button', { name: 'Sign Up' }));

      expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
      const passwordField = within(signUpForm()).getByLabelText(/^Password/);
      expect(passwordField).toHaveAccessibleDescription('This password is too common or too easy to guess. This is similar to a commonly used password.');
      expect(passwordField).toBeInvalid();

      await fill(user, passwordField, '!');
      expect(passwordField).toHaveAccessibleDescription('At least 12 characters, and not a common password.');
    });
  });

  describe('the magic link', () => {
    it("e-mails a sign-in link and says 'Check your email'", async () => {
      const user = userEvent.setup();
      answerApi('POST', '/api/auth/magic-link', { body: { message: "We've sent you a magic link to sign in." } });
      await openAuthPage();
      const form = screen.getByRole('form', { name: 'Magic link' });

      await user.click(within(form).getByRole('button', { name: 'Send Magic Link' }));
      expect(within(form).getByText('Please enter your e-mail address.')).toBeInTheDocument();
      expect(sent('/api/auth/magic-link')).toEqual([]);

      await fill(user, within(form).getByLabelText(/^Email/), 'jo@example.com');
      await user.click(within(form).getByRole('button', { name: 'Send Magic Link' }));

      expect(await screen.findByText('Check your email')).toBeInTheDocument();
      expect(screen.getByText("We've sent you a magic link to sign in.")).toBeInTheDocument();
      expect(sent('/api/auth/magic-link').map((request) => request.body)).toEqual([{ email: 'jo@example.com' }]);
    });

    it("says 'Magic link failed' with the server's message", async () => {
      const user = userEvent.setup();
      answerApi('POST', '/api/auth/magic-link', {
        status: 429,
        body: { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 5 minutes.' } },
      });
      await openAuthPage();
      const form = screen.getByRole('form', { name: 'Magic link' });

      await fill(user, within(form).getByLabelText(/^Email/), 'jo@example.com');
      await user.click(within(form).getByRole('button', { name: 'Send Magic Link' }));

      expect(await screen.findByText('Magic link failed')).toBeInTheDocument();
      expect(screen.getByText('Too many attempts. Please try again in 5 minutes.')).toBeInTheDocument();
    });

    it('says when the server cannot be reached', async () => {
      const user = userEvent.setup();
      await openAuthPage();
      globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));
      const form = screen.getByRole('form', { name: 'Magic link' });

      await fill(user, within(form).getByLabelText(/^Email/), 'jo@example.com');
      await user.click(within(form).getByRole('button', { name: 'Send Magic Link' }));

      expect(await screen.findByText('Magic link failed')).toBeInTheDocument();
      expect(
        screen.getByText('We could not reach the restaurant. Please check your connection and try again.'),
      ).toBeInTheDocument();
    });
  });

  it('signs in with Google through a full page navigation to the api', async () => {
    await openAuthPage();

    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/api/auth/google');
  });

  describe('coming back from a link that failed', () => {
    it.each([
      ['link_used', 'This link has already been used. Please request a new one.'],
      ['link_expired', 'This link has expired. Please request a new one.'],
      ['link_invalid', 'This link is not valid. Please request a new one.'],
    ])('explains ?error=%s', async (code, message) => {
      await openAuthPage(`/auth?error=${code}`);

      expect(screen.getByRole('alert')).toHaveTextContent(message);
    });

    it("says 'Google sign in failed' after a failed Google sign-in", async () => {
      await openAuthPage('/auth?error=google_sign_in_failed');

      expect(within(screen.getByRole('alert')).getByText('Google sign in failed')).toBeInTheDocument();
    });

    it('still says something for a code it does not know', async () => {
      await openAuthPage('/auth?error=something_new');

      expect(within(screen.getByRole('alert')).getByText('Sign in failed')).toBeInTheDocument();
    });

    it('closes the message and drops it from the address', async () => {
      const user = userEvent.setup();
      const { router } = await openAuthPage('/auth?error=link_used');

      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    });
  });

  describe('forgot password', () => {
    it('e-mails a reset link and says the same whatever the e-mail', async () => {
      const user = userEvent.setup({ delay: null });
      answerApi('POST', '/api/auth/password/forgot', { body: { message: 'If that e-mail has an account, we have sent it a link to choose a new password.' } });
      await openAuthPage();

      await user.click(within(signInForm()).getByRole('button', { name: 'Forgot password?' }));
      const form = screen.getByRole('form', { name: 'Forgot password' });
      await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
      expect(within(form).getByText('Please enter your e-mail address.')).toBeInTheDocument();
      expect(sent('/api/auth/password/forgot')).toEqual([]);

      await fill(user, within(form).getByLabelText(/^Email/), ' jo@example.com ');
      await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
      expect(await within(form).findByText(/If jo@example.com has an account, we have sent it a link/)).toBeInTheDocument();
      expect(sent('/api/auth/password/forgot').map((request) => request.body)).toEqual([{ email: 'jo@example.com' }]);

      await user.click(within(form).getByRole('button', { name: 'Back to Sign In' }));
      expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    });

    it('lets a password from before the 12-character rule be sent to sign in', async () => {
      const user = userEvent.setup({ delay: null });
      answerApi('POST', '/api/auth/sign-in', { body: { user: jo } });
      await openAuthPage();
      await fill(user, within(signInForm()).getByLabelText(/^Email/), 'jo@example.com');
      await fill(user, within(signInForm()).getByLabelText(/^Password/), 'eight ch');
      await user.click(within(signInForm()).getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(sent('/api/auth/sign-in').map((request) => request.body)).toEqual([{ email: 'jo@example.com', password: 'eight ch' }]));
    });
  });
});
