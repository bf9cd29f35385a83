import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { PASSWORD_MIN_LENGTH, passwordProblems } from '../credentials-rules';
import { PasswordField } from './CredentialFields';

/** A new password typed twice: the local length rule and "the two match"; the server decides the rest. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverReasons, setServerReasons] = useState<string[]>([]);
  const problems = attempted ? [...passwordProblems(password, 'new'), ...serverReasons] : serverReasons;
  const mismatch = attempted && repeated !== password ? ['The two passwords are not the same.'] : [];
  return {
    password,
    repeated,
    problems,
    mismatch,
    setPassword: (value: string) => {
      setPassword(value);
      setServerReasons([]);
    },
    setRepeated,
    /** Marks the attempt; true when it may be sent. */
    readyToSubmit: (): boolean => {
      setAttempted(true);
      return passwordProblems(password, 'new').length === 0 && repeated === password;
    },
    /** The server's WEAK_PASSWORD reasons, shown under the field until it changes. */
    refusedWith: setServerReasons,
    reset: () => {
      setPassword('');
      setRepeated('');
      setAttempted(false);
      setServerReasons([]);
    },
  };
}

export function NewPasswordFields({ state, disabled }: { state: ReturnType<typeof useNewPassword>; disabled?: boolean }) {
  return (
    <Stack spacing={2}>
      <PasswordField
        label="New password"
        name="new-password"
        value={state.password}
        onChange={state.setPassword}
        problems={state.problems}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
        disabled={disabled}
      />
      <PasswordField
        label="Repeat new password"
        name="repeat-password"
        value={state.repeated}
        onChange={state.setRepeated}
        problems={state.mismatch}
        autoComplete="new-password"
        disabled={disabled}
      />
    </Stack>
  );
}
