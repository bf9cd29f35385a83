import { Link as RouterLink, NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Logo } from '../../components/Logo';
import { FOCUS_RING } from '../../theme/components';
import { brandColors } from '../../theme/palette';
import type { NavLinkItem } from './nav-links';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
}

export function MobileNavDrawer({ open, onClose, links }: MobileNavDrawerProps) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, bgcolor: brandColors.charcoal, color: '#fff', '& :focus-visible': { outlineColor: FOCUS_RING.onDark } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Link component={RouterLink} to="/" underline="none" onClick={onClose}>
          <Logo />
        </Link>
        <IconButton color="inherit" aria-label="Close navigation menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Mobile">
        <List>
          {links.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.to === '/'}
              onClick={onClose}
              sx={{
                px: 3,
                py: 1.5,
                '&.active': { color: brandColors.golden, bgcolor: 'rgba(255,255,255,0.06)' },
              }}
            >
              <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
