import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useResendConfirmationMutation, useSignInMutation } from '../accounts-api';
import { describeAuthFailure } from '../auth-errors';
import { EmailField, PasswordField } from './CredentialFields';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { useCredentials } from './useCredentials';

/**
 * E-mail and password; on success the visitor is welcomed and goes home (a member of staff with a
 * second factor goes on to /auth/two-step first). An account that has not
 * confirmed its e-mail is refused, with a way to get the confirmation link again. "Forgot password?"
 * swaps in the form that e-mails a reset link.
 */
export function SignInForm() {
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) return <ForgotPasswordForm onDone={() => setForgotten(false)} />;
  return <PasswordSignInForm onForgotten={() => setForgotten(true)} />;
}

function PasswordSignInForm({ onForgotten }: { onForgotten: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn, { isLoading }] = useSignInMutation();
  const { email, setEmail, password, setPassword, emailRef, passwordRef, emailError, passwordErrors, readyToSubmit } = useCredentials('existing');
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readyToSubmit()) return;

    setUnconfirmed(null);
    let secondStepPending = false;
    try {
      secondStepPending = Boolean((await signIn({ email: email.trim(), password }).unwrap()).twoStep?.pending);
    } catch (error) {
      const failure = describeAuthFailure(error);
      if (failure.code === 'EMAIL_NOT_CONFIRMED') {
        setUnconfirmed({ email: email.trim(), message: failure.message });
        return;
      }
      dispatch(notify({ title: 'Sign in failed', message: failure.message, severity: 'error' }));
      return;
    }
    if (secondStepPending) {
      navigate('/auth/two-step', { replace: true });
      return;
    }
    dispatch(notify({ title: 'Welcome back!', message: 'You have been signed in successfully.', severity: 'success' }));
    navigate('/', { replace: true });
  };

  return (
    <Stack component="form" method="post" noValidate onSubmit={handleSubmit} aria-label="Sign in" spacing={2.5}>
      {unconfirmed && <UnconfirmedEmailAlert email={unconfirmed.email} message={unconfirmed.message} />}
      <EmailField value={email} onChange={setEmail} error={emailError} inputRef={emailRef} />
      <PasswordField
        value={password}
        onChange={setPassword}
        problems={passwordErrors}
        autoComplete="current-password"
        inputRef={passwordRef}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isLoading}>
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
      <Button variant="text" onClick={onForgotten} sx={{ alignSelf: 'center' }}>
        Forgot password?
      </Button>
    </Stack>
  );
}

/** The refusal for an unconfirmed account, with the resend action (rate limited by the api). */
function UnconfirmedEmailAlert({ email, message }: { email: string; message: string }) {
  const dispatch = useAppDispatch();
  const [resendConfirmation, { isLoading, isSuccess }] = useResendConfirmationMutation();

  const resend = async () => {
    try {
      await resendConfirmation({ email }).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Could not send the link', message: describeAuthFailure(error).message, severity: 'error' }));
      return;
    }
    dispatch(notify({ title: 'Check your email', message: "We've sent the confirmation link again.", severity: 'success' }));
  };

  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={resend} disabled={isLoading || isSuccess}>
          {isSuccess ? 'Link sent' : 'Send the link again'}
        </Button>
      }
    >
      <AlertTitle>Confirm your e-mail</AlertTitle>
      {message}
    </Alert>
  );
}
