import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useRequestPasswordResetMutation } from '../accounts-api';
import { describeAuthFailure } from '../auth-errors';
import { emailProblem, RESET_LINK_VALID_MINUTES } from '../credentials-rules';
import { EmailField } from './CredentialFields';

/**
 * "Forgot password?": the server e-mails a link to choose a new password. Its answer is the same
 * whether or not the e-mail has an account, and so is what the page says.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [requestPasswordReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailError = attempted ? emailProblem(email) : null;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (emailProblem(email)) {
      emailRef.current?.focus();
      return;
    }
    try {
      await requestPasswordReset({ email: email.trim() }).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Could not send the link', message: describeAuthFailure(error).message, severity: 'error' }));
      return;
    }
    setSentTo(email.trim());
  };

  return (
    <Stack component="form" method="post" noValidate onSubmit={handleSubmit} aria-label="Forgot password" spacing={2}>
      {sentTo ? (
        <Alert severity="success">
          {`If ${sentTo} has an account, we have sent it a link to choose a new password. It works once, for ${RESET_LINK_VALID_MINUTES} minutes.`}
        </Alert>
      ) : (
        <Alert severity="info">{"Enter your account's e-mail and we will send you a link to choose a new password."}</Alert>
      )}
      <EmailField value={email} onChange={setEmail} error={emailError} inputRef={emailRef} />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Button variant="text" size="large" onClick={onDone}>
          Back to Sign In
        </Button>
      </Stack>
    </Stack>
  );
}
