import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useSignInMutation } from '../accounts-api';
import { describeAuthFailure } from '../auth-errors';
import { EmailField, PasswordField } from './CredentialFields';
import { useCredentials } from './useCredentials';

/** E-mail and password; on success the visitor is welcomed and goes home. */
export function SignInForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn, { isLoading }] = useSignInMutation();
  const { email, setEmail, password, setPassword, emailRef, passwordRef, emailError, passwordErrors, readyToSubmit } = useCredentials();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readyToSubmit()) return;

    try {
      await signIn({ email: email.trim(), password }).unwrap();
    } catch (error) {
      const failure = describeAuthFailure(error);
      dispatch(notify({ title: 'Sign in failed', message: failure.message, severity: 'error' }));
      return;
    }
    dispatch(notify({ title: 'Welcome back!', message: 'You have been signed in successfully.', severity: 'success' }));
    navigate('/', { replace: true });
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} aria-label="Sign in" spacing={2.5}>
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
    </Stack>
  );
}
