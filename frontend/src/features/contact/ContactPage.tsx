import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AccessibleIcon from '@mui/icons-material/Accessible';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CelebrationIcon from '@mui/icons-material/Celebration';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { TraderDetails } from '../../components/TraderDetails';
import { telHref } from '../../shared/restaurant/restaurant';
import { useRestaurant } from '../../shared/restaurant/useRestaurant';
import { PageHeader } from '../../components/PageHeader';
import { ContactMap } from './ContactMap';

interface InfoCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

function InfoCard({ icon, title, children }: InfoCardProps) {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 2, color: 'primary.main' }}>
          {icon}
          <Typography variant="h5" component="h2" sx={{ color: 'text.primary' }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export function ContactPage() {
  const restaurant = useRestaurant();
  return (
    <>
      <PageHeader
        title="Contact Us"
        subtitle="Questions about the menu, allergens, a big order or a party? Call in, ring or drop us an e-mail."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {restaurant && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' } }}>
            <Card sx={{ display: 'flex', flexDirection: 'column' }}>
              <ContactMap restaurant={restaurant} />
              <CardContent sx={{ p: 3 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 1, color: 'primary.main' }}>
                  <PlaceOutlinedIcon />
                  <Typography variant="h5" component="h2" sx={{ color: 'text.primary' }}>
                    Location
                  </Typography>
                </Stack>
                <Typography component="address" sx={{ fontStyle: 'normal', mb: 2 }}>
                  {restaurant.name}
                  <br />
                  {restaurant.address.oneLine}
                </Typography>
                <Button
                  variant="contained"
                  href={restaurant.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon />}
                >
                  Open in Google Maps
                </Button>
              </CardContent>
            </Card>

            <Stack sx={{ gap: 3 }}>
              <InfoCard icon={<PhoneOutlinedIcon />} title="Phone">
                <Link href={telHref(restaurant.phone)} sx={{ fontSize: '1.2rem' }}>
                  {restaurant.phone.display}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Call during opening hours for orders and table enquiries.
                </Typography>
              </InfoCard>
              <InfoCard icon={<EmailOutlinedIcon />} title="Email">
                <Link href={`mailto:${restaurant.email}`} sx={{ fontSize: '1.05rem', wordBreak: 'break-all' }}>
                  {restaurant.email}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  We reply within one working day.
                </Typography>
              </InfoCard>
              <InfoCard icon={<ScheduleIcon />} title="Opening Hours">
                <Stack sx={{ gap: 0.5, mb: 2 }}>
                  {restaurant.hours.summary.map((session) => (
                    <Typography key={`${session.opens}-${session.closes}`}>
                      <strong>{`${session.name}:`}</strong> {`${session.days}, ${session.times}`}
                    </Typography>
                  ))}
                  {restaurant.hours.closed && (
                    <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{restaurant.hours.closed}</Typography>
                  )}
                </Stack>
                <Table size="small" aria-label="Opening hours by day">
                  <TableBody>
                    {restaurant.hours.week.map((row) => (
                      <TableRow key={row.day}>
                        <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 600 }}>
                          {row.day}
                        </TableCell>
                        <TableCell align="right" sx={{ pr: 0 }}>
                          {row.times}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </InfoCard>
              <InfoCard icon={<BusinessOutlinedIcon />} title="Company Details">
                <TraderDetails trader={restaurant.trader} sx={{ fontSize: '0.9rem', color: 'text.secondary' }} />
              </InfoCard>
            </Stack>
          </Box>
        )}

        <Typography variant="h3" component="h2" sx={{ mt: { xs: 6, md: 8 }, mb: 3 }}>
          Planning Your Visit
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <InfoCard icon={<AccessibleIcon />} title="Accessibility">
            <Typography variant="body2" color="text.secondary">
              Step-free entrance from Bolton Road, level seating area and an accessible toilet. Assistance dogs are
              always welcome. Let us know if you need a table near the door and we will keep one free.
            </Typography>
          </InfoCard>
          <InfoCard icon={<LocalParkingIcon />} title="Parking">
            <Typography variant="body2" color="text.secondary">
              Short-stay parking on the side streets off Bolton Road and in the pay-and-display car parks by the
              Ellesmere Shopping Centre, a few minutes on foot. Buses to Walkden stop close by.
            </Typography>
          </InfoCard>
          <InfoCard icon={<CelebrationIcon />} title="Private Events">
            <Typography variant="body2" color="text.secondary">
              Birthdays, team lunches or a match-day get-together: we take group bookings and can cater platters for
              parties. Call or e-mail us with your date and numbers and we will put something together.
            </Typography>
          </InfoCard>
        </Box>
      </Container>
    </>
  );
}
