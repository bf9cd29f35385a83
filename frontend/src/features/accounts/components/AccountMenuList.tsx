import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { SessionUser } from '../../../shared/session/session';

export interface AccountMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  user: SessionUser;
  onClose: () => void;
  onSignOut: () => void;
}

/** The signed-in account's menu: its e-mail, the confirmation reminder, order history, the account page and sign out. */
export function AccountMenuList({ id, buttonId, anchor, user, onClose, onSignOut }: AccountMenuListProps) {
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
      <MenuItem onClick={onSignOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Sign Out
      </MenuItem>
    </Menu>
  );
}
