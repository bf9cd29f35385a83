import { useId, useState } from 'react';
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
import { useConfirmEmailMutation, useSignInWithMagicLinkMutation } from '../accounts-api';
import { describeAuthFailure, linkErrorNotice, type LinkErrorNotice } from '../auth-errors';

export type EmailLinkKind = 'confirm' | 'magic-link';

const TEXTS: Record<EmailLinkKind, { title: string; intro: string; button: string; busy: string; welcome: string }> = {
  confirm: {
    title: 'Confirm your e-mail',
    intro: 'One more step: confirm this e-mail address to finish creating your account. You will be signed in.',
    button: 'Confirm and sign in',
    busy: 'Confirming...',
    welcome: 'Your e-mail address is confirmed.',
  },
  'magic-link': {
    title: 'Sign in with your link',
    intro: 'Use the link from your e-mail to sign in to your account on this device.',
    button: 'Sign in',
    busy: 'Signing In...',
    welcome: 'You have been signed in successfully.',
  },
};

/**
 * /auth/confirm#token= and /auth/magic-link#token=: what an e-mailed link opens. Opening the link
 * uses nothing (an e-mail scanner that follows it cannot burn it); the visitor's click posts the token.
 */
export function EmailLinkPage({ kind }: { kind: EmailLinkKind }) {
  const texts = TEXTS[kind];
  const titleId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Read once the page has hydrated (null until then): the button stays disabled rather than doing nothing.
  const token = useLinkToken();
  const [confirmEmail, confirmState] = useConfirmEmailMutation();
  const [signInWithMagicLink, magicLinkState] = useSignInWithMagicLinkMutation();
  const isLoading = confirmState.isLoading || magicLinkState.isLoading;
  const [failure, setFailure] = useState<LinkErrorNotice | null>(null);
  const shownFailure = token === '' ? linkErrorNotice('link_invalid') : failure;

  const handleClick = async () => {
    if (!token) return;
    let secondStepPending = false;
    try {
      const session = await (kind === 'confirm' ? confirmEmail({ token }) : signInWithMagicLink({ token })).unwrap();
      // An e-mailed link is only the first step for a member of staff with a second factor.
      secondStepPending = Boolean(session.twoStep?.pending);
    } catch (error) {
      const { code, message } = describeAuthFailure(error);
      setFailure(code.startsWith('LINK_') ? linkErrorNotice(code) : { title: 'Sign in failed', message });
      return;
    }
    if (secondStepPending) {
      navigate('/auth/two-step', { replace: true });
      return;
    }
    dispatch(notify({ title: 'Welcome!', message: texts.welcome, severity: 'success' }));
    navigate('/', { replace: true });
  };

  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Typography id={titleId} variant="h4" component="h1">
            {texts.title}
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
            <>
              <Typography color="text.secondary">{texts.intro}</Typography>
              <Button variant="contained" size="large" onClick={handleClick} disabled={token === null || isLoading}>
                {isLoading ? texts.busy : texts.button}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

export function ConfirmEmailPage() {
  return <EmailLinkPage kind="confirm" />;
}

export function MagicLinkPage() {
  return <EmailLinkPage kind="magic-link" />;
}
