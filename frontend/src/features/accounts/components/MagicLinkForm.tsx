import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useRequestMagicLinkMutation } from '../accounts-api';
import { describeAuthFailure } from '../auth-errors';
import { emailProblem } from '../credentials-rules';
import { EmailField } from './CredentialFields';

/** Passwordless sign-in: the server e-mails a single-use link that signs the visitor in. */
export function MagicLinkForm() {
  const dispatch = useAppDispatch();
  const [requestMagicLink, { isLoading }] = useRequestMagicLinkMutation();
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
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
      await requestMagicLink({ email: email.trim() }).unwrap();
    } catch (error) {
      const failure = describeAuthFailure(error);
      dispatch(notify({ title: 'Magic link failed', message: failure.message, severity: 'error' }));
      return;
    }
    dispatch(notify({ title: 'Check your email', message: "We've sent you a magic link to sign in.", severity: 'success' }));
    setAttempted(false);
  };

  return (
    <Stack
      component="form"
      method="post"
      noValidate
      onSubmit={handleSubmit}
      aria-label="Magic link"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <EmailField value={email} onChange={setEmail} error={emailError} inputRef={emailRef} />
      <Button
        type="submit"
        variant="outlined"
        size="large"
        disabled={isLoading}
        sx={{ flexShrink: 0, minHeight: 56, whiteSpace: 'nowrap' }}
      >
        {isLoading ? 'Sending...' : 'Send Magic Link'}
      </Button>
    </Stack>
  );
}
