import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useSignUpMutation } from '../accounts-api';
import { describeAuthFailure } from '../auth-errors';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../credentials-rules';
import { EmailField, PasswordField } from './CredentialFields';
import { useCredentials } from './useCredentials';

/** Optional full name, e-mail and password; the account is usable once the e-mailed link is opened. */
export function SignUpForm() {
  const dispatch = useAppDispatch();
  const [signUp, { isLoading }] = useSignUpMutation();
  const [fullName, setFullName] = useState('');
  const { email, setEmail, password, setPassword, emailRef, passwordRef, emailError, passwordErrors: localPasswordErrors, readyToSubmit, reset } =
    useCredentials('new');
  // The server's reasons for refusing the password, until it is changed.
  const [serverReasons, setServerReasons] = useState<string[]>([]);
  const passwordErrors = localPasswordErrors.length > 0 ? localPasswordErrors : serverReasons;

  const changePassword = (value: string) => {
    setPassword(value);
    setServerReasons([]);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readyToSubmit()) return;

    const name = fullName.trim();
    try {
      await signUp({ email: email.trim(), password, ...(name ? { fullName: name } : {}) }).unwrap();
    } catch (error) {
      const failure = describeAuthFailure(error);
      setServerReasons(failure.reasons);
      dispatch(notify({ title: 'Sign up failed', message: failure.message, severity: 'error' }));
      return;
    }
    dispatch(
      notify({
        title: 'Check your email',
        message: "We've sent you a confirmation link to complete your registration.",
        severity: 'success',
      }),
    );
    setFullName('');
    reset();
  };

  return (
    <Stack component="form" method="post" noValidate onSubmit={handleSubmit} aria-label="Sign up" spacing={2.5}>
      <TextInput
        label="Full Name"
        name="name"
        autoComplete="name"
        fullWidth
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        helperText="Optional. We use it to greet you."
        slotProps={{ htmlInput: { maxLength: FULL_NAME_MAX_LENGTH } }}
      />
      <EmailField value={email} onChange={setEmail} error={emailError} inputRef={emailRef} />
      <PasswordField
        value={password}
        onChange={changePassword}
        problems={passwordErrors}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
        inputRef={passwordRef}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isLoading}>
        {isLoading ? 'Signing Up...' : 'Sign Up'}
      </Button>
    </Stack>
  );
}
