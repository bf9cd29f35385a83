import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/session/roles';
import {
  apiErrorMessage,
  useChangeUserRoleMutation,
  useDeleteUserMutation,
  useGetUsersQuery,
  useGetUserStatsQuery,
  type AdminUser,
} from '../admin-visitors-api';
import { formatDate } from '../visitor-format';
import { Pager } from './Pager';
import { StatCards } from './StatCards';
import { UserOrdersDialog } from './UserOrdersDialog';

/** Visitors → Users: stat cards, 20 accounts a page, their orders, each one's role, and delete. */
export function UsersPanel({ confirm = (text: string) => window.confirm(text) }: { confirm?: (text: string) => boolean }) {
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [ordersOf, setOrdersOf] = useState<AdminUser | null>(null);
  const { data: stats } = useGetUserStatsQuery();
  const { data: users, isError } = useGetUsersQuery(page);
  const [deleteUser] = useDeleteUserMutation();
  const [changeRole] = useChangeUserRoleMutation();

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to fetch users', severity: 'error' }));
  }, [dispatch, isError]);

  async function onDelete(user: AdminUser) {
    if (!confirm(`Delete user ${user.email}?`)) return;
    try {
      await deleteUser(user.id).unwrap();
      dispatch(notify({ title: 'User deleted', severity: 'success' }));
    } catch (error) {
      dispatch(notify({ title: 'Failed to delete user', message: apiErrorMessage(error), severity: 'error' }));
    }
  }

  async function onChangeRole(user: AdminUser, role: Role) {
    if (role === user.role) return;
    // The server ends every session of the user: say so before, not after.
    if (!confirm(`Make ${user.email} ${ROLE_LABELS[role]}? They will be signed out everywhere.`)) return;
    try {
      await changeRole({ id: user.id, role }).unwrap();
      dispatch(notify({ title: `Role changed to ${ROLE_LABELS[role]}`, message: user.email, severity: 'success' }));
    } catch (error) {
      dispatch(notify({ title: 'Failed to change role', message: apiErrorMessage(error), severity: 'error' }));
    }
  }

  return (
    <>
      {stats && (
        <StatCards
          stats={[
            { label: 'Total Users', value: stats.total },
            { label: 'Admins', value: stats.admins },
            { label: 'Staff', value: stats.staff },
            { label: 'Avg Orders per User', value: stats.averageOrdersPerUser.toFixed(1) },
            { label: 'Active (30 days)', value: stats.activeLast30Days },
            { label: 'New This Month', value: stats.newThisMonth },
          ]}
        />
      )}
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Joined</TableCell>
              <TableCell align="right">Orders</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users?.items.map((user) => (
              <TableRow key={user.id}>
                <TableCell>{user.fullName ?? 'N/A'}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{formatDate(user.joinedAt)}</TableCell>
                <TableCell align="right">{user.orderCount}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={user.role}
                    onChange={(event) => void onChangeRole(user, event.target.value as Role)}
                    slotProps={{ htmlInput: { 'aria-label': `Role of ${user.email}` } }}
                    sx={{ minWidth: 130 }}
                  >
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <Tooltip title="View orders">
                      <IconButton aria-label={`View orders of ${user.email}`} onClick={() => setOrdersOf(user)}>
                        <ReceiptLongOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton aria-label={`Delete ${user.email}`} color="error" onClick={() => void onDelete(user)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {users && <Pager page={users.page} pageCount={users.pageCount} onPage={setPage} />}
      {ordersOf && <UserOrdersDialog user={ordersOf} onClose={() => setOrdersOf(null)} />}
    </>
  );
}
