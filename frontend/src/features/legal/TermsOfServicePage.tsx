import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../components/PageLoading';
import type { Restaurant } from '../../shared/restaurant/restaurant';
import { useRestaurant } from '../../shared/restaurant/useRestaurant';
import { LegalDocument, type LegalSection } from './LegalDocument';

function sections(restaurant: Restaurant): LegalSection[] {
  return [
    {
      heading: 'About these terms',
      body: (
        <Typography>
          {`These terms apply when you use this website, order food for collection or delivery, or book a table with ${restaurant.name}. By placing an order or a booking you accept them.`}
        </Typography>
      ),
    },
    {
      heading: 'Orders',
      body: (
        <>
          <Typography>
            Your order is accepted when we confirm it by e-mail. You choose a collection or delivery time slot from the
            slots still available today; at busy times we may contact you to move it.
          </Typography>
          <Typography>
            Delivery is available within our delivery radius and above a minimum order value, both shown on the menu
            page, and a delivery fee applies. Prices are in pounds sterling and include VAT where it applies.
          </Typography>
        </>
      ),
    },
    {
      heading: 'Payment',
      body: (
        <Typography>
          You can pay online by card or pay when you collect or receive your order. Online card payments are processed
          securely by Stripe, our card payment provider, on its hosted payment page; we never see your full card
          details.
        </Typography>
      ),
    },
    {
      heading: 'Cancellations and refunds',
      body: (
        <>
          <Typography>
            Orders may be cancelled before preparation begins: call us as soon as possible. If you paid online for an
            order cancelled in time, we refund the full amount to your card.
          </Typography>
          <Typography>
            Because food is made fresh to order, refunds may not be available once preparation has started. If something
            is wrong with your order, tell us straight away and we will put it right.
          </Typography>
        </>
      ),
    },
    {
      heading: 'Allergies',
      body: (
        <Typography>
          Our kitchen handles gluten, milk, eggs, mustard, sesame, soya and other allergens, and we cannot guarantee any
          dish is free from them. Please tell us about any allergy before you order and ask us about ingredients.
        </Typography>
      ),
    },
    {
      heading: 'Table bookings',
      body: (
        <Typography>
          A booking request is confirmed once we reply. Please let us know if you are running late or need to cancel so
          we can offer the table to someone else. Parties of up to eight can book online.
        </Typography>
      ),
    },
    {
      heading: 'Your account',
      body: (
        <Typography>
          Keep your sign-in details to yourself; you are responsible for orders placed from your account. We may suspend
          accounts that are used to abuse the service.
        </Typography>
      ),
    },
    {
      heading: 'Our responsibility',
      body: (
        <Typography>
          We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or
          failing to use reasonable care. Nothing in these terms limits your statutory rights as a consumer.
        </Typography>
      ),
    },
    {
      heading: 'Law and contact',
      body: (
        <Typography>
          These terms are governed by the law of England and Wales. Questions? E-mail{' '}
          <Link href={`mailto:${restaurant.email}`}>{restaurant.email}</Link> or call {restaurant.phone.display}.
        </Typography>
      ),
    },
  ];
}

export function TermsOfServicePage() {
  const restaurant = useRestaurant();
  if (!restaurant) return <PageLoading label="Loading..." />;
  return (
    <LegalDocument
      title="Terms of Service"
      intro="Please read these terms before you order or book. They set out how ordering, payment, cancellations and bookings work."
      sections={sections(restaurant)}
    />
  );
}
