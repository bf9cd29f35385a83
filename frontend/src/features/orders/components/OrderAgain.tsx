import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ReplayIcon from '@mui/icons-material/Replay';
import { cartDrawerOpened } from '../../../shared/cart/cart-slice';
import { useAppDispatch } from '../../../shared/hooks';
import { useSessionUser } from '../../../shared/session/session-api';
import { type Order, type OrderAgainResult, useOrderAgainMutation } from '../orders-api';

function messageOf(error: unknown): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : 'Please try again in a moment.';
}

const named = (line: { itemName: string; size: string | null }) => (line.size ? `${line.itemName} (${line.size})` : line.itemName);

/**
 * "Order again" (issue 27): the order's lines into the cart at today's prices. What went in and
 * what is no longer available stay on the page, beside the way to the cart, instead of in a toast
 * that would pass before it is read (or cover the cart button).
 */
export function OrderAgain({ order }: { order: Order }) {
  const user = useSessionUser();
  const [orderAgain, { data, error, isLoading, isError }] = useOrderAgainMutation();

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<ReplayIcon />}
          loading={isLoading}
          loadingPosition="start"
          disabled={!user}
          aria-label={`Order again ${order.orderNumber}`}
          onClick={() => user && void orderAgain({ userId: user.id, orderId: order.id })}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Order again
        </Button>
      </Box>
      {isError ? (
        <Alert severity="error" role="status">
          <AlertTitle>Could not add this order to your cart</AlertTitle>
          {messageOf(error)}
        </Alert>
      ) : (
        data && <OrderAgainOutcome result={data} />
      )}
    </Stack>
  );
}

function OrderAgainOutcome({ result }: { result: OrderAgainResult }) {
  const dispatch = useAppDispatch();
  const unavailableId = useId();
  const { added, unavailable } = result;
  return (
    <Alert severity={unavailable.length === 0 ? 'success' : 'warning'} role="status">
      <AlertTitle>{added.length > 0 ? "Added to your cart at today's prices" : 'Nothing could be added to your cart'}</AlertTitle>
      {added.length > 0 && (
        <Box component="ul" aria-label="Added to your cart" sx={{ m: 0, pl: 2.5 }}>
          {added.map((line, index) => (
            <li key={index}>
              {line.quantity} × {named(line)}
            </li>
          ))}
        </Box>
      )}
      {unavailable.length > 0 && (
        <>
          <Box component="p" id={unavailableId} sx={{ mt: added.length > 0 ? 1 : 0, mb: 0, fontWeight: 700 }}>
            No longer available
          </Box>
          <Box component="ul" aria-labelledby={unavailableId} sx={{ m: 0, pl: 2.5 }}>
            {unavailable.map((line, index) => (
              <li key={index}>
                {named(line)}: {line.reason}
              </li>
            ))}
          </Box>
        </>
      )}
      {result.cart.lines.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" onClick={() => dispatch(cartDrawerOpened())}>
            View cart
          </Button>
          <Button variant="outlined" size="small" component={RouterLink} to="/checkout">
            Go to checkout
          </Button>
        </Stack>
      )}
    </Alert>
  );
}
