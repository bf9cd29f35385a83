import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useChangePasswordMutation } from '../account-api';
import { describeAuthFailure } from '../auth-errors';
import { PasswordField } from './CredentialFields';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';

/** The current password and a new one twice; every other device is signed out when it changes. */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentProblems, setCurrentProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const newPassword = useNewPassword();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const currentMissing = currentPassword === '' ? ['Please enter your current password.'] : [];
    setCurrentProblems(currentMissing);
    if (!newPassword.readyToSubmit() || currentMissing.length > 0) return;
    try {
      const { message } = await changePassword({ currentPassword, newPassword: newPassword.password }).unwrap();
      setNotice(message);
    } catch (error) {
      const { code, message, reasons } = describeAuthFailure(error);
      if (code === 'WRONG_CURRENT_PASSWORD') setCurrentProblems([message]);
      else if (code === 'WEAK_PASSWORD') newPassword.refusedWith(reasons.length > 0 ? reasons : [message]);
      else dispatch(notify({ title: 'Could not change the password', message, severity: 'error' }));
      return;
    }
    setCurrentPassword('');
    newPassword.reset();
  };

  return (
    <Stack component="form" method="post" noValidate onSubmit={handleSubmit} aria-label="Change password" spacing={2}>
      {notice && <Alert severity="success">{notice}</Alert>}
      <PasswordField
        label="Current password"
        name="current-password"
        value={currentPassword}
        onChange={(value) => {
          setCurrentPassword(value);
          setCurrentProblems([]);
        }}
        problems={currentProblems}
        autoComplete="current-password"
        disabled={isLoading}
      />
      <NewPasswordFields state={newPassword} disabled={isLoading} />
      <Button type="submit" variant="contained" size="large" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>
        {isLoading ? 'Saving...' : 'Change Password'}
      </Button>
    </Stack>
  );
}
