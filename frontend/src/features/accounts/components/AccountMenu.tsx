import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { accountLabel } from '../account-label';
import { useSessionUser } from '../../../shared/session/session-api';
import { useSignOutMutation } from '../accounts-api';
import { describeAuthFailure } from '../auth-errors';

export function AccountMenu() {
  const user = useSessionUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  if (!user) {
    return (
      <Button
        component={RouterLink}
        to="/auth"
        color="inherit"
        variant="outlined"
        startIcon={<AccountCircleIcon />}
        sx={{
          borderColor: 'rgba(255,255,255,0.4)',
          whiteSpace: 'nowrap',
          px: { xs: 1.5, sm: 2.5 },
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        Sign In
      </Button>
    );
  }

  const label = accountLabel(user);
  const close = () => setAnchor(null);
  const handleSignOut = async () => {
    close();
    try {
      await signOut().unwrap();
      navigate('/auth');
    } catch (error) {
      dispatch(notify({ title: 'Sign out failed', message: describeAuthFailure(error).message, severity: 'error' }));
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          // A quiet dot until the e-mail is confirmed; the menu says why.
          <Badge variant="dot" color="secondary" invisible={user.emailConfirmed} overlap="circular">
            <AccountCircleIcon />
          </Badge>
        }
        sx={{ maxWidth: 220, minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem disabled>{user.email}</MenuItem>
        {!user.emailConfirmed && (
          <MenuItem
            disabled
            sx={{
              '&.Mui-disabled': { opacity: 1 },
              whiteSpace: 'normal',
              maxWidth: 300,
              gap: 1.5,
              alignItems: 'flex-start',
              color: 'text.secondary',
              typography: 'body2',
            }}
          >
            <MarkEmailUnreadOutlinedIcon fontSize="small" sx={{ color: 'secondary.dark', mt: 0.25 }} />
            Please confirm your e-mail to place orders
          </MenuItem>
        )}
        <Divider />
        <MenuItem component={RouterLink} to="/order-history" onClick={close}>
          <ListItemIcon>
            <ReceiptLongIcon fontSize="small" />
          </ListItemIcon>
          Order History
        </MenuItem>
        <MenuItem onClick={handleSignOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
