import { type Ref, Suspense, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PrintIcon from '@mui/icons-material/Print';
import { isCorrectable } from '@walkden/contract/order-status';
import { apiErrorMessage } from '../../../api/api-error';
import { useAppDispatch } from '../../../shared/hooks';
import { loadWhenUsed } from '../../../shared/lazy/load-when-used';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import { type AdminOrder, type OrderRefund, useCollectBalanceMutation, useGetAdminOrderQuery } from '../../../shared/orders/admin-orders-api';
import { formatDateTime, paidPence, paymentMethodLabel, paymentStatusLabel, refundLabel, slotLabel, statusLabel, typeLabel } from '../../../shared/orders/order-format';
import { LineChoices } from '../../../shared/orders/LineChoices';
import { useHasRole } from '../../../shared/session/session-api';
import { DriverField } from './DriverField';
import { RefundDialog } from './RefundDialog';

// The editor (with the menu picker) is fetched when staff are about to change an order, not with the Orders tab.
const correctOrderDialog = loadWhenUsed(async () => (await import('./CorrectOrderDialog')).CorrectOrderDialog);

interface OrderDetailDialogProps {
  order: AdminOrder | null;
  onClose: () => void;
  onPrint: (order: AdminOrder) => void;
  /** Opens the allergen labels for the bag, one per line. */
  onLabels: (order: AdminOrder) => void;
  /** History's dialog shows unit and total prices and the status; Today's shows the kitchen's view. */
  variant: 'today' | 'history';
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
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

const REFUND_STATUS: Record<OrderRefund['status'], { label: string; colour: 'success' | 'warning' | 'error' }> = {
  succeeded: { label: 'Refunded', colour: 'success' },
  pending: { label: 'Pending', colour: 'warning' },
  failed: { label: 'Failed', colour: 'error' },
};

/**
 * Issue 27: a paid order staff made dearer owes the difference, and cannot be completed until it is
 * taken. Said large; the button records that it was collected (the server's answer shows).
 */
function ToCollect({ order }: { order: AdminOrder }) {
  const dispatch = useAppDispatch();
  const [collectBalance, { isLoading: collecting }] = useCollectBalanceMutation();
  const amount = formatPence(order.balanceDuePence);
  const onCollected = async () => {
    try {
      await collectBalance(order.id).unwrap();
      dispatch(notify({ title: `Collected ${amount}`, message: `Order ${order.orderNumber} has nothing left to pay.`, severity: 'success', overDialog: true }));
    } catch (error) {
      dispatch(notify({ title: `${amount} was not recorded as collected`, message: apiErrorMessage(error) ?? 'Please try again.', severity: 'error', overDialog: true }));
    }
  };
  return (
    <Alert severity="warning" variant="filled" sx={{ mt: 2 }}>
      <AlertTitle sx={{ mb: 0, fontSize: '1.25rem', fontWeight: 800 }}>{amount} to collect</AlertTitle>
      The order was changed after it was paid: take the difference before it is completed.
      {/* Below the words rather than beside them: on a phone both fit only one above the other. */}
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" variant="outlined" onClick={() => void onCollected()} disabled={collecting} sx={{ minHeight: 48 }}>
          Collected {amount}
        </Button>
      </Box>
    </Alert>
  );
}

/** Issue 27: the money given back, oldest first; a failed attempt says so and why (it gave nothing back). */
function Refunds({ order, headingRef }: { order: AdminOrder; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <Box component="section" aria-labelledby="order-refunds-title">
      <Divider sx={{ my: 2 }} />
      <Typography id="order-refunds-title" ref={headingRef} tabIndex={-1} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Refunds
      </Typography>
      {order.refundedPence > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
          Refunded {formatPence(order.refundedPence)} of {formatPence(paidPence(order))}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} aria-label="Refunds" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.refunds.map((refund) => {
          const status = REFUND_STATUS[refund.status];
          return (
            <Box component="li" key={refund.id}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 700, textDecoration: refund.status === 'failed' ? 'line-through' : undefined }}>
                  {refundLabel(refund)}
                </Typography>
                <Chip size="small" variant="outlined" label={status.label} color={status.colour} />
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(refund.createdAt)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {refund.reason}
              </Typography>
              {refund.status === 'failed' && refund.error && (
                <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                  Not refunded: {refund.error}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * One order's details (SPEC section 2), from a row of Today's Orders or of History. The row opens
 * it; the order is then fetched, so that it shows what changed since the list was loaded (a refund).
 * Administrators may refund a paid order from here.
 */
export function OrderDetailDialog({ order: row, onClose, onPrint, onLabels, variant }: OrderDetailDialogProps) {
  // Fetched on every open: a copy cached from an earlier open may be behind (a change made on another screen).
  const { currentData: fetched } = useGetAdminOrderQuery(row?.id ?? skipToken, { refetchOnMountOrArgChange: true });
  const order = row && fetched?.id === row.id ? fetched : row;
  // Refunds are for administrators (the api refuses staff).
  const mayRefund = useHasRole('administrator');
  const [refunding, setRefunding] = useState(false);
  const refundButton = useRef<HTMLButtonElement>(null);
  const refundsHeading = useRef<HTMLHeadingElement>(null);
  const [correcting, setCorrecting] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the refund dialog or the editor closes: back to its button, or to the new refund.
  const [focusAfter, setFocusAfter] = useState<'refund-button' | 'refunds' | 'change-button' | null>(null);

  useEffect(() => {
    if (!focusAfter) return;
    const targets = { 'refund-button': refundButton, refunds: refundsHeading, 'change-button': changeButton };
    targets[focusAfter].current?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  useEffect(() => {
    setRefunding(false);
    setCorrecting(false);
  }, [row?.id]);

  return (
    <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="sm">
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
                  <Field label="Time slot" value={slotLabel(order)} />
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
              {/* Issue 29: who takes it out (their tip in the tips ledger); an abandoned order only says who had it. */}
              {order.deliveryType === 'delivery' && order.status === 'abandoned' && order.driver && <Field label="Driver" value={order.driver.name} />}
            </Stack>
            {order.deliveryType === 'delivery' && order.status !== 'abandoned' && <DriverField order={order} />}
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
                  <LineChoices item={item} showPrices={variant === 'history'} sx={{ typography: 'body2', pl: 2 }} />
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
            {order.isPaid && order.balanceDuePence > 0 && <ToCollect order={order} />}
            {order.refunds.length > 0 && <Refunds order={order} headingRef={refundsHeading} />}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
            <Button startIcon={<PrintIcon />} onClick={() => onPrint(order)}>
              Kitchen ticket
            </Button>
            <Button startIcon={<LocalOfferIcon />} onClick={() => onLabels(order)}>
              Allergen labels
            </Button>
            {isCorrectable(order) && (
              <Button ref={changeButton} variant="outlined" startIcon={<EditIcon />} onClick={() => setCorrecting(true)} {...correctOrderDialog.preloadHandlers}>
                Change order
              </Button>
            )}
            {mayRefund && order.refundablePence > 0 && (
              <Button ref={refundButton} variant="outlined" color="error" onClick={() => setRefunding(true)}>
                Refund…
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
          {correcting && (
            <Suspense fallback={null}>
              <correctOrderDialog.Component
                order={order}
                onClose={() => {
                  setCorrecting(false);
                  setFocusAfter('change-button');
                }}
                onChanged={() => {
                  // The detail shows the order the server answered; the toast says what happened to the money.
                  setCorrecting(false);
                  setFocusAfter('change-button');
                }}
              />
            </Suspense>
          )}
          {refunding && (
            <RefundDialog
              order={order}
              onClose={() => {
                setRefunding(false);
                setFocusAfter('refund-button');
              }}
              onRefunded={() => {
                setRefunding(false);
                setFocusAfter('refunds');
              }}
            />
          )}
        </>
      )}
    </Dialog>
  );
}
