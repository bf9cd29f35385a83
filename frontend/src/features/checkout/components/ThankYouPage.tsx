import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { telHref } from '../../../shared/restaurant/restaurant';
import { useRestaurant } from '../../../shared/restaurant/useRestaurant';
import { readThankYouFacts, whatsNext } from '../thank-you';
import { ResultIcon } from '../../../components/ResultIcon';
import { OrderProgress } from '../../../shared/order-progress/OrderProgress';

/** /thank-you: after an order to be paid later. */
export function ThankYouPage() {
  const [searchParams] = useSearchParams();
  const facts = readThankYouFacts(searchParams);
  const restaurant = useRestaurant();
  const steps = whatsNext(facts, restaurant?.address.oneLine ?? 'the restaurant');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ textAlign: 'center' }}>
            <ResultIcon tone="success">
              <CheckCircleOutlinedIcon />
            </ResultIcon>
            <Typography variant="h4" component="h1">
              Thank You!
            </Typography>
            <Typography sx={{ mt: 1, fontSize: '1.1rem' }}>Your order has been placed successfully</Typography>
            {facts.orderNumber && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                Order #{facts.orderNumber}
              </Typography>
            )}
          </Box>

          {facts.orderId && facts.type && (
            <>
              <Divider sx={{ my: 3 }} />
              <OrderProgress follow={{ orderId: facts.orderId }} status="pending" isPaid={facts.payment === 'online'} type={facts.type} />
            </>
          )}

          <Divider sx={{ my: 3 }} />

          <Typography variant="h6" component="h2">
            What&apos;s Next?
          </Typography>
          <List dense aria-label="What's Next?">
            {steps.map((step) => (
              <ListItem key={step} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: 'primary.main' }}>
                  <ChevronRightIcon />
                </ListItemIcon>
                <ListItemText primary={step} slotProps={{ primary: { sx: { fontSize: '1rem' } } }} />
              </ListItem>
            ))}
          </List>

          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button component={RouterLink} to="/" variant="contained" size="large">
              Return Home
            </Button>
          </Box>

          {restaurant && (
            <Box sx={{ mt: 4, p: 2, borderRadius: 3, bgcolor: 'background.default', textAlign: 'center' }}>
              <Typography sx={{ fontWeight: 700 }}>Need help with your order?</Typography>
              <Typography variant="body2" color="text.secondary">
                Call us on <Link href={telHref(restaurant.phone)}>{restaurant.phone.display}</Link> or e-mail{' '}
                <Link href={`mailto:${restaurant.email}`}>{restaurant.email}</Link>
              </Typography>
            </Box>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
