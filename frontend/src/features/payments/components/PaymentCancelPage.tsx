import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import { useCancelPaymentMutation, type CancelReference } from '../payments-api';
import { PaymentResult } from './PaymentResult';

/**
 * /payment-cancel?order_id=... (or ?session_id=...): the customer left Stripe's page without paying. The server
 * abandons the unpaid order and expires its session, so it can never be paid afterwards.
 */
export function PaymentCancelPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id');
  const sessionId = searchParams.get('session_id');
  const reference: CancelReference | null = orderId ? { orderId } : sessionId ? { sessionId } : null;
  const { data: session, isLoading: sessionLoading } = useGetSessionQuery();
  const signedIn = Boolean(session?.user);
  const [cancelPayment, { data, isLoading, isUninitialized }] = useCancelPaymentMutation();
  const cancelledOrder = data?.status === 'abandoned' ? data.order : null;

  // Once per page, also under StrictMode's double effects.
  const sent = useRef(false);
  useEffect(() => {
    if (!reference || !signedIn || sent.current) return;
    sent.current = true;
    void cancelPayment(reference);
  }, [reference, signedIn, cancelPayment]);

  const cancelling = sessionLoading || (reference !== null && signedIn && (isUninitialized || isLoading));
  if (cancelling) {
    return (
      <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: { xs: 10, md: 14 } }}>
        <CircularProgress aria-hidden="true" />
        <Typography color="text.secondary">Cancelling your payment...</Typography>
      </Stack>
    );
  }

  // Paid just before the cancel arrived: the order stands.
  if (data?.status === 'paid') {
    return (
      <PaymentResult
        tone="success"
        icon={<CheckCircleOutlinedIcon />}
        title="Payment Already Received"
        links={[
          { label: 'View Order History', to: '/order-history', primary: true },
          { label: 'Return Home', to: '/' },
        ]}
      >
        <Typography>
          {data.order ? `Order #${data.order.orderNumber}` : 'Your order'} was paid before it could be cancelled, so
          it goes ahead as planned.
        </Typography>
      </PaymentResult>
    );
  }

  return (
    <PaymentResult
      tone="warning"
      icon={<CancelOutlinedIcon />}
      title="Payment Cancelled"
      links={[
        { label: 'Return to Checkout', to: '/checkout', primary: true },
        { label: 'Return Home', to: '/' },
      ]}
    >
      {cancelledOrder ? (
        <Typography>
          Order #{cancelledOrder.orderNumber} has been cancelled and you have not been charged.
        </Typography>
      ) : (
        // The order could not be matched to this page (or the api was unreachable): Stripe took no payment,
        // and an unpaid online order is cancelled automatically once its payment page expires.
        <Typography>You have not been charged. An unpaid order is cancelled automatically.</Typography>
      )}
      <Typography>Your cart is still saved, so you can check out again whenever you are ready.</Typography>
    </PaymentResult>
  );
}
