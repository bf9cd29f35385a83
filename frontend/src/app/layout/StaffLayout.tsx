import { type ReactNode, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { accountLabel } from '../../features/accounts/account-label';
import { useSignOutMutation } from '../../features/accounts/accounts-api';
import { describeAuthFailure } from '../../features/accounts/auth-errors';
import { type AdminTab, adminTabFor, adminTabsFor } from '../../features/admin/admin-tabs';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { notify } from '../../shared/notifications/notifications-slice';
import { selectAdminSocketConnected } from '../../shared/realtime/admin-live-slice';
import { useStorefrontLiveUpdates } from '../../shared/realtime/useStorefrontLiveUpdates';
import { useRestaurant } from '../../shared/restaurant/useRestaurant';
import { hasRole } from '../../shared/session/roles';
import { useSessionUser } from '../../shared/session/session-api';
import { useGetAdminBadgesQuery } from '../../shared/staff/admin-badges-api';
import { brandColors } from '../../theme/palette';
import { DocumentHead } from '../head/DocumentHead';
import { OPEN_COUNT_REFRESH_MS } from './AdminOrdersBadge';
import { Notifier } from './Notifier';

/** The rail's width on a tablet or desktop (≥ 900 px); below it the navigation is a drawer. */
const RAIL_WIDTH = 216;
/** Every control of the staff screens is at least this tall: a finger in a hurry, not a mouse. */
const TOUCH = 48;

export interface StaffLayoutProps {
  /** The admin registry's tabs; each person sees those their role may open. */
  tabs: readonly AdminTab[];
  /** Controls for the whole service (busy mode), shown in the app bar; nothing when absent. */
  appBarActions?: ReactNode;
}

/**
 * The shell of every staff page (/admin/...): a compact app bar (restaurant, open orders, whether
 * the live connection holds, who is signed in) and the sections as a rail on a tablet or desktop and
 * a drawer on a phone. None of the customer site's chrome: no hero, footer, cart or cookie notice.
 * Built for a 10-inch tablet in landscape first.
 */
export function StaffLayout({ tabs: allTabs, appBarActions }: StaffLayoutProps) {
  const user = useSessionUser();
  const isStaff = hasRole(user?.role, 'staff');
  const tabs = adminTabsFor(allTabs, user?.role);
  const isAdministrator = hasRole(user?.role, 'administrator');
  const current = adminTabFor(allTabs, useLocation().pathname.split('/')[2] || undefined);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signOut, signingOut } = useStaffSignOut();
  // Staff screens follow settings, slot and menu changes like every page, and announce settings changes.
  useStorefrontLiveUpdates({ announceSettings: true });

  // Until the session says this is staff, the section alone: its own check shows a spinner or sends the visitor away
  // (not while signing out: the sign-in page is where this person goes then).
  if (!isStaff) {
    return (
      <Box component="main" id="main-content" tabIndex={-1} sx={{ outline: 'none' }}>
        {!signingOut && <Outlet />}
        <DocumentHead />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="sticky" elevation={0} sx={{ bgcolor: brandColors.charcoal, borderBottom: 1, borderColor: 'rgba(255,255,255,0.12)' }}>
        <Toolbar sx={{ minHeight: { xs: 64 }, gap: { xs: 1, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
          <IconButton
            color="inherit"
            aria-label="Open navigation menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' }, width: TOUCH, height: TOUCH }}
          >
            <MenuIcon />
          </IconButton>
          <RestaurantName />
          <Box sx={{ flex: 1 }} />
          {appBarActions}
          <OpenOrders />
          <ConnectionState />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
            <SignedInPerson />
            <SignOutButton onSignOut={signOut} disabled={signingOut} />
            <CustomerSiteLink compact />
          </Box>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: RAIL_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {/* Stays in view while the page scrolls: the app bar is 64 px tall. */}
          <Box sx={{ position: 'sticky', top: 64, maxHeight: 'calc(100vh - 64px)', overflowY: 'auto', p: 1 }}>
            <SectionLinks tabs={tabs} current={current} withJobQueues={isAdministrator} />
          </Box>
        </Box>
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
          {/* While signing out, the section is left first: its own access check would otherwise send the person to / on the way. */}
          {!signingOut && <Outlet />}
        </Box>
      </Box>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        // A phone only: on a wider screen the rail shows the same links.
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-label': 'Navigation' } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 64, bgcolor: brandColors.charcoal, color: '#fff' }}>
          <RestaurantName sx={{ flex: 1 }} />
          <IconButton color="inherit" aria-label="Close navigation menu" onClick={() => setDrawerOpen(false)} sx={{ width: TOUCH, height: TOUCH }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ p: 1 }}>
          <SectionLinks tabs={tabs} current={current} withJobQueues={isAdministrator} onNavigate={() => setDrawerOpen(false)} />
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 2, color: 'text.primary' }}>
          <SignedInPerson />
          <SignOutButton variant="outlined" onSignOut={signOut} disabled={signingOut} />
          <CustomerSiteLink />
        </Box>
      </Drawer>
      <Notifier />
      <DocumentHead />
    </Box>
  );
}

function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 16,
        top: -56,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}

/** The restaurant's name: the short one on a phone, where the app bar has room for little else. */
function RestaurantName({ sx }: { sx?: object }) {
  const restaurant = useRestaurant();
  return (
    <Typography component="span" noWrap sx={{ display: 'block', minWidth: 0, fontWeight: 700, fontSize: { xs: '1.15rem', sm: '1.25rem' }, ...sx }}>
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {restaurant?.shortName}
      </Box>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {restaurant?.name}
      </Box>
    </Typography>
  );
}

/** Today's open orders, from the badges the navigation has always shown; a tap opens the Orders tab. */
function OpenOrders() {
  const live = useAppSelector(selectAdminSocketConnected);
  // Connected, the socket's messages refresh the badges (features/admin/components/AdminLive); else they poll.
  const { data } = useGetAdminBadgesQuery(undefined, { pollingInterval: live ? 0 : OPEN_COUNT_REFRESH_MS, skipPollingIfUnfocused: false });
  const count = data?.openOrders ?? 0;
  const label = `${count} open order${count === 1 ? '' : 's'} today`;
  return (
    <Button
      component={RouterLink}
      to="/admin/orders"
      color="inherit"
      aria-label={label}
      title={label}
      sx={{ minHeight: TOUCH, minWidth: TOUCH, px: 1, gap: 1, borderRadius: 2, textTransform: 'none', whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        sx={{
          minWidth: 32,
          height: 32,
          px: 1,
          borderRadius: 16,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 800,
          fontSize: '1.1rem',
          bgcolor: count > 0 ? brandColors.golden : 'rgba(255,255,255,0.16)',
          color: count > 0 ? brandColors.ink : '#fff',
        }}
      >
        {count}
      </Box>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600 }}>
        open
      </Box>
    </Button>
  );
}

/** Whether the admin socket is connected: the screens are live, or they poll while it reconnects. */
function ConnectionState() {
  const live = useAppSelector(selectAdminSocketConnected);
  return (
    <Box
      role="status"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 36,
        px: 1.5,
        borderRadius: 18,
        fontWeight: 700,
        fontSize: '0.95rem',
        whiteSpace: 'nowrap',
        bgcolor: live ? 'rgba(74, 222, 128, 0.16)' : 'rgba(255, 176, 32, 0.2)',
        color: live ? '#86efac' : brandColors.golden,
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'currentColor' }} />
      {live ? 'Live' : 'Reconnecting…'}
    </Box>
  );
}

function SignedInPerson() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Typography
      component="span"
      noWrap
      title={user.email}
      sx={{ display: 'block', maxWidth: { md: 140, lg: 220 }, fontWeight: 600, color: 'inherit' }}
    >
      {accountLabel(user)}
    </Typography>
  );
}

/** The sign-out every page has (features/accounts), then the sign-in page. */
function useStaffSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOutMutation] = useSignOutMutation();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    // Until the sign-in page has loaded (it is a lazy route): the section stays closed meanwhile.
    setSigningOut(true);
    try {
      await signOutMutation().unwrap();
      navigate('/auth');
    } catch (error) {
      setSigningOut(false);
      dispatch(notify({ title: 'Sign out failed', message: describeAuthFailure(error).message, severity: 'error' }));
    }
  };
  return { signOut, signingOut };
}

function SignOutButton({ onSignOut, disabled, variant = 'text' }: { onSignOut: () => Promise<void>; disabled: boolean; variant?: 'text' | 'outlined' }) {
  return (
    <Button color="inherit" variant={variant} startIcon={<LogoutIcon />} disabled={disabled} onClick={() => void onSignOut()} sx={{ minHeight: TOUCH, whiteSpace: 'nowrap' }}>
      Sign out
    </Button>
  );
}

/** Back to the customer site (its home page, with its own chrome). */
function CustomerSiteLink({ compact = false }: { compact?: boolean }) {
  return (
    <Button
      component={RouterLink}
      to="/"
      color="inherit"
      variant={compact ? 'text' : 'outlined'}
      startIcon={<StorefrontIcon />}
      // Beside a 900-1199 px app bar's other controls, the icon alone; the name stays for screen readers.
      aria-label={compact ? 'Customer site' : undefined}
      sx={{
        minHeight: TOUCH,
        whiteSpace: 'nowrap',
        ...(compact && { minWidth: TOUCH, '& .label': { display: { xs: 'none', lg: 'inline' } }, '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } } }),
      }}
    >
      <Box component="span" className="label">
        Customer site
      </Box>
    </Button>
  );
}

interface SectionLinksProps {
  tabs: readonly AdminTab[];
  current: AdminTab | undefined;
  withJobQueues: boolean;
  onNavigate?: () => void;
}

/** The sections the person may open, then the job queues for an administrator (a page the server renders). */
function SectionLinks({ tabs, current, withJobQueues, onNavigate }: SectionLinksProps) {
  const linkSx = {
    display: 'flex',
    alignItems: 'center',
    minHeight: 52,
    px: 2,
    my: 0.25,
    borderRadius: 2,
    color: 'text.primary',
    textDecoration: 'none',
    fontSize: '1.05rem',
    fontWeight: 600,
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
    '&[aria-current="page"]': { bgcolor: 'rgba(179, 38, 30, 0.12)', color: 'primary.dark', fontWeight: 800 },
  } as const;
  return (
    <Box component="nav" aria-label="Admin sections">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <Box
              component={RouterLink}
              to={`/admin/${tab.path}`}
              onClick={onNavigate}
              // From the path, not the link's own address: the first section is also /admin itself.
              aria-current={tab === current ? 'page' : undefined}
              sx={linkSx}
            >
              {tab.label}
            </Box>
          </li>
        ))}
        {withJobQueues && (
          <li>
            {/* The BullMQ dashboard is a page the server renders (not a tab): a full page load. */}
            <Box component="a" href="/admin/queues" sx={{ ...linkSx, fontWeight: 500, color: 'text.secondary' }}>
              Job queues
            </Box>
          </li>
        )}
      </Box>
    </Box>
  );
}
