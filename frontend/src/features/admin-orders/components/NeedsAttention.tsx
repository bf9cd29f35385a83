import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useHasRole } from '../../../shared/session/session-api';
import { useDismissOrderAttentionMutation, useGetOrdersNeedingAttentionQuery } from '../admin-orders-api';
import { formatDateTime } from '../order-format';

/** Orders a person must look at (a refunded late payment, an amount mismatch), until an administrator dismisses them. */
export function NeedsAttention() {
  const dispatch = useAppDispatch();
  // Staff see the payment problems; only an administrator may dismiss one (the api refuses staff).
  const mayDismiss = useHasRole('administrator');
  const { data = [] } = useGetOrdersNeedingAttentionQuery(undefined, { pollingInterval: 60_000 });
  const [dismiss, { isLoading }] = useDismissOrderAttentionMutation();
  if (data.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Needs attention">
      {data.map((order) => (
        <Alert
          key={order.id}
          severity="warning"
          action={
            mayDismiss && (
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
            )
          }
        >
          <AlertTitle>{`Needs attention: order ${order.orderNumber}`}</AlertTitle>
          {order.attentionReason} ({order.customer.name}, {order.customer.email}, placed {formatDateTime(order.createdAt)})
        </Alert>
      ))}
    </Stack>
  );
}
