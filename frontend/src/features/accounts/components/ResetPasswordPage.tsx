import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { useLinkToken } from '../../../shared/links/link-token';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useResetPasswordMutation } from '../accounts-api';
import { describeAuthFailure, linkErrorNotice, type LinkErrorNotice } from '../auth-errors';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';

/**
 * /auth/reset-password#token=: what the e-mailed reset link opens. Opening it uses nothing; the
 * button posts the token with the new password, which signs every other device out and this one in.
 */
export function ResetPasswordPage() {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useLinkToken();
  const newPassword = useNewPassword();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [failure, setFailure] = useState<LinkErrorNotice | null>(null);
  const shownFailure = token === '' ? linkErrorNotice('link_invalid') : failure;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || !newPassword.readyToSubmit()) return;
    try {
      await resetPassword({ token, password: newPassword.password }).unwrap();
    } catch (error) {
      const { code, message, reasons } = describeAuthFailure(error);
      if (code === 'WEAK_PASSWORD') newPassword.refusedWith(reasons.length > 0 ? reasons : [message]);
      else if (code.startsWith('LINK_')) setFailure(linkErrorNotice(code));
      else dispatch(notify({ title: 'Could not set the password', message, severity: 'error' }));
      return;
    }
    dispatch(notify({ title: 'Password changed', message: 'Your new password is set, and every other device is signed out.', severity: 'success' }));
    navigate('/', { replace: true });
  };

  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Typography id={titleId} variant="h4" component="h1">
            Choose a new password
          </Typography>
          {shownFailure ? (
            <>
              <Alert severity="error">
                <AlertTitle>{shownFailure.title}</AlertTitle>
                {shownFailure.message}
              </Alert>
              <Button component={RouterLink} to="/auth" variant="outlined" size="large">
                Go to Sign In
              </Button>
            </>
          ) : (
            <Stack component="form" method="post" noValidate onSubmit={handleSubmit} aria-label="New password" spacing={3}>
              <Typography color="text.secondary">Setting a new password signs you out on every other device, and signs you in here.</Typography>
              <NewPasswordFields state={newPassword} disabled={isLoading} />
              <Button type="submit" variant="contained" size="large" disabled={token === null || isLoading}>
                {isLoading ? 'Saving...' : 'Set New Password'}
              </Button>
            </Stack>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
