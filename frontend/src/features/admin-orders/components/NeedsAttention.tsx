import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useHasRole } from '../../../shared/session/session-api';
import { useDismissOrderAttentionMutation, useGetOrdersNeedingAttentionQuery, usePrintOrderAgainMutation } from '../../../shared/orders/admin-orders-api';
import { formatDateTime } from '../../../shared/orders/order-format';

/** Orders a person must look at (a refunded late payment, an amount mismatch), until an administrator dismisses them. */
export function NeedsAttention() {
  const dispatch = useAppDispatch();
  // Staff see the payment problems; only an administrator may dismiss one (the api refuses staff).
  const mayDismiss = useHasRole('administrator');
  const { data = [] } = useGetOrdersNeedingAttentionQuery(undefined, { pollingInterval: 60_000 });
  const [dismiss, { isLoading }] = useDismissOrderAttentionMutation();
  const [printAgain, { isLoading: isPrinting }] = usePrintOrderAgainMutation();
  if (data.length === 0) return null;
  const onPrintAgain = (id: string) =>
    void printAgain(id).then((result) => {
      if ('error' in result) {
        const message = (result.error as { data?: { error?: { message?: string } } }).data?.error?.message ?? 'Could not print this ticket again.';
        dispatch(notify({ title: 'Error', message, severity: 'error' }));
      } else {
        dispatch(notify({ title: 'Sent to the kitchen printer', severity: 'success' }));
      }
    });
  return (
    <Stack spacing={1} component="section" aria-label="Needs attention">
      {data.map((order) => (
        <Alert
          key={order.id}
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              {/* A kitchen ticket that did not print: staff and administrators may print it again. */}
              {order.printFailed && (
                <Button color="inherit" size="small" disabled={isPrinting} onClick={() => onPrintAgain(order.id)}>
                  Print again
                </Button>
              )}
              {mayDismiss && (
                <Button
                  color="inherit"
                  size="small"
                  disabled={isLoading}
                  onClick={() =>
                    void dismiss(order.id).then((result) => {
                      if ('error' in result) dispatch(notify({ title: 'Error', message: 'Could not dismiss this order.', severity: 'error' }));
                    })
                  }
                >
                  Dismiss
                </Button>
              )}
            </Stack>
          }
        >
          <AlertTitle>{`Needs attention: order ${order.orderNumber}`}</AlertTitle>
          {order.attentionReason} ({order.customer.name}, {order.customer.email}, placed {formatDateTime(order.createdAt)})
        </Alert>
      ))}
    </Stack>
  );
}
