import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RESTAURANT } from '../../shared/restaurant';
import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <Typography>
        {`${RESTAURANT.name}, ${RESTAURANT.address.oneLine}, is the controller of the personal data described in this policy. You can reach us about privacy at `}
        <Link href={`mailto:${RESTAURANT.email}`}>{RESTAURANT.email}</Link>.
      </Typography>
    ),
  },
  {
    heading: 'What we collect',
    body: (
      <>
        <Typography>
          Account details: your e-mail address, your name if you give it, and a securely hashed password if you sign
          in with one.
        </Typography>
        <Typography>
          Orders and bookings: your name, e-mail address, phone number, delivery address, chosen time slot, the items
          you order and any special instructions or requests.
        </Typography>
        <Typography>
          Site visits: the page you opened, the page that referred you, your IP address and any campaign source in the
          link, so we can see how people find us.
        </Typography>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <Typography>
        We use your data to prepare, deliver and take payment for your orders, to manage table bookings, to send you
        the e-mails you need (order confirmations, booking updates and sign-in links), to keep your account and cart,
        and to keep the site secure. We do not sell your data or send you marketing without your consent.
      </Typography>
    ),
  },
  {
    heading: 'Card payments',
    body: (
      <Typography>
        Card payments are handled by Stripe, our card payment provider, on its secure hosted payment page. Your card
        details go straight to Stripe and are never seen or stored by us; Stripe tells us only whether a payment
        succeeded. Stripe processes payment data under its own privacy policy.
      </Typography>
    ),
  },
  {
    heading: 'Cookies and local storage',
    body: (
      <Typography>
        We use a small number of essential cookies to keep you signed in and to protect forms against cross-site
        request forgery. Your browser's local storage keeps a guest cart; local storage and one more cookie (kept for a
        year) remember that you accepted the cookie notice, so that it is not shown again. We do not use advertising
        cookies.
      </Typography>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <Typography>
        We share only what is needed with the services that help us run the restaurant: Stripe for card payments, our
        e-mail provider to send messages, and our hosting provider. Each acts on our instructions and must keep your
        data safe.
      </Typography>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <Typography>
        We keep order records for six years to meet accounting rules and booking details for twelve months. Visit logs
        are deleted after 13 months, the payment notifications our card payment provider sends us after 90 days, and
        expired sign-in sessions every night. You can close your account at any time.
      </Typography>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <Typography>
        Under UK data protection law you can ask for a copy of your data, ask us to correct or delete it, object to how
        we use it or ask us to restrict it. E-mail us and we will reply within one month. If you are unhappy with our
        answer you can complain to the Information Commissioner's Office (ico.org.uk).
      </Typography>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="This policy explains what personal data we collect when you use our website, order food or book a table, why we need it and how we look after it."
      sections={SECTIONS}
    />
  );
}
