import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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
import { actionsFor, type AdminBooking, type StaffBookingStatus, useChangeBookingStatusMutation, useDeclineBookingsMutation, useGetDayBookingsQuery } from '../admin-bookings-api';
import { useBookingsLive } from '../useBookingsLive';

const STATUS_COLOURS = { pending: 'warning', confirmed: 'success', declined: 'default', cancelled: 'default', lapsed: 'default' } as const;
const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', declined: 'Declined', cancelled: 'Cancelled', lapsed: 'Lapsed' } as const;
/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const londonTime = (instant: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
const DONE_LABELS: Record<StaffBookingStatus, string> = { confirmed: 'Booking confirmed', declined: 'Booking declined', cancelled: 'Booking cancelled' };

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

function errorMessage(error: unknown): string {
  return (error as { data?: { error?: { message?: string } } } | null)?.data?.error?.message ?? 'Something went wrong. Please try again.';
}

/** /admin/bookings: a day's table bookings (today by default), live over the admin socket, with Confirm / Decline / Cancel. */
export function BookingsTab() {
  const dispatch = useAppDispatch();
  const [date, setDate] = useState(londonToday);
  useBookingsLive();
  const { data, error, isLoading } = useGetDayBookingsQuery(date, { skip: !date });
  const [changeStatus, { isLoading: changing }] = useChangeBookingStatusMutation();
  const [declineBookings, { isLoading: declining }] = useDeclineBookingsMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const bookings = data?.date === date ? data.bookings : [];
  // Only requests still waiting can be declined; what changed meanwhile drops out of the selection.
  const chosen = bookings.filter((booking) => booking.status === 'pending' && selected.has(booking.id));
  const toggle = (id: string) => setSelected((current) => (current.has(id) ? new Set([...current].filter((other) => other !== id)) : new Set([...current, id])));
  const covers = bookings.filter((booking) => booking.status === 'pending' || booking.status === 'confirmed').reduce((sum, booking) => sum + booking.partySize, 0);

  const act = async (booking: AdminBooking, status: StaffBookingStatus) => {
    try {
      await changeStatus({ id: booking.id, status }).unwrap();
      dispatch(notify({ title: DONE_LABELS[status], message: `${booking.name}, ${booking.time}. The customer has been e-mailed.`, severity: 'success' }));
    } catch (failure) {
      dispatch(notify({ title: 'Booking not changed', message: errorMessage(failure), severity: 'error' }));
    }
  };

  const declineChosen = async () => {
    setConfirmingDecline(false);
    try {
      const result = await declineBookings(chosen.map((booking) => booking.id)).unwrap();
      setSelected(new Set());
      const declined = `${result.declined.length} booking${result.declined.length === 1 ? '' : 's'} declined`;
      // One toast: what was declined, and why any other was left as it was (answered meanwhile).
      if (result.notDeclined.length === 0) dispatch(notify({ title: declined, message: 'Each customer has been e-mailed.', severity: 'success' }));
      else dispatch(notify({ title: `${declined}, ${result.notDeclined.length} not`, message: result.notDeclined.map((left) => left.message).join(' '), severity: 'warning' }));
    } catch (failure) {
      dispatch(notify({ title: 'Bookings not declined', message: errorMessage(failure), severity: 'error' }));
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
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <Button variant="outlined" color="error" disabled={chosen.length === 0 || declining} onClick={() => setConfirmingDecline(true)}>
          Decline selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
        <Typography variant="body2" color="text.secondary">
          A guest&apos;s request nobody confirms lapses two hours after it was made.
        </Typography>
      </Stack>
      <Dialog open={confirmingDecline} onClose={() => setConfirmingDecline(false)} aria-labelledby="decline-selected-title">
        <DialogTitle id="decline-selected-title">
          Decline {chosen.length} booking request{chosen.length === 1 ? '' : 's'}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {chosen.map((booking) => `${booking.time} ${booking.name}`).join(', ')}. Each customer will be e-mailed that we cannot take their booking.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDecline(false)}>Keep them</Button>
          <Button color="error" variant="contained" onClick={() => void declineChosen()}>
            Decline {chosen.length}
          </Button>
        </DialogActions>
      </Dialog>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Bookings of the day">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  Select
                </Box>
              </TableCell>
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
                <TableCell colSpan={9}>No bookings on this day.</TableCell>
              </TableRow>
            )}
            {bookings.map((booking) => (
              <TableRow key={booking.id} data-booking-id={booking.id}>
                <TableCell padding="checkbox">
                  {booking.status === 'pending' && (
                    <Checkbox
                      checked={selected.has(booking.id)}
                      onChange={() => toggle(booking.id)}
                      slotProps={{ input: { 'aria-label': `Select the booking of ${booking.name} at ${booking.time}` } }}
                    />
                  )}
                </TableCell>
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
                  {booking.guestConfirmed && booking.status === 'pending' && (
                    <Typography variant="caption" component="p" color="text.secondary">
                      Guest confirmed
                    </Typography>
                  )}
                  {booking.lapsesAt && (
                    <Typography variant="caption" component="p" color="text.secondary">
                      Lapses at {londonTime(booking.lapsesAt)} unless confirmed
                    </Typography>
                  )}
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
