import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { lineLabel } from '@walkden/contract/choices';
import { formatPence } from '../../../shared/money';
import { OrderProgress } from '../../../shared/order-progress/OrderProgress';
import { orderWhen } from '../order-status';
import { useGetOrderByLinkQuery } from '../orders-api';

/** The token of the order link: the URL's fragment, which the browser never sends to the server. */
function useFragmentToken(): string | null | undefined {
  // undefined until the page has hydrated (the server cannot see a fragment).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const fragment = window.location.hash.replace(/^#/, '');
      setToken(/^[A-Za-z0-9_-]{32}$/.test(fragment) ? fragment : null);
    };
    read();
    // Another link to the same order opened in this tab changes only the fragment.
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return token;
}

/**
 * /track/<order id>#<token>: the order link of the confirmation e-mail (issue 27). Anyone holding it
 * sees the order and follows its status live, with or without an account (a phone order has none).
 */
export function TrackOrderPage() {
  const { orderId = '' } = useParams();
  const token = useFragmentToken();
  const { data: order, isError, isLoading } = useGetOrderByLinkQuery({ orderId, token: token ?? '' }, { skip: !token });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
            Your order
          </Typography>
          {token === null || isError ? (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Typography>We could not find this order. Please use the link in your confirmation e-mail, or call us.</Typography>
              <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
                Return Home
              </Button>
            </Box>
          ) : !order || isLoading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <CircularProgress aria-label="Loading your order" />
            </Box>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 0.5 }}>
                Order #{order.orderNumber} · {orderWhen(order)}
              </Typography>
              <Divider sx={{ my: 3 }} />
              <OrderProgress follow={{ orderId: order.id, token: token ?? undefined }} status={order.status} isPaid={order.isPaid} type={order.deliveryType} />
              <Divider sx={{ my: 3 }} />
              <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {order.items.map((item) => (
                  <Box component="li" key={item.id} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
                    <span>
                      {item.quantity} × {lineLabel(item.name, item.size, item.choices)}
                    </span>
                    <span>{formatPence(item.totalPricePence)}</span>
                  </Box>
                ))}
              </Box>
              <Typography sx={{ mt: 1.5, textAlign: 'right', fontWeight: 700 }}>Total {formatPence(order.totalPence)}</Typography>
            </>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
