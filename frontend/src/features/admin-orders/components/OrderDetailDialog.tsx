import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { formatPence } from '../../../shared/money';
import type { AdminOrder } from '../admin-orders-api';
import { formatDateTime, paymentMethodLabel, paymentStatusLabel, slotLabel, statusLabel, typeLabel } from '../order-format';

interface OrderDetailDialogProps {
  order: AdminOrder | null;
  onClose: () => void;
  onPrint: (order: AdminOrder) => void;
  /** History's dialog shows unit and total prices and the status; Today's shows the kitchen's view. */
  variant: 'today' | 'history';
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

function MoneyLine({ label, pence, bold }: { label: string; pence: number; bold?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: bold ? 700 : 400 }}>
      <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
        {formatPence(pence)}
      </Typography>
    </Box>
  );
}

/** One order's details (SPEC section 2), from a row of Today's Orders or of History. */
export function OrderDetailDialog({ order, onClose, onPrint, variant }: OrderDetailDialogProps) {
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="sm">
      {order && (
        <>
          <DialogTitle>Order {order.orderNumber}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={0.5}>
              {variant === 'today' ? (
                <>
                  <Field label="Placed at" value={formatDateTime(order.createdAt)} />
                  <Field label="Payment method" value={paymentMethodLabel(order)} />
                  <Field label="Payment status" value={paymentStatusLabel(order)} />
                  <Field label="Type" value={typeLabel(order)} />
                  {order.deliveryAddress && <Field label="Address" value={order.deliveryAddress} />}
                  <Field label="Customer" value={`${order.customer.name} · ${order.customer.phone} · ${order.customer.email}`} />
                </>
              ) : (
                <>
                  <Field label="Customer" value={order.customer.name || 'Unknown'} />
                  <Field label="Email" value={order.customer.email} />
                  <Field label="Phone" value={order.customer.phone} />
                  <Field label="Type" value={typeLabel(order)} />
                  {order.deliveryAddress && <Field label="Address" value={order.deliveryAddress} />}
                  <Field label="Time slot" value={`${order.orderDate} ${slotLabel(order)}`} />
                  <Field label="Status" value={statusLabel(order.status)} />
                </>
              )}
              {order.specialInstructions && <Field label="Instructions" value={order.specialInstructions} />}
            </Stack>
            <Divider sx={{ my: 2 }} />
            <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Items">
              {order.items.map((item) => (
                <Box component="li" key={item.id}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                    <Typography variant="body2">
                      {item.quantity} × {item.name}
                      {item.size ? ` (${item.size})` : ''}
                    </Typography>
                    {variant === 'history' && (
                      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                        {formatPence(item.unitPricePence)} each · {formatPence(item.totalPricePence)}
                      </Typography>
                    )}
                  </Box>
                  {item.specialInstructions && (
                    <Typography variant="caption" color="text.secondary">
                      Note: {item.specialInstructions}
                    </Typography>
                  )}
                </Box>
              ))}
            </Stack>
            <Divider sx={{ my: 2 }} />
            <Stack spacing={0.5}>
              <MoneyLine label="Subtotal" pence={order.subtotalPence} />
              {(variant === 'history' || order.deliveryFeePence > 0) && <MoneyLine label="Delivery fee" pence={order.deliveryFeePence} />}
              {(variant === 'history' || order.driverTipPence > 0) && <MoneyLine label="Driver tip" pence={order.driverTipPence} />}
              <MoneyLine label="Total" pence={order.totalPence} bold />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button startIcon={<PrintIcon />} onClick={() => onPrint(order)}>
              Kitchen ticket
            </Button>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
