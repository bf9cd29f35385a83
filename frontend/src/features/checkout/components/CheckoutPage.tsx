import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { describeChoices } from '@walkden/contract/choices';
import { useAppDispatch } from '../../../shared/hooks';
import { notificationDismissed, notify, type NotificationSeverity } from '../../../shared/notifications/notifications-slice';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import type { SessionUser } from '../../../shared/session/session';
import { useCart } from '../../../shared/cart/useCart';
import { usePlaceOrderMutation, type PaymentChoice, type PlaceOrderRequest } from '../checkout-page-api';
import { formatPounds } from '../../../shared/money';
import { type CheckoutProblem, firstCheckoutProblem, isPlaceOrderDisabled, orderCosts, paymentChoicesFor } from '../checkout-rules';
import { apiErrorCode, describePlaceOrderFailure, isPaymentUnavailable, PAYMENT_SESSION_FAILED } from '../place-order-failure';
import { thankYouPath } from '../thank-you';
import { usePublicSettings } from '../../../shared/settings/usePublicSettings';
import { useDeliveryOption } from '../useDeliveryOption';
import { CartSummary } from './CartSummary';
import { CustomerInfoFields, type CustomerDetails } from './CustomerInfoFields';
import { DeliveryOptionCard } from './DeliveryOptionCard';
import { OrderDayPicker } from './OrderDayPicker';
import { PriceNote } from '../../../components/PriceNote';
import { OrderTotals } from './OrderTotals';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { TipChoice } from './TipChoice';
import { BusyModeNotice } from '../../../shared/busy-mode/BusyModeNotice';

/** /checkout: checkout uses the signed-in user (SPEC 6); a guest is sent to sign in. */
export function CheckoutPage() {
  const { data: session, isLoading } = useGetSessionQuery();
  if (isLoading) return <PageLoading label="Loading..." />;
  if (!session?.user) return <Navigate to="/auth" replace />;
  return <Checkout user={session.user} />;
}

function Checkout({ user }: { user: SessionUser }) {
  const cart = useCart();
  return (
    <>
      <PageHeader title="Checkout" subtitle="Choose how and when you would like your order, then tell us who it is for." />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {cart.initialLoading ? (
          <PageLoading label="Loading cart..." />
        ) : cart.items.length === 0 ? (
          <EmptyCart />
        ) : (
          <CheckoutForm user={user} />
        )}
      </Container>
    </>
  );
}

function CheckoutForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useCart();
  const settings = usePublicSettings();
  const delivery = useDeliveryOption();
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  // One key per attempt: kept when the request got no answer (a retry then replays the first
  // result), renewed once the server has answered.
  const attemptKey = useRef<string | null>(null);
  // Stays true while the browser leaves for the payment page, so Place Order cannot be pressed twice.
  const [leaving, setLeaving] = useState(false);
  const [customer, setCustomer] = useState<CustomerDetails>({
    name: user.fullName ?? '',
    email: user.email,
    phone: '',
    specialInstructions: '',
  });
  const [chosenPayment, setChosenPayment] = useState<PaymentChoice | null>(null);
  const [chosenTip, setChosenTip] = useState(0);
  // Card payments could not be started: shown beside Place Order until the next attempt.
  const [paymentProblem, setPaymentProblem] = useState<CheckoutProblem | null>(null);

  const isDelivery = delivery.type === 'delivery';
  // Pay on Collection chosen before switching to delivery is no longer a choice.
  const paymentMethod = paymentChoicesFor(delivery.type).some((choice) => choice.value === chosenPayment) ? chosenPayment : null;
  const subtotalPence = cart.getCartTotal();
  const costs = orderCosts({
    deliveryType: delivery.type,
    subtotalPence,
    deliveryFeePence: settings.deliveryFee,
    tipPence: chosenTip,
  });
  const submitting = placing || leaving;
  const disabled = isPlaceOrderDisabled({
    submitting,
    deliveryType: delivery.type,
    slotTime: delivery.slotTime,
    postcodeValid: delivery.postcodeValid,
    subtotalPence,
    minimumOrderPence: settings.minimumOrderValue,
  });

  // Each new outcome replaces the checkout's previous toast, so a fixed problem does not linger.
  const lastToastId = useRef<string | null>(null);
  const toast = (title: string, message: string, severity: NotificationSeverity) => {
    if (lastToastId.current) dispatch(notificationDismissed(lastToastId.current));
    lastToastId.current = dispatch(notify({ title, message, severity })).payload.id;
  };
  const fail = (problem: { title: string; message: string }) => toast(problem.title, problem.message, 'error');

  const submit = async () => {
    setPaymentProblem(null);
    const problem = firstCheckoutProblem({
      deliveryType: delivery.type,
      slotTime: delivery.slotTime,
      paymentMethod,
      address: delivery.address,
      postcode: delivery.postcode,
      postcodeValid: delivery.postcodeValid,
      subtotalPence,
      minimumOrderPence: settings.minimumOrderValue,
      customer,
    });
    if (problem) return fail(problem);

    const request: PlaceOrderRequest = {
      deliveryType: delivery.type,
      slotTime: delivery.slotTime!,
      ...(delivery.orderDate && { orderDate: delivery.orderDate }),
      paymentMethod: paymentMethod!,
      customer: { name: customer.name.trim(), email: customer.email.trim(), phone: customer.phone.trim() },
      specialInstructions: customer.specialInstructions.trim() || undefined,
      ...(isDelivery && {
        address: {
          line: delivery.address.trim(),
          postcode: delivery.postcode.trim(),
          additionalInfo: delivery.additionalInfo.trim() || undefined,
        },
        tipPence: costs.tipPence,
      }),
    };

    let result;
    attemptKey.current ??= crypto.randomUUID();
    try {
      result = await placeOrder({ body: request, idempotencyKey: attemptKey.current }).unwrap();
      attemptKey.current = null;
    } catch (error) {
      if (typeof (error as { status?: unknown } | null)?.status === 'number') attemptKey.current = null;
      const code = apiErrorCode(error);
      if (code === 'SLOT_FULL' || code === 'SLOT_UNAVAILABLE' || code === 'ORDER_DATE_UNAVAILABLE') delivery.chooseSlot(null);
      // The day is chosen again from the refetched days (the failure invalidated them): today, or the first open day.
      if (code === 'ORDER_DATE_UNAVAILABLE') delivery.chooseDay(null);
      if (isPaymentUnavailable(error)) {
        if (lastToastId.current) dispatch(notificationDismissed(lastToastId.current));
        return setPaymentProblem(describePlaceOrderFailure(error));
      }
      return fail(describePlaceOrderFailure(error));
    }

    if (result.next.kind === 'redirect') {
      if (!result.next.url) return fail(PAYMENT_SESSION_FAILED);
      setLeaving(true);
      window.location.assign(result.next.url);
      return;
    }
    toast('Order Placed', 'Your order has been created. Please pay when you collect or on delivery.', 'success');
    delivery.chooseSlot(null);
    delivery.chooseDay(null);
    navigate(
      thankYouPath({
        orderId: result.order.id,
        orderNumber: result.order.orderNumber,
        type: result.order.deliveryType,
        payment: 'later',
        slotTime: result.order.slotTime,
        // The later day chosen; left out for today.
        orderDate: request.orderDate,
      }),
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        // minmax(0, ...): the day picker's row scrolls inside the column instead of widening it.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        gap: { xs: 2.5, md: 4 },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2.5}>
        {!user.emailConfirmed && (
          <Alert severity="warning">
            <AlertTitle>Please confirm your e-mail address</AlertTitle>
            You need to confirm your e-mail address before you can place an order. Follow the link in the e-mail we
            sent to {user.email} when you signed up, then come back here.
          </Alert>
        )}
        <DeliveryOptionCard dayPicker={<OrderDayPicker type={delivery.type} value={delivery.orderDate} onChange={delivery.chooseDay} />} />
        <Section title="Your Details" titleId="customer-info-title">
          <CustomerInfoFields value={customer} onChange={setCustomer} />
        </Section>
        {isDelivery && (
          <Section title="Tip Your Driver" titleId="tip-title" subtitle="Every penny goes to the driver.">
            <TipChoice value={chosenTip} onChange={setChosenTip} />
          </Section>
        )}
        <Section title="Payment Method" titleId="payment-method-title">
          <PaymentMethodChoice type={delivery.type} value={paymentMethod} onChange={setChosenPayment} />
        </Section>
      </Stack>

      <Card component="section" aria-labelledby="order-summary-title" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
          <Typography id="order-summary-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Order Summary
          </Typography>
          <CartSummary
            lines={cart.items.map((line) => ({
              id: line.id,
              name: line.itemName,
              optionName: line.optionName ?? line.size,
              choices: describeChoices(line.choices),
              specialInstructions: line.specialInstructions || null,
              quantity: line.quantity,
              unitPricePence: line.unitPricePence,
              allergens: line.allergens,
              unavailableReason: line.available ? null : (line.unavailableReason ?? 'This item is currently unavailable.'),
            }))}
            busy={cart.loading || submitting}
            onQuantityChange={(lineId, quantity) => void cart.updateQuantity(lineId, quantity)}
            onRemove={(lineId) => void cart.removeFromCart(lineId)}
          />
          <Divider sx={{ my: 2 }} />
          <OrderTotals costs={costs} isDelivery={isDelivery} />
          <PriceNote sx={{ mt: 1 }} />
          <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
            <BusyModeNotice type={delivery.type} />
          </Box>
          {isDelivery && subtotalPence < settings.minimumOrderValue && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {`Delivery orders require a minimum of ${formatPounds(settings.minimumOrderValue)}. Add a little more to your order, or choose collection.`}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={disabled}
            onClick={() => void submit()}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <LockOutlinedIcon />}
            sx={{ mt: 3 }}
          >
            {submitting ? 'Placing Order...' : 'Place Order'}
          </Button>
          {paymentProblem && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              <AlertTitle>{paymentProblem.title}</AlertTitle>
              {paymentProblem.message}
            </Alert>
          )}
          {!delivery.slotTime && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
              Choose a time slot to place your order.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function Section({
  title,
  titleId,
  subtitle,
  children,
}: {
  title: string;
  titleId: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ mb: subtitle ? 0.5 : 2 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

function EmptyCart() {
  return (
    <EmptyState
      icon={<ShoppingBagOutlinedIcon />}
      title="Your cart is empty"
      text="Add something from our menu, then come back here to check out."
      action={{ label: 'Browse the Menu', to: '/takeaway' }}
    />
  );
}

function PageLoading({ label }: { label: string }) {
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: { xs: 10, md: 14 } }}>
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
