import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../../components/PageLoading';
import { useLinkToken } from '../../../shared/links/link-token';
import { useConfirmRequestByTokenMutation, useGetBookingByConfirmTokenQuery } from '../booking-api';

const dateLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function errorMessage(error: unknown): string {
  return (error as { data?: { error?: { message?: string } } } | null)?.data?.error?.message ?? 'Something went wrong. Please try again.';
}

/**
 * /booking/confirm#token=...: the "Confirm my request" link of a guest's acknowledgement e-mail. A
 * guest's request nobody confirms lapses after two hours; opening the page only shows the request
 * (an e-mail scanner following the link confirms nothing), the button posts the token.
 */
export function ConfirmBookingPage() {
  const titleId = useId();
  const linkToken = useLinkToken();
  const token = linkToken ?? '';
  const { data: booking, error, isLoading } = useGetBookingByConfirmTokenQuery(token, { skip: !token });
  const [confirmRequest, { isLoading: confirming, error: confirmError, isSuccess: confirmed }] = useConfirmRequestByTokenMutation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (linkToken === null || isLoading) return <PageLoading label="Loading your booking..." />;

  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Typography id={titleId} variant="h4" component="h1">
            Confirm your booking request
          </Typography>
          {!token || error || !booking ? (
            <Alert severity="error">{token ? errorMessage(error) : 'This confirmation link is not valid. Please use the link in your booking e-mail, or call us.'}</Alert>
          ) : (
            <>
              <Typography>
                A table for {booking.partySize} on <strong>{dateLabel(booking.date)}</strong> at <strong>{booking.time}</strong>, for {booking.name}.
              </Typography>
              {confirmed && <Alert severity="success">Thank you: your request keeps its table until we answer. We will e-mail you when it is confirmed.</Alert>}
              {booking.status === 'confirmed' && !confirmed && <Alert severity="info">This booking is already confirmed.</Alert>}
              {booking.status === 'lapsed' && (
                <Alert severity="info">This request was not confirmed within two hours, so its table was given back. Please book again, or call us.</Alert>
              )}
              {(booking.status === 'declined' || booking.status === 'cancelled') && <Alert severity="info">This booking is {booking.status}, so there is nothing to confirm.</Alert>}
              {Boolean(confirmError) && <Alert severity="error">{errorMessage(confirmError)}</Alert>}
              {booking.status === 'pending' && !confirmed && (
                <Button variant="contained" size="large" disabled={!hydrated || confirming} onClick={() => void confirmRequest(token)}>
                  {confirming ? 'Confirming...' : 'Confirm my request'}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
