import { useEffect, useId } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../../components/PageLoading';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { hasRole } from '../../../shared/session/roles';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import { SecondFactorForm } from '../../../shared/two-step/SecondFactorForm';

/**
 * /auth/two-step: the second step of a staff sign-in after a password, Google or an e-mailed link.
 * Once confirmed (the session answer says so) the person goes on to the staff screens.
 */
export function TwoStepPage() {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data, isLoading } = useGetSessionQuery();
  const pending = Boolean(data?.twoStep?.pending);

  useEffect(() => {
    if (!isLoading && data && !data.user) navigate('/auth', { replace: true });
  }, [isLoading, data, navigate]);

  if (isLoading || !data?.user) return <PageLoading label="Checking your sign-in..." />;
  // Confirmed (here, or already): staff go on to the staff screens, anyone else home.
  if (!pending) return <Navigate to={hasRole(data.user.role, 'staff') ? '/admin' : '/'} replace />;

  const onConfirmed = () => dispatch(notify({ title: 'Welcome back!', message: 'You have been signed in successfully.', severity: 'success' }));

  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
          Confirm it&apos;s you
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {data.twoStep?.passkey
            ? 'Use your passkey, or a code from your authenticator app or a recovery code, to finish signing in.'
            : 'Enter the code from your authenticator app, or one of your recovery codes, to finish signing in.'}
        </Typography>
        <SecondFactorForm passkey={Boolean(data.twoStep?.passkey)} onConfirmed={onConfirmed} autoFocus />
      </Card>
    </Container>
  );
}
