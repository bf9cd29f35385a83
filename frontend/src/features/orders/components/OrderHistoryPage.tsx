import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import { useGetMyOrdersQuery } from '../orders-api';
import { MyBookings } from './MyBookings';
import { OrderAccordion } from './OrderAccordion';

/** /order-history: the signed-in user's orders, newest first; guests are sent to /auth. */
export function OrderHistoryPage() {
  const { data: session, isLoading: sessionLoading } = useGetSessionQuery();
  const user = session?.user ?? null;

  if (sessionLoading) return <Loading label="Loading..." />;
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <>
      <PageHeader title="Order History" subtitle="Your orders with us, newest first." />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <OrderList />
        <MyBookings />
      </Container>
    </>
  );
}

function OrderList() {
  const dispatch = useAppDispatch();
  // Statuses move on (paid, preparing, ready): always ask again when the page opens.
  const { data: orders, isLoading, isError, refetch } = useGetMyOrdersQuery(undefined, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to load order history', severity: 'error' }));
  }, [isError, dispatch]);

  if (isLoading) return <Loading label="Loading your orders..." />;
  if (isError || !orders) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        Failed to load order history
      </Alert>
    );
  }
  if (orders.length === 0) return <EmptyHistory />;
  return (
    <Stack spacing={1.5}>
      {orders.map((order) => (
        <OrderAccordion key={order.id} order={order} />
      ))}
    </Stack>
  );
}

function EmptyHistory() {
  return (
    <EmptyState
      icon={<ReceiptLongOutlinedIcon />}
      title="No orders yet"
      text="When you place an order it will show up here."
      action={{ label: 'Browse the Menu', to: '/menu' }}
    />
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: { xs: 10, md: 14 } }}>
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
