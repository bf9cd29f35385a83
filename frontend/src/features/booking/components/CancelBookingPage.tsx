import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../../components/PageLoading';
import { useLinkToken } from '../../../shared/links/link-token';
import { useCancelBookingByTokenMutation, useGetBookingByCancelTokenQuery } from '../booking-api';

const dateLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function errorMessage(error: unknown): string {
  return (error as { data?: { error?: { message?: string } } } | null)?.data?.error?.message ?? 'Something went wrong. Please try again.';
}

/**
 * /booking/cancel#token=...: what the cancel link of a booking e-mail opens. Opening it only shows
 * the booking (an e-mail scanner following the link cancels nothing); the Cancel button posts the token.
 */
export function CancelBookingPage() {
  const titleId = useId();
  const linkToken = useLinkToken();
  const token = linkToken ?? '';
  const { data: booking, error, isLoading } = useGetBookingByCancelTokenQuery(token, { skip: !token });
  const [cancelBooking, { isLoading: cancelling, error: cancelError, isSuccess: cancelled }] = useCancelBookingByTokenMutation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (linkToken === null || isLoading) return <PageLoading label="Loading your booking..." />;
  const live = booking?.status === 'pending' || booking?.status === 'confirmed';

  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Typography id={titleId} variant="h4" component="h1">
            Cancel your booking
          </Typography>
          {!token || error || !booking ? (
            <Alert severity="error">{token ? errorMessage(error) : 'This cancel link is not valid. Please use the link in your booking e-mail, or call us.'}</Alert>
          ) : (
            <>
              <Typography>
                A table for {booking.partySize} on <strong>{dateLabel(booking.date)}</strong> at <strong>{booking.time}</strong>, for {booking.name}.
              </Typography>
              {cancelled && <Alert severity="success">Your booking is cancelled. We have e-mailed you to confirm it.</Alert>}
              {booking.status === 'cancelled' && !cancelled && <Alert severity="info">This booking is already cancelled.</Alert>}
              {booking.status === 'declined' && <Alert severity="info">This booking was declined, so there is nothing to cancel.</Alert>}
              {Boolean(cancelError) && <Alert severity="error">{errorMessage(cancelError)}</Alert>}
              {live && (
                <Button variant="contained" color="error" size="large" disabled={!hydrated || cancelling} onClick={() => void cancelBooking(token)}>
                  {cancelling ? 'Cancelling...' : 'Cancel Booking'}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
