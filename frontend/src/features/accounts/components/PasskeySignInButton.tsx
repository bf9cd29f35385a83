import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import KeyIcon from '@mui/icons-material/Key';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { twoStepFailureMessage } from '../../../shared/two-step/SecondFactorForm';
import { useSignInWithPasskeyMutation } from '../two-step-api';

/** "Sign in with a passkey": the browser offers this site's passkeys; no e-mail is asked for. */
export function PasskeySignInButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signInWithPasskey, { isLoading }] = useSignInWithPasskeyMutation();

  const signIn = async () => {
    try {
      await signInWithPasskey().unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Sign in failed', message: twoStepFailureMessage(error), severity: 'error' }));
      return;
    }
    dispatch(notify({ title: 'Welcome back!', message: 'You have been signed in with your passkey.', severity: 'success' }));
    navigate('/', { replace: true });
  };

  return (
    <Button
      variant="outlined"
      color="inherit"
      size="large"
      fullWidth
      onClick={() => void signIn()}
      disabled={isLoading}
      startIcon={<KeyIcon />}
      sx={{ borderColor: 'divider', bgcolor: 'background.paper', '&:hover': { borderColor: 'text.secondary' } }}
    >
      {isLoading ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}
