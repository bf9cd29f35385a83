import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useSessionUser } from '../../shared/session/session-api';
import { VisitLogger } from '../../features/analytics/VisitLogger';
import { CartDrawerWhenOpened } from '../../features/cart/components/CartDrawerWhenOpened';
import { useGuestCartSync } from '../../features/cart/useGuestCartSync';
import { CookieNotice } from '../../features/consent/CookieNotice';
import { useStorefrontLiveUpdates } from '../../shared/realtime/useStorefrontLiveUpdates';
import { DocumentHead } from '../head/DocumentHead';
import { HydrateNearScreen } from '../../shared/lazy/hydrate-near-screen';
import { Footer, FOOTER_ID } from './Footer';
import { NavBar } from './NavBar';
import { Notifier } from './Notifier';

/**
 * The guest cart kept in this browser's storage, in a component of its own: its state (restored
 * once the page has hydrated, every change) re-renders this null component, not the whole shell.
 */
function GuestCartSync() {
  useGuestCartSync();
  return null;
}

/** The shell around every customer page: navigation, footer, cart panel, cookie notice and toasts. Staff pages have StaffLayout. */
export function RootLayout() {
  const user = useSessionUser();
  // Every page follows settings changes; the staff screens (app/layout/StaffLayout) also announce them.
  useStorefrontLiveUpdates({ announceSettings: false });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 16,
          top: -48,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <NavBar />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <HydrateNearScreen id={FOOTER_ID}>
        <Footer />
      </HydrateNearScreen>
      <CartDrawerWhenOpened signedIn={Boolean(user)} />
      <CookieNotice />
      <Notifier />
      <VisitLogger />
      <GuestCartSync />
      <DocumentHead />
    </Box>
  );
}
