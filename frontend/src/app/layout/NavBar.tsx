import { Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from '../../components/Logo';
import { AccountMenu } from '../../features/accounts/components/AccountMenu';
import { useSessionUser } from '../../shared/session/session-api';
import { CartButton } from '../../features/cart/components/CartButton';
import { RatingBadge } from '../../features/reviews/components/RatingBadge';
import { brandColors } from '../../theme/palette';
import { AdminBookingsBadge } from './AdminBookingsBadge';
import { AdminOrdersBadge } from './AdminOrdersBadge';
import { loadWhenUsed, useOnceTrue } from '../../shared/lazy/load-when-used';
import { hasRole } from '../../shared/session/roles';
import { ADMIN_LINK, MAIN_NAV_LINKS } from './nav-links';

/** The phone's navigation panel, fetched when its button is touched, focused or pointed at. */
const mobileNavDrawer = loadWhenUsed(async () => (await import('./MobileNavDrawer')).MobileNavDrawer);

const navButtonSx = {
  color: 'rgba(255,255,255,0.86)',
  borderRadius: 2,
  px: 1,
  minWidth: 0,
  whiteSpace: 'nowrap',
  '&:hover': { color: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
  // NavLink marks the current page with the 'active' class.
  '&.active': { color: brandColors.golden, bgcolor: 'rgba(255,176,32,0.12)' },
} as const;

export function NavBar() {
  const user = useSessionUser();
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const mobileNavUsed = useOnceTrue(mobileNavOpen);
  // Staff and administrators see the Admin link and its badges; the admin shell shows each only their tabs.
  const isStaff = hasRole(user?.role, 'staff');
  const links = isStaff ? [...MAIN_NAV_LINKS, ADMIN_LINK] : MAIN_NAV_LINKS;

  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation menu"
            onClick={() => setMobileNavOpen(true)}
            {...mobileNavDrawer.preloadHandlers}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link component={RouterLink} to="/" underline="none" sx={{ display: 'inline-flex', flexShrink: 0, mr: { xs: 0, sm: 2 } }}>
            <Logo />
          </Link>
          <RatingBadge />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5, mx: 'auto' }}
          >
            {links.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end={link.to === '/'} sx={navButtonSx}>
                {link === ADMIN_LINK ? (
                  <AdminBookingsBadge isStaff={isStaff}>
                    <AdminOrdersBadge isStaff={isStaff}>
                      <span style={{ paddingRight: 8 }}>{link.label}</span>
                    </AdminOrdersBadge>
                  </AdminBookingsBadge>
                ) : (
                  link.label
                )}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, ml: { xs: 'auto', lg: 0 } }}>
            <CartButton />
            <AccountMenu />
          </Box>
        </Toolbar>
      </Container>
      {mobileNavUsed && (
        <Suspense fallback={null}>
          <mobileNavDrawer.Component open={mobileNavOpen} onClose={() => setMobileNavOpen(false)} links={links} />
        </Suspense>
      )}
    </AppBar>
  );
}
