import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useAppDispatch } from '../../../shared/hooks';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import { type AdminOrder, useDeleteOrderMutation, useSearchOrderHistoryQuery } from '../../../shared/orders/admin-orders-api';
import { formatDateTime, statusColour, statusLabel, typeLabel } from '../../../shared/orders/order-format';
import { useHasRole } from '../../../shared/session/session-api';

export const HISTORY_PAGE_SIZE = 25;

/** The search waits for a pause in typing, so that each keystroke is not a query. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The 'History' subtab: every order, newest first, searched and paged by the server. */
export function OrderHistory({ onOpen }: { onOpen: (order: AdminOrder) => void }) {
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(search, 300);
  const { data, isError, isFetching, refetch } = useSearchOrderHistoryQuery({ search: term, page, pageSize: HISTORY_PAGE_SIZE });
  const [deleteOrder, { isLoading: deleting }] = useDeleteOrderMutation();
  const [toDelete, setToDelete] = useState<AdminOrder | null>(null);
  // Deleting is for administrators (the api refuses staff).
  const mayDelete = useHasRole('administrator');

  useEffect(() => setPage(1), [term]);
  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to fetch order history', severity: 'error' }));
  }, [isError, dispatch]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteOrder(toDelete.id);
    if ('error' in result) dispatch(notify({ title: 'Error', message: 'Failed to delete order', severity: 'error' }));
    else dispatch(notify({ title: 'Success', message: 'Order deleted successfully', severity: 'success' }));
    setToDelete(null);
  };

  const orders = data?.orders ?? [];
  const shownUpTo = data ? (data.page - 1) * data.pageSize + orders.length : 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          fullWidth
          placeholder="Search orders by number, customer name, or email..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search orders' } }}
        />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching} sx={{ flexShrink: 0 }}>
          Refresh
        </Button>
      </Stack>
      {data && (
        <Typography variant="body2" color="text.secondary">
          {`Showing ${shownUpTo} of ${data.total} orders`}
        </Typography>
      )}
      {data && orders.length === 0 ? (
        <Alert severity="info">{term.trim() ? 'No orders found matching your search.' : 'No orders found.'}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Order history">
            <TableHead>
              <TableRow>
                {['Order #', 'Date', 'Customer', 'Status', 'Total', 'Type', 'Actions'].map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell sx={{ fontWeight: 700 }}>{order.orderNumber}</TableCell>
                  <TableCell>{formatDateTime(order.createdAt)}</TableCell>
                  <TableCell>
                    <Typography variant="body2">{order.customer.name || 'Unknown'}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {order.customer.email}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={statusLabel(order.status)} color={statusColour(order.status)} />
                  </TableCell>
                  <TableCell>{formatPence(order.totalPence)}</TableCell>
                  <TableCell>
                    {typeLabel(order)}
                    {order.driver && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        Driver: {order.driver.name}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <IconButton size="small" aria-label={`View order ${order.orderNumber}`} onClick={() => onOpen(order)}>
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                    {mayDelete && (
                      <IconButton size="small" aria-label={`Delete order ${order.orderNumber}`} onClick={() => setToDelete(order)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > data.pageSize && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button disabled={page <= 1 || isFetching} onClick={() => setPage((p) => p - 1)}>
            Prev
          </Button>
          <Typography variant="body2">{`Page ${page} of ${pages}`}</Typography>
          <Button disabled={page >= pages || isFetching} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </Stack>
      )}
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)}>
        <DialogTitle>Delete order</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {toDelete && `Are you sure you want to delete order ${toDelete.orderNumber}? This will also delete all associated order items.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={deleting} onClick={() => void confirmDelete()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
