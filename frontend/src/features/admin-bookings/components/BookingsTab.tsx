import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { actionsFor, type AdminBooking, type StaffBookingStatus, useChangeBookingStatusMutation, useGetDayBookingsQuery } from '../admin-bookings-api';
import { useBookingsLive } from '../useBookingsLive';

const STATUS_COLOURS = { pending: 'warning', confirmed: 'success', declined: 'default', cancelled: 'default' } as const;
const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', declined: 'Declined', cancelled: 'Cancelled' } as const;
const DONE_LABELS: Record<StaffBookingStatus, string> = { confirmed: 'Booking confirmed', declined: 'Booking declined', cancelled: 'Booking cancelled' };

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

function errorMessage(error: unknown): string {
  return (error as { data?: { error?: { message?: string } } } | null)?.data?.error?.message ?? 'Something went wrong. Please try again.';
}

/** /admin/bookings: a day's table bookings (today by default), live over the admin socket, with Confirm / Decline / Cancel. */
export function BookingsTab() {
  const dispatch = useAppDispatch();
  const [date, setDate] = useState(londonToday);
  useBookingsLive(useOutletContext<Socket | null | undefined>() ?? null);
  const { data, error, isLoading } = useGetDayBookingsQuery(date, { skip: !date });
  const [changeStatus, { isLoading: changing }] = useChangeBookingStatusMutation();
  const bookings = data?.date === date ? data.bookings : [];
  const covers = bookings.filter((booking) => booking.status === 'pending' || booking.status === 'confirmed').reduce((sum, booking) => sum + booking.partySize, 0);

  const act = async (booking: AdminBooking, status: StaffBookingStatus) => {
    try {
      await changeStatus({ id: booking.id, status }).unwrap();
      dispatch(notify({ title: DONE_LABELS[status], message: `${booking.name}, ${booking.time}. The customer has been e-mailed.`, severity: 'success' }));
    } catch (failure) {
      dispatch(notify({ title: 'Booking not changed', message: errorMessage(failure), severity: 'error' }));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2">
          Table Bookings
        </Typography>
        <TextField label="Day" type="date" size="small" value={date} onChange={(event) => setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <Typography color="text.secondary">
        {bookings.length} booking{bookings.length === 1 ? '' : 's'}, {covers} guest{covers === 1 ? '' : 's'} expected.
      </Typography>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Bookings of the day">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Party</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Requests</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!isLoading && bookings.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>No bookings on this day.</TableCell>
              </TableRow>
            )}
            {bookings.map((booking) => (
              <TableRow key={booking.id} data-booking-id={booking.id}>
                <TableCell>{booking.time}</TableCell>
                <TableCell>{booking.name}</TableCell>
                <TableCell>{booking.partySize}</TableCell>
                <TableCell>{booking.phone ? <a href={`tel:${booking.phone}`}>{booking.phone}</a> : '—'}</TableCell>
                <TableCell>
                  <a href={`mailto:${booking.email}`}>{booking.email}</a>
                </TableCell>
                <TableCell sx={{ maxWidth: 240, whiteSpace: 'pre-wrap' }}>{booking.specialRequests || '—'}</TableCell>
                <TableCell>
                  <Chip size="small" label={STATUS_LABELS[booking.status]} color={STATUS_COLOURS[booking.status]} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ gap: 1 }}>
                    {actionsFor(booking.status).map((action) => (
                      <Button
                        key={action.status}
                        size="small"
                        variant={action.status === 'confirmed' ? 'contained' : 'outlined'}
                        color={action.status === 'confirmed' ? 'primary' : 'error'}
                        disabled={changing}
                        onClick={() => void act(booking, action.status)}
                        aria-label={`${action.label} the booking of ${booking.name} at ${booking.time}`}
                      >
                        {action.label}
                      </Button>
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
