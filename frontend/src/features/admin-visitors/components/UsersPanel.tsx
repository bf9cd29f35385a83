import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
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

/** Visitors → Users: stat cards, 20 accounts a page, their orders, promote/demote and delete. */
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

  async function onChangeRole(user: AdminUser) {
    try {
      await changeRole({ id: user.id, isAdmin: !user.isAdmin }).unwrap();
      dispatch(notify({ title: user.isAdmin ? 'User demoted' : 'User promoted', message: user.email, severity: 'success' }));
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
                  <Chip size="small" label={user.isAdmin ? 'Admin' : 'User'} color={user.isAdmin ? 'primary' : 'default'} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <Tooltip title="View orders">
                      <IconButton aria-label={`View orders of ${user.email}`} onClick={() => setOrdersOf(user)}>
                        <ReceiptLongOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Button size="small" onClick={() => void onChangeRole(user)} aria-label={`${user.isAdmin ? 'Demote' : 'Promote'} ${user.email}`}>
                      {user.isAdmin ? 'Demote' : 'Promote'}
                    </Button>
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
