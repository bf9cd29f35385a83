import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import { MAGIC_LINK_VALID_MINUTES } from '../credentials-rules';
import { AuthIntro } from './AuthIntro';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LinkErrorAlert } from './LinkErrorAlert';
import { MagicLinkForm } from './MagicLinkForm';
import { PasskeySignInButton } from './PasskeySignInButton';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type AuthTab = 'sign-in' | 'sign-up';

const TABS: { value: AuthTab; label: string }[] = [
  { value: 'sign-in', label: 'Sign In' },
  { value: 'sign-up', label: 'Sign Up' },
];

/**
 * /auth: sign in or sign up with a password, a passkey, a magic link or Google. Signed-in visitors
 * are sent home, or to /auth/two-step while a staff sign-in waits for its second factor.
 */
export function AuthPage() {
  const { data, isLoading } = useGetSessionQuery();
  const signedIn = Boolean(data?.user);
  // A member of staff with a second factor has only done the first step.
  const secondStepPending = Boolean(data?.twoStep?.pending);
  const navigate = useNavigate();

  useEffect(() => {
    if (signedIn) navigate(secondStepPending ? '/auth/two-step' : '/', { replace: true });
  }, [signedIn, secondStepPending, navigate]);

  // A signed-in visitor sees the loading state for the moment before the redirect.
  if (isLoading || signedIn) return <AuthLoading />;
  return <AuthForms />;
}

function AuthLoading() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: { xs: 12, md: 16 } }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">Loading...</Typography>
    </Box>
  );
}

function AuthForms() {
  const [tab, setTab] = useState<AuthTab>('sign-in');
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const tabId = (value: AuthTab) => `${idPrefix}-tab-${value}`;
  const panelId = (value: AuthTab) => `${idPrefix}-panel-${value}`;

  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="lg" sx={{ py: { xs: 3, sm: 5, md: 8 } }}>
      <Card sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
        <AuthIntro titleId={titleId} />
        <Box sx={{ p: { xs: 2.5, sm: 4, md: 6 } }}>
          <LinkErrorAlert />
          <Tabs
            value={tab}
            onChange={(_event, value: AuthTab) => setTab(value)}
            variant="fullWidth"
            aria-label="Sign in or sign up"
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map(({ value, label }) => (
              <Tab
                key={value}
                value={value}
                label={label}
                id={tabId(value)}
                // Only the chosen tab's panel is rendered.
                aria-controls={value === tab ? panelId(value) : undefined}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'sign-in' ? <SignInForm /> : <SignUpForm />}
          </Box>

          <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
          <Stack spacing={1.5}>
            <PasskeySignInButton />
            <GoogleSignInButton />
          </Stack>

          <Box component="section" aria-labelledby={`${idPrefix}-magic-link`} sx={{ mt: 4 }}>
            <Typography id={`${idPrefix}-magic-link`} variant="h6" component="h2" sx={{ mb: 0.5 }}>
              Prefer no password?
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {`We'll e-mail you a link that signs you in. It works once, for ${MAGIC_LINK_VALID_MINUTES} minutes.`}
            </Typography>
            <MagicLinkForm />
          </Box>
        </Box>
      </Card>
    </Container>
  );
}
