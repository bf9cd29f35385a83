import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../components/TextInput';
import { useConfirmWithCodeMutation, useConfirmWithPasskeyMutation } from './two-step-confirm-api';

/** The api's sentence from a refused request, or the prompt's own. */
export function twoStepFailureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('data' in error) {
      const body = (error as { data?: { error?: { message?: unknown } } }).data;
      if (typeof body?.error?.message === 'string') return body.error.message;
    }
    if ('error' in error && typeof (error as { error: unknown }).error === 'string') return (error as { error: string }).error;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * A passkey button (when the person has one) and a field for a code from the authenticator app or
 * a recovery code. Calls `onConfirmed` once the api has recorded the confirmation in this session.
 */
export function SecondFactorForm({ passkey, onConfirmed, autoFocus = false }: { passkey: boolean; onConfirmed: () => void; autoFocus?: boolean }) {
  const codeId = useId();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmWithCode, { isLoading: checkingCode }] = useConfirmWithCodeMutation();
  const [confirmWithPasskey, { isLoading: checkingPasskey }] = useConfirmWithPasskeyMutation();
  const busy = checkingCode || checkingPasskey;

  const usePasskey = async () => {
    setFailure(null);
    try {
      await confirmWithPasskey().unwrap();
    } catch (error) {
      setFailure(twoStepFailureMessage(error));
      return;
    }
    onConfirmed();
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setFailure('Enter the 6-digit code from your authenticator app, or one of your recovery codes.');
      return;
    }
    setFailure(null);
    try {
      await confirmWithCode({ code: code.trim() }).unwrap();
    } catch (error) {
      setFailure(twoStepFailureMessage(error));
      return;
    }
    setCode('');
    onConfirmed();
  };

  return (
    <Stack spacing={2.5}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {passkey && (
        <>
          <Button variant="contained" size="large" onClick={usePasskey} disabled={busy} autoFocus={autoFocus}>
            {checkingPasskey ? 'Waiting for your passkey...' : 'Use your passkey'}
          </Button>
          <Divider>or</Divider>
        </>
      )}
      <Stack component="form" noValidate onSubmit={submitCode} spacing={2} aria-label="Confirm with a code">
        <TextInput
          id={codeId}
          label="App code or recovery code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          helperText="6 digits from your authenticator app, or one of your recovery codes"
          autoComplete="one-time-code"
          autoFocus={autoFocus && !passkey}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 40 } }}
          fullWidth
        />
        <Button type="submit" variant={passkey ? 'outlined' : 'contained'} size="large" disabled={busy}>
          {checkingCode ? 'Checking...' : 'Confirm'}
        </Button>
      </Stack>
    </Stack>
  );
}
