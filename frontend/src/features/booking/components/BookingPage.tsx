import { type FormEvent, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';
import { SelectInput, TextInput } from '../../../components/TextInput';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { type BookingRequest, useCreateBookingMutation, useGetAvailabilityQuery } from '../booking-api';
import { BOOKING_SENT, type BookingNotice, CLOSED, describeBookingFailure, MISSING_INFORMATION } from '../booking-texts';
import { londonToday } from '../london-date';

export const PARTY_SIZES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

interface BookingForm {
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  partySize: string;
  specialRequests: string;
}

const EMPTY_FORM: BookingForm = { name: '', email: '', phone: '', date: '', time: '', partySize: '2', specialRequests: '' };

/**
 * /booking, 'BOOK A TABLE' (SPEC sections 2, 5 and 8). The server decides: it lists the date's
 * times (full ones disabled, none on a closed day) and checks the request again when it arrives.
 */
export function BookingPage() {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<BookingForm>(EMPTY_FORM);
  const [createBooking, { isLoading: isSubmitting }] = useCreateBookingMutation();
  const partySize = Number(form.partySize);
  const { data: availability, isFetching: loadingTimes } = useGetAvailabilityQuery({ date: form.date, partySize }, { skip: !form.date });
  const times = availability?.date === form.date ? availability.times : [];
  const closed = availability?.date === form.date && availability.closed;
  const toast = (notice: BookingNotice, severity: 'success' | 'error' | 'warning') => dispatch(notify({ ...notice, severity }));

  useEffect(() => {
    if (closed) dispatch(notify({ ...CLOSED, severity: 'warning' }));
  }, [closed, form.date, dispatch]);

  const set = (field: keyof BookingForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value, ...(field === 'date' ? { time: '' } : {}) }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim() || !form.date || !form.time || !form.partySize) {
      toast(MISSING_INFORMATION, 'error');
      return;
    }
    const request: BookingRequest = {
      name: form.name.trim(),
      email: form.email.trim(),
      date: form.date,
      time: form.time,
      partySize,
      ...(form.phone.trim() && { phone: form.phone.trim() }),
      ...(form.specialRequests.trim() && { specialRequests: form.specialRequests.trim() }),
    };
    try {
      await createBooking(request).unwrap();
    } catch (error) {
      toast(describeBookingFailure(error), 'error');
      return;
    }
    toast(BOOKING_SENT, 'success');
    setForm(EMPTY_FORM);
  };

  const timeHelper = !form.date ? 'Choose a date first' : closed ? 'Closed on this day' : loadingTimes ? 'Loading times...' : times.length === 0 ? 'No times left on this day' : ' ';

  return (
    <>
      <PageHeader title="BOOK A TABLE" subtitle="Tell us when you would like to come and how many you are. We will confirm your table by e-mail." />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
        <Card component="form" method="post" noValidate onSubmit={handleSubmit} aria-label="Book a table" sx={{ p: { xs: 3, sm: 5 } }}>
          <Stack spacing={2.5}>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextInput label="Name" required value={form.name} onChange={set('name')} autoComplete="name" slotProps={{ htmlInput: { maxLength: 100 } }} />
              <TextInput label="E-mail" type="email" required value={form.email} onChange={set('email')} autoComplete="email" slotProps={{ htmlInput: { maxLength: 254 } }} />
              <TextInput label="Phone (optional)" type="tel" value={form.phone} onChange={set('phone')} autoComplete="tel" slotProps={{ htmlInput: { maxLength: 30 } }} />
              <SelectInput label="Party size" required value={form.partySize} onChange={set('partySize')}>
                {PARTY_SIZES.map((size) => (
                  <option key={size} value={String(size)}>
                    {size} {size === 1 ? 'person' : 'people'}
                  </option>
                ))}
              </SelectInput>
              <TextInput
                label="Date"
                type="date"
                required
                value={form.date}
                onChange={set('date')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: londonToday() } }}
              />
              <SelectInput label="Time" required value={form.time} onChange={set('time')} disabled={!form.date || times.length === 0} helperText={timeHelper}>
                <option value="" disabled>
                  Choose a time
                </option>
                {times.map((entry) => (
                  <option key={entry.time} value={entry.time} disabled={!entry.available}>
                    {entry.time}
                    {entry.available ? '' : ' (fully booked)'}
                  </option>
                ))}
              </SelectInput>
            </Box>
            <TextInput
              label="Special requests (optional)"
              multiline
              minRows={3}
              value={form.specialRequests}
              onChange={set('specialRequests')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Typography variant="body2" color="text.secondary">
              Tables for up to 8. For a larger party, please call us.
            </Typography>
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Request Booking'}
            </Button>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
