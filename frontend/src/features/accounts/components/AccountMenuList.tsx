import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import type { SessionUser } from '../../../shared/session/session';
import { useSignOutMutation } from '../accounts-api';
import { describeAuthFailure } from '../auth-errors';

export interface AccountMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  user: SessionUser;
  onClose: () => void;
}

/**
 * The signed-in account's menu: its e-mail, the confirmation reminder, order history, the account page and sign out.
 * Signing out lives here, with the menu's code (fetched when the menu is first used), not in every page's first download.
 */
export function AccountMenuList({ id, buttonId, anchor, user, onClose }: AccountMenuListProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  // Signed out, the header shows 'Sign In' and this menu goes; the navigation and the toast do not need it.
  const handleSignOut = async () => {
    onClose();
    try {
      await signOut().unwrap();
      navigate('/auth');
    } catch (error) {
      dispatch(notify({ title: 'Sign out failed', message: describeAuthFailure(error).message, severity: 'error' }));
    }
  };
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
      <MenuItem component={RouterLink} to="/order-history" onClick={onClose}>
        <ListItemIcon>
          <ReceiptLongIcon fontSize="small" />
        </ListItemIcon>
        Order History
      </MenuItem>
      <MenuItem component={RouterLink} to="/account" onClick={onClose}>
        <ListItemIcon>
          <ManageAccountsIcon fontSize="small" />
        </ListItemIcon>
        Your Account
      </MenuItem>
      <MenuItem onClick={handleSignOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Sign Out
      </MenuItem>
    </Menu>
  );
}
