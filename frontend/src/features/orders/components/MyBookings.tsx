import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type MyBooking, useGetMyBookingsQuery } from '../orders-api';

const dayFormatter = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const STATUS = {
  pending: { label: 'Awaiting confirmation', color: 'warning' },
  confirmed: { label: 'Confirmed', color: 'success' },
  declined: { label: 'Declined', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
  lapsed: { label: 'Lapsed (not confirmed)', color: 'default' },
} as const satisfies Record<MyBooking['status'], { label: string; color: 'warning' | 'success' | 'default' }>;

/** The order history's "Your bookings": the signed-in customer's table bookings, latest date first. */
export function MyBookings() {
  const { data: bookings, isLoading, isError } = useGetMyBookingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Box component="section" aria-labelledby="my-bookings-title" sx={{ mt: 6 }}>
      <Typography id="my-bookings-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        Your bookings
      </Typography>
      {isLoading ? (
        <Typography color="text.secondary">Loading your bookings...</Typography>
      ) : isError ? (
        <Typography color="error">Failed to load your bookings</Typography>
      ) : !bookings?.length ? (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            You have no table bookings yet.
          </Typography>
          <Button component={RouterLink} to="/booking" variant="outlined">
            Book a Table
          </Button>
        </Box>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Your bookings">
            {bookings.map((booking) => (
              <ListItem key={booking.id} divider secondaryAction={<Chip size="small" label={STATUS[booking.status].label} color={STATUS[booking.status].color} />}>
                <ListItemText
                  primary={`${dayFormatter.format(new Date(`${booking.date}T00:00:00Z`))} at ${booking.time}`}
                  secondary={`Table for ${booking.partySize}${booking.specialRequests ? ` · ${booking.specialRequests}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
