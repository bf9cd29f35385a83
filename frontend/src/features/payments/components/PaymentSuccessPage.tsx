import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { formatOrderDay } from '@walkden/contract/order-day';
import { useAppDispatch } from '../../../shared/hooks';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useRestaurant } from '../../../shared/restaurant/useRestaurant';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import { useConfirmPaymentReturnQuery, type PaymentReturn } from '../payments-api';
import { OrderProgress } from '../../../shared/order-progress/OrderProgress';
import { PaymentResult, type ResultLink } from './PaymentResult';

// Stripe usually tells us within seconds; while the answer is "not yet", ask again this often.
const PENDING_POLL_MS = 3_000;

const LINKS: ResultLink[] = [
  { label: 'View Order History', to: '/order-history', primary: true },
  { label: 'Return Home', to: '/' },
  { label: 'Order Again', to: '/takeaway' },
];

/** /payment-success?session_id=...: asks the server (which asks Stripe) whether the order is paid. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const { data: session, isLoading: sessionLoading } = useGetSessionQuery();

  if (!sessionId) return <Navigate to="/" replace />;
  if (sessionLoading) return <Checking />;
  if (!session?.user) return <Navigate to="/auth" replace />;
  return <PaymentReturnResult sessionId={sessionId} />;
}

function PaymentReturnResult({ sessionId }: { sessionId: string }) {
  const dispatch = useAppDispatch();
  const [waitingForStripe, setWaitingForStripe] = useState(false);
  const { data, isLoading, isError } = useConfirmPaymentReturnQuery(sessionId, {
    pollingInterval: waitingForStripe ? PENDING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const status = isError ? 'error' : data?.status;
  useEffect(() => setWaitingForStripe(status === 'pending'), [status]);

  // One toast per outcome, not one per poll.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!status || status === 'pending' || announced.current === status) return;
    announced.current = status;
    if (status === 'paid') dispatch(notify({ title: 'Payment Successful', severity: 'success' }));
    if (status === 'not_found') dispatch(notify({ title: 'Order Not Found', severity: 'error' }));
    if (status === 'error') dispatch(notify({ title: 'Payment Error', severity: 'error' }));
  }, [status, dispatch]);

  if (isLoading || !status) return <Checking />;
  return <ResultFor status={status} data={data} />;
}

function ResultFor({ status, data }: { status: PaymentReturn['status'] | 'error'; data: PaymentReturn | undefined }) {
  const order = data?.order ?? null;
  switch (status) {
    case 'paid':
      return (
        <PaymentResult tone="success" icon={<CheckCircleOutlinedIcon />} title="Payment Successful" links={LINKS}>
          <Typography>
            Thank you! {order ? `Order #${order.orderNumber}` : 'Your order'} is paid and confirmed.
          </Typography>
          {order && <OrderFacts order={order} today={data?.today ?? order.orderDate} />}
          {order && <Typography>A confirmation is on its way to {order.customer.email}.</Typography>}
          {order && <OrderProgress follow={{ orderId: order.id }} status={order.status} isPaid={order.isPaid} type={order.deliveryType} />}
        </PaymentResult>
      );
    case 'pending':
      return (
        <PaymentResult tone="warning" icon={<HourglassTopIcon />} title="Payment Processing" links={LINKS}>
          <Typography>
            We are waiting for the payment provider to confirm your payment. This page updates by itself.
          </Typography>
          {order && <OrderFacts order={order} today={data?.today ?? order.orderDate} />}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center' }}>
            <CircularProgress size={16} aria-hidden="true" />
            <Typography variant="body2">Checking...</Typography>
          </Stack>
        </PaymentResult>
      );
    case 'abandoned':
      return (
        <PaymentResult tone="info" icon={<ErrorOutlinedIcon />} title="Order Cancelled" links={LINKS}>
          <Typography>This order was cancelled before it was paid. You have not been charged.</Typography>
        </PaymentResult>
      );
    case 'not_found':
      return (
        <PaymentResult tone="error" icon={<SearchOffIcon />} title="Order Not Found" links={LINKS}>
          <Typography>We could not find an order for this payment.</Typography>
          <HelpLine />
        </PaymentResult>
      );
    default:
      return (
        <PaymentResult tone="error" icon={<ErrorOutlinedIcon />} title="Payment Error" links={LINKS}>
          <Typography>We could not confirm your payment just now. Your order history will show it once it is confirmed.</Typography>
          <HelpLine />
        </PaymentResult>
      );
  }
}

function OrderFacts({ order, today }: { order: NonNullable<PaymentReturn['order']>; today: string }) {
  // Issue 28: an order for another day than the restaurant's today says which ('on Sun 19 Jan').
  const day = order.orderDate && order.orderDate !== today ? formatOrderDay(order.orderDate) : null;
  return (
    <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>
      {order.deliveryType === 'delivery' ? 'Delivery' : 'Collection'} {day ? `on ${day}` : 'today'} at {order.slotTime} ·{' '}
      {formatPence(order.totalPence)}
    </Typography>
  );
}

function HelpLine() {
  const restaurant = useRestaurant();
  if (!restaurant) return null;
  return (
    <Typography variant="body2">
      If you were charged, please call us on {restaurant.phone.display} or e-mail {restaurant.email}.
    </Typography>
  );
}

function Checking() {
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: { xs: 10, md: 14 } }}>
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">Confirming your payment...</Typography>
    </Stack>
  );
}
