import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import {
  apiErrorMessage,
  DAY_OFF_TYPES,
  useCreateDaysOffMutation,
  useDeleteDayOffMutation,
  useGetDaysOffQuery,
  usePreviewDaysOffMutation,
  type DaysOffPreview,
  type DaysOffRequest,
  type DayOffType,
} from '../admin-time-api';

const EMPTY: DaysOffRequest = { type: 'ad-hoc', startDate: '', endDate: null, allDay: true, startTime: '17:00', endTime: '21:00', reason: '' };

/** Time Off Management: a form (five types, a date range, all day or a window, a reason) and the list. */
export function TimeOffPanel({ confirm = (text: string) => window.confirm(text) }: { confirm?: (text: string) => boolean }) {
  const dispatch = useAppDispatch();
  const { data: daysOff, isError } = useGetDaysOffQuery();
  const [preview, { isLoading: isChecking }] = usePreviewDaysOffMutation();
  const [create, { isLoading: isSaving }] = useCreateDaysOffMutation();
  const [remove] = useDeleteDayOffMutation();
  const [form, setForm] = useState<DaysOffRequest>(EMPTY);
  const [dateError, setDateError] = useState<string | null>(null);
  const [review, setReview] = useState<DaysOffPreview | null>(null);
  const [notifyCustomers, setNotifyCustomers] = useState(true);

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to fetch days off data', severity: 'error' }));
  }, [dispatch, isError]);

  const request = (): DaysOffRequest => ({
    ...form,
    endDate: form.endDate || form.startDate,
    startTime: form.allDay ? null : form.startTime,
    endTime: form.allDay ? null : form.endTime,
  });
  const failed = (title: string, error: unknown) => dispatch(notify({ title, message: apiErrorMessage(error), severity: 'error' }));

  // Before anything is saved, the admin sees the orders and bookings already on those days.
  async function onReview(event: FormEvent) {
    event.preventDefault();
    if (!form.startDate) return setDateError('Start date is required.');
    if (form.endDate && form.endDate < form.startDate) return setDateError('End date cannot be before the start date.');
    setDateError(null);
    try {
      setReview(await preview(request()).unwrap());
      setNotifyCustomers(true);
    } catch (error) {
      failed('Failed to save time off', error);
    }
  }

  async function onSave() {
    try {
      const saved = await create({ ...request(), notifyCustomers }).unwrap();
      setReview(null);
      setForm(EMPTY);
      const days = saved.daysOff.length;
      dispatch(
        notify({
          title: 'Time off saved',
          message: `${days} day${days === 1 ? '' : 's'} off${saved.notified > 0 ? `; ${saved.notified} customer${saved.notified === 1 ? '' : 's'} e-mailed` : ''}.`,
          severity: 'success',
        }),
      );
    } catch (error) {
      failed('Failed to save time off', error);
    }
  }

  async function onDelete(id: string, date: string) {
    if (!confirm(`Delete the day off on ${date}?`)) return;
    try {
      await remove(id).unwrap();
    } catch (error) {
      failed('Failed to delete day off', error);
    }
  }

  const affected = review ? review.orders.length + review.bookings.length : 0;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper component="form" method="post" onSubmit={onReview} noValidate sx={{ p: 2 }} aria-label="Add time off">
        <Typography variant="h6" component="h3" gutterBottom>
          Add Time Off
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextField select label="Type" value={form.type} onChange={(event) => setForm({ ...form, type: event.target.value as DayOffType })}>
            {DAY_OFF_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label="Start date"
            value={form.startDate}
            onChange={(event) => setForm({ ...form, startDate: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            type="date"
            label="End date"
            value={form.endDate ?? ''}
            onChange={(event) => setForm({ ...form, endDate: event.target.value || null })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.startDate || undefined } }}
            error={Boolean(dateError)}
            helperText={dateError ?? 'Defaults to the start date'}
          />
          <FormControlLabel label="All day" control={<Switch checked={form.allDay} onChange={(event) => setForm({ ...form, allDay: event.target.checked })} />} />
          {!form.allDay && (
            <Stack direction="row" spacing={2}>
              <TextField type="time" label="From" value={form.startTime ?? ''} onChange={(event) => setForm({ ...form, startTime: event.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }} />
              <TextField type="time" label="To" value={form.endTime ?? ''} onChange={(event) => setForm({ ...form, endTime: event.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }} />
            </Stack>
          )}
          <TextField label="Reason" value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} />
          <Box>
            <Button type="submit" variant="contained" disabled={isChecking}>
              {isChecking ? 'Checking orders...' : 'Save Time Off'}
            </Button>
          </Box>
        </Stack>
      </Paper>

      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Days Off
        </Typography>
        {daysOff?.length === 0 && <Typography color="text.secondary">No days off planned.</Typography>}
        <List dense aria-label="Days off">
          {daysOff?.map((day) => (
            <ListItem
              key={day.id}
              secondaryAction={
                <IconButton edge="end" aria-label={`Delete the day off on ${day.date}`} onClick={() => void onDelete(day.id, day.date)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${day.date} · ${day.type} · ${day.allDay ? 'All day' : `${day.startTime?.slice(0, 5)}-${day.endTime?.slice(0, 5)}`}`}
                secondary={day.reason || undefined}
              />
            </ListItem>
          ))}
        </List>
      </Paper>

      {review && (
        <Dialog open onClose={() => setReview(null)} fullWidth maxWidth="sm" aria-labelledby="time-off-review-title">
          <DialogTitle id="time-off-review-title">Orders and bookings on these days</DialogTitle>
          <DialogContent>
            {affected === 0 ? (
              <Typography>No orders or bookings on these days.</Typography>
            ) : (
              <List dense aria-label="Affected orders and bookings">
                {review.orders.map((order) => (
                  <ListItem key={order.id}>
                    <ListItemText primary={`Order ${order.orderNumber} · ${order.orderDate} ${order.slotTime}`} secondary={`${order.customerName} <${order.customerEmail}> · ${order.status}`} />
                  </ListItem>
                ))}
                {review.bookings.map((booking) => (
                  <ListItem key={booking.id}>
                    <ListItemText primary={`Booking for ${booking.partySize} · ${booking.bookingDate} ${booking.slotTime}`} secondary={`${booking.name} <${booking.email}>`} />
                  </ListItem>
                ))}
              </List>
            )}
            {affected > 0 && (
              <FormControlLabel
                label="Notify these customers by e-mail"
                control={<Checkbox checked={notifyCustomers} onChange={(event) => setNotifyCustomers(event.target.checked)} />}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReview(null)}>Cancel</Button>
            <Button variant="contained" onClick={() => void onSave()} disabled={isSaving}>
              Confirm Time Off
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
