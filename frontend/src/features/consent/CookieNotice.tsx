import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCookieConsentQuery } from './consent-api';
import { acceptCookies, hasAcceptedCookies, rememberAcceptanceForServer } from './cookie-consent';

/**
 * The consent bar, in the server's HTML for a visitor whose cookie_consent cookie does not say they
 * accepted: it paints with the page, not after hydration (no late largest paint, no shift).
 */
export function CookieNotice() {
  const { data: acceptedByCookie } = useGetCookieConsentQuery();
  const [acceptedHere, setAcceptedHere] = useState(false);

  useEffect(() => {
    // Accepted before the cookie existed (localStorage only): hide it now, and set the cookie for next time.
    if (hasAcceptedCookies(window.localStorage)) {
      rememberAcceptanceForServer();
      setAcceptedHere(true);
    }
  }, []);

  if (acceptedByCookie !== false || acceptedHere) return null;

  const accept = () => {
    acceptCookies(window.localStorage);
    setAcceptedHere(true);
  };

  return (
    <Paper
      role="region"
      aria-label="Cookie notice"
      elevation={8}
      sx={{
        position: 'fixed',
        // Above the page and app bar, below the cart panel, dialogs and toasts, so it never blocks them.
        zIndex: (theme) => theme.zIndex.drawer - 1,
        left: { xs: 12, sm: 24 },
        right: { xs: 12, sm: 24 },
        bottom: { xs: 12, sm: 24 },
        mx: 'auto',
        maxWidth: 880,
        p: { xs: 2, sm: 2.5 },
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          We use only essential cookies (to keep you signed in and protect forms) and your browser's storage (for your
          cart and this notice); no advertising or tracking cookies. We log the pages you open with your IP address and
          browser for 13 months to see how people find us. Maps and social feeds load only when you ask. Read our{' '}
          <Link component={RouterLink} to="/privacy-policy" color="secondary">
            Privacy Policy
          </Link>
          .
        </Typography>
        <Button variant="contained" color="secondary" onClick={accept} sx={{ flexShrink: 0 }}>
          Accept
        </Button>
      </Stack>
    </Paper>
  );
}
