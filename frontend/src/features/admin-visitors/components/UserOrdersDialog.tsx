import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetUserOrdersQuery, type AdminUser } from '../admin-visitors-api';
import { formatDate } from '../visitor-format';

/** A user's orders: date, order number and status, or 'No orders found.' (a failed fetch shows the same, silently). */
export function UserOrdersDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { data: orders, isLoading } = useGetUserOrdersQuery(user.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-orders-title">
      <DialogTitle id="user-orders-title">{`Orders of ${user.email}`}</DialogTitle>
      <DialogContent>
        {isLoading ? (
          <CircularProgress aria-label="Loading orders" />
        ) : !orders?.length ? (
          <Typography>No orders found.</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Order #</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{formatDate(order.orderDate)}</TableCell>
                  <TableCell>{order.orderNumber}</TableCell>
                  <TableCell>{order.status}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
