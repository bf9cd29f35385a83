import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BreakfastDiningIcon from '@mui/icons-material/BreakfastDining';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import LocalPizzaIcon from '@mui/icons-material/LocalPizza';
import LunchDiningIcon from '@mui/icons-material/LunchDining';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TakeoutDiningIcon from '@mui/icons-material/TakeoutDining';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { HydrateNearScreen, useWaitsEnd } from '../../shared/lazy/hydrate-near-screen';
import { telHref } from '../../shared/restaurant/restaurant';
import { useRestaurant } from '../../shared/restaurant/useRestaurant';
import { brandColors } from '../../theme/palette';
import { FoodBadge } from './FoodBadge';

const SPECIALITIES = [
  {
    title: 'Fried Chicken',
    text: 'Marinated overnight, double-dipped and fried to order for a proper crunch. Wings, strips, burgers and buckets.',
    Icon: WhatshotIcon,
  },
  {
    title: 'Pizza',
    text: 'Hand-stretched dough, rich tomato sauce and plenty of mozzarella, from a classic margherita to loaded meat feasts.',
    Icon: LocalPizzaIcon,
  },
  {
    title: 'Smash Burgers',
    text: 'Fresh beef smashed thin on a hot griddle for crispy edges, stacked with cheese in a toasted brioche bun.',
    Icon: LunchDiningIcon,
  },
  {
    title: 'Breakfast',
    text: 'Full Englishes, breakfast baps and brews from 9am, Tuesday to Sunday. The best start to a Walkden morning.',
    Icon: BreakfastDiningIcon,
  },
] as const;

/** One of the "Visit or Order" cards: its icon and heading, then what it says. */
function VisitCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ bgcolor: 'background.default' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 3 }}>
          {icon}
          <Typography variant="h4" component="h3">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export function HomePage() {
  const restaurant = useRestaurant();
  useWaitsEnd(restaurant);
  // Every server-rendered page arrives with the restaurant; only a page built without the server waits
  // for it (a line of text: the spinner's code would join every visitor's first download).
  if (!restaurant)
    return (
      <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: { xs: 10, md: 14 } }}>
        Loading...
      </Typography>
    );
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{
          color: '#fff',
          background: `radial-gradient(circle at 85% 15%, rgba(255,176,32,0.22), transparent 45%),
            radial-gradient(circle at 0% 100%, rgba(179,38,30,0.65), transparent 55%), ${brandColors.charcoal}`,
          py: { xs: 7, md: 11 },
          overflow: 'hidden',
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1.35fr 1fr' },
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: brandColors.golden }}>
              {`${restaurant.name} · ${restaurant.address.lines.slice(1).join(', ')}`}
            </Typography>
            <Typography id="home-title" variant="h1" sx={{ mt: 1.5, mb: 3 }}>
              {restaurant.strapline}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 4 }}>
              <Typography component="p" sx={{ fontSize: '1.2rem', fontWeight: 700, color: 'rgba(255,255,255,0.9)' }}>
                {restaurant.serviceNote}
              </Typography>
              <Chip icon={<EventSeatIcon />} label="Eat-In" color="secondary" size="small" />
              <Chip icon={<TakeoutDiningIcon />} label="Takeaway" color="secondary" size="small" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <Button variant="contained" size="large" component={RouterLink} to="/menu">
                View Our Menu
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to="/booking" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
                Book a Table
              </Button>
            </Stack>
          </Box>
          <FoodBadge />
        </Container>
      </Box>

      <HydrateNearScreen id="specialities">
        <Container component="section" id="specialities" maxWidth="lg" aria-labelledby="specialities-title" sx={{ py: { xs: 7, md: 10 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main', textAlign: 'center' }}>
            Made fresh to order
          </Typography>
          <Typography id="specialities-title" variant="h2" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
            What We Cook
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {SPECIALITIES.map(({ title, text, Icon }) => (
              <Card key={title} sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Box
                    sx={{
                      width: 56,
                      height: 56,
                      borderRadius: 3,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'secondary.main',
                      mb: 2,
                    }}
                  >
                    <Icon sx={{ fontSize: 30 }} />
                  </Box>
                  <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Container>

      </HydrateNearScreen>

      <HydrateNearScreen id="visit">
        <Box component="section" id="visit" aria-labelledby="visit-title" sx={{ bgcolor: '#fff', py: { xs: 7, md: 10 } }}>
          <Container maxWidth="lg">
            <Typography id="visit-title" variant="h2" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
              Visit or Order
            </Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <VisitCard icon={<ScheduleIcon color="primary" />} title="Opening Hours">
              <Stack divider={<Divider flexItem />} sx={{ gap: 2 }}>
                {restaurant.hours.summary.map((session) => (
                  <Stack
                    key={`${session.opens}-${session.closes}`}
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{session.name}</Typography>
                    <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', color: 'primary.main' }}>
                      {session.short}
                    </Typography>
                  </Stack>
                ))}
                {restaurant.hours.closed && <Typography color="text.secondary">{restaurant.hours.closed}</Typography>}
              </Stack>
              </VisitCard>

              <VisitCard icon={<PlaceOutlinedIcon color="primary" />} title="Find Us">
              <Stack component="address" sx={{ fontStyle: 'normal', gap: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{restaurant.address.oneLine}</Typography>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                  <PhoneOutlinedIcon fontSize="small" color="action" />
                  <Link href={telHref(restaurant.phone)}>{restaurant.phone.display}</Link>
                </Stack>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                  <EmailOutlinedIcon fontSize="small" color="action" />
                  <Link href={`mailto:${restaurant.email}`} sx={{ wordBreak: 'break-all' }}>
                    {restaurant.email}
                  </Link>
                </Stack>
                <Link component={RouterLink} to="/contact">
                  Directions, parking and accessibility
                </Link>
              </Stack>
              </VisitCard>
            </Box>
          </Container>
        </Box>
      </HydrateNearScreen>

      <HydrateNearScreen id="order-online">
        <Box component="section" id="order-online" aria-labelledby="order-title" sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 8 } }}>
          <Container
            maxWidth="lg"
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { md: 'center' },
              justifyContent: 'space-between',
              gap: 3,
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
              <DeliveryDiningIcon sx={{ fontSize: 56, color: 'secondary.main', display: { xs: 'none', sm: 'block' } }} />
              <Box>
                <Typography id="order-title" variant="h3" component="h2">
                  Hungry now?
                </Typography>
                <Typography sx={{ color: 'rgba(255,255,255,0.88)' }}>
                  Order online for collection or delivery, or give us a call on {restaurant.phone.display}.
                </Typography>
              </Box>
            </Stack>
            <Button variant="contained" color="secondary" size="large" component={RouterLink} to="/takeaway">
              Order Online
            </Button>
          </Container>
        </Box>
      </HydrateNearScreen>
    </>
  );
}
