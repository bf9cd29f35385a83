import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../components/PageLoading';
import type { Restaurant } from '../../shared/restaurant/restaurant';
import { useRestaurant } from '../../shared/restaurant/useRestaurant';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** What the site stores in the browser (backend/src/infra/http/cookies.ts, the guest cart, the cookie notice). */
const BROWSER_STORAGE = [
  { name: 'sid (__Host-sid on the live site)', kind: 'Cookie', purpose: 'Keeps you signed in', lasts: '30 days after your last visit, or until you sign out' },
  { name: 'csrf_token (__Host-csrf_token)', kind: 'Cookie', purpose: 'Proves a form was sent from our own pages', lasts: 'Until you close the browser' },
  { name: 'oidc_state (__Host-oidc_state)', kind: 'Cookie', purpose: 'Completes a "Sign in with Google"', lasts: '10 minutes' },
  { name: 'guest-cart', kind: 'Local storage', purpose: 'Your cart before you sign in', lasts: 'Until you sign in (it moves to your account) or clear it' },
  { name: 'cookie_consent', kind: 'Cookie', purpose: 'Tells our server not to show the cookie notice again once you accepted it', lasts: '1 year' },
  { name: 'cookie-consent', kind: 'Local storage', purpose: 'Remembers that you dismissed the cookie notice', lasts: 'Until you clear it' },
  { name: 'admin-orders-sound-muted', kind: 'Local storage', purpose: "Staff only: whether the new-order sound is muted", lasts: 'Until cleared' },
] as const;

function sections(restaurant: Restaurant): LegalSection[] {
  const { trader } = restaurant;
  const company = trader.companyNumber ? `, company number ${trader.companyNumber} (registered in ${trader.registeredIn ?? 'England and Wales'})` : '';
  return [
    {
      heading: 'Who we are',
      body: (
        <Typography>
          {`${trader.legalName}${company}, trading as ${restaurant.name} at ${restaurant.address.oneLine}, is the controller of the personal data described in this policy. Registered office: ${trader.registeredOffice}. You can reach us about privacy at `}
          <Link href={`mailto:${restaurant.email}`}>{restaurant.email}</Link>.
        </Typography>
      ),
    },
    {
      heading: 'What we collect',
      body: (
        <>
          <Typography>
            Account details: your e-mail address, your name if you give it, and a securely hashed password if you sign in
            with one (with Google sign-in, Google tells us your e-mail address and name; we never see your Google password).
          </Typography>
          <Typography>
            Orders and bookings: your name, e-mail address, phone number, delivery address and its postcode, the chosen time
            slot or table time, the items you order, the prices paid and any special instructions or requests.
          </Typography>
          <Typography>
            E-mails we send you (order confirmations, booking updates, sign-in links): we keep a copy of each, with the
            address it went to, so that we can resend it and show that it was sent.
          </Typography>
          <Typography>
            Site visits: every page you open is logged with its address (including any campaign source in the link, such
            as utm_source), the page that referred you, your IP address and your browser's user agent, so we can see how
            people find us. No cookie is used for this.
          </Typography>
          <Typography>
            Signed-in sessions: for each device you sign in on, we keep the browser it reports and its IP address, with
            when it signed in and was last used, so that you can see your sessions on your account page and end any of them.
          </Typography>
        </>
      ),
    },
    {
      heading: 'How we use it',
      body: (
        <Typography>
          We use your data to prepare, deliver and take payment for your orders and to manage table bookings (our contract
          with you), to keep the records the law requires, and to send the e-mails you need, keep your account and cart,
          count visits and keep the site secure, for example by limiting repeated sign-in attempts from one address (our
          legitimate interests). We do not sell your data or send you marketing.
        </Typography>
      ),
    },
    {
      heading: 'Card payments',
      body: (
        <Typography>
          Card payments are handled by Stripe, our card payment provider, on its secure hosted payment page. Your card
          details go straight to Stripe and are never seen or stored by us. Stripe tells us whether a payment succeeded
          and sends us payment notifications that include your name, e-mail and billing address. Stripe processes payment
          data under its own privacy policy.
        </Typography>
      ),
    },
    {
      heading: 'Cookies and local storage',
      body: (
        <>
          <Typography>
            We use only the essential cookies and browser storage below. There are no advertising, analytics or
            third-party cookies on our pages.
          </Typography>
          <Table size="small" aria-label="Cookies and local storage">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Why</TableCell>
                <TableCell>How long</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {BROWSER_STORAGE.map((row) => (
                <TableRow key={row.name}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.kind}</TableCell>
                  <TableCell>{row.purpose}</TableCell>
                  <TableCell>{row.lasts}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ),
    },
    {
      heading: 'Maps, reviews and social feeds',
      body: (
        <Typography>
          Our Google reviews and their photos are fetched by our own server, so Google does not learn of your visit. The
          interactive map on the contact page (OpenStreetMap) and the Facebook and Instagram feeds on the socials page
          load only when you press their buttons; only then do those services receive your IP address and may set their
          own cookies. Links to Google Maps open Google's own site.
        </Typography>
      ),
    },
    {
      heading: 'Who we share it with',
      body: (
        <Typography>
          We share only what is needed with the services that help us run the restaurant: Stripe for card payments, our
          e-mail provider to send messages, our hosting provider, and Google if you choose to sign in with Google. Each
          acts on our instructions or under its own terms and must keep your data safe.
        </Typography>
      ),
    },
    {
      heading: 'How long we keep it',
      body: (
        <Typography>
          Visit logs are deleted after 13 months, the payment notifications our card payment provider sends us after 90
          days, and expired sign-in sessions and sign-in links every night. Order records, with the e-mails we sent about
          them, are kept: UK law requires us to keep accounting records for six years, and we do not delete them sooner.
          The name of the driver who delivered an order and the record of tips paid to drivers are kept for 3 years
          after the month of the order, as the law on tips requires, and then deleted.
          Account and booking details are kept until you ask us to close your account or delete them, unless they belong
          to an order we must keep. Our nightly backups hold a copy of all of this for 14 days, so anything deleted is gone
          from the backups within 14 days too.
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
}

export function PrivacyPolicyPage() {
  const restaurant = useRestaurant();
  if (!restaurant) return <PageLoading label="Loading..." />;
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="This policy explains what personal data we collect when you use our website, order food or book a table, why we need it and how we look after it."
      sections={sections(restaurant)}
    />
  );
}
