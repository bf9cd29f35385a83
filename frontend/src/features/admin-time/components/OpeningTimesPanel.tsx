import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import {
  apiErrorMessage,
  useGetOpeningTimesQuery,
  useSetTimeSlotActiveMutation,
  useSetWeekdayOpenMutation,
  useSetWeekdaySessionsMutation,
  type SessionHours,
} from '../admin-time-api';
import { sessionsToText, textToSessions } from '../sessions-text';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Monday first, as the weekly schedule. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Opening Times and Time Slots: each weekday open or closed; each slot of 09:00-23:45 on or off. */
export function OpeningTimesPanel() {
  const dispatch = useAppDispatch();
  const { data, isError } = useGetOpeningTimesQuery();
  const [setOpen] = useSetWeekdayOpenMutation();
  const [setActive] = useSetTimeSlotActiveMutation();

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to fetch opening times data', severity: 'error' }));
  }, [dispatch, isError]);
  if (!data) return isError ? null : <CircularProgress aria-label="Loading opening times" />;

  const failed = (title: string) => (error: unknown) => dispatch(notify({ title, message: apiErrorMessage(error), severity: 'error' }));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Opening Times
        </Typography>
        {DISPLAY_ORDER.map((dayOfWeek) => {
          const day = data.days.find((candidate) => candidate.dayOfWeek === dayOfWeek);
          return (
            <Stack key={dayOfWeek} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, py: 0.5 }}>
              <FormControlLabel
                sx={{ minWidth: 150 }}
                label={WEEKDAYS[dayOfWeek]}
                control={
                  <Switch
                    checked={day?.isOpen ?? false}
                    onChange={(event) => setOpen({ dayOfWeek, isOpen: event.target.checked }).unwrap().catch(failed('Failed to update opening time'))}
                  />
                }
              />
              <SessionsField dayOfWeek={dayOfWeek} sessions={day?.sessions ?? []} />
            </Stack>
          );
        })}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Time Slots
        </Typography>
        <Box role="group" aria-label="Time slots" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {data.slots.map((slot) => (
            <Chip
              key={slot.time}
              label={slot.time}
              role="switch"
              aria-checked={slot.isActive}
              color={slot.isActive ? 'success' : 'default'}
              variant={slot.isActive ? 'filled' : 'outlined'}
              onClick={() => setActive({ time: slot.time, isActive: !slot.isActive }).unwrap().catch(failed('Failed to update time slot'))}
            />
          ))}
        </Box>
      </Paper>
    </Box>
  );
}

/** A weekday's sessions as '09:00-14:00, 17:00-21:00', saved together. */
function SessionsField({ dayOfWeek, sessions }: { dayOfWeek: number; sessions: SessionHours[] }) {
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSetWeekdaySessionsMutation();
  const [text, setText] = useState(sessionsToText(sessions));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(sessionsToText(sessions)), [sessions]);

  async function onSave() {
    const parsed = textToSessions(text);
    if (!parsed) return setError('Write sessions as 09:00-14:00, 17:00-21:00');
    setError(null);
    try {
      await save({ dayOfWeek, sessions: parsed }).unwrap();
    } catch (failure) {
      const message = apiErrorMessage(failure);
      setError(message ?? null);
      dispatch(notify({ title: 'Failed to update opening time', message, severity: 'error' }));
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
      <TextField
        size="small"
        label={`${WEEKDAYS[dayOfWeek]} sessions`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? undefined}
        sx={{ flex: 1 }}
      />
      <Button onClick={() => void onSave()} disabled={isLoading} aria-label={`Save ${WEEKDAYS[dayOfWeek]} sessions`}>
        Save
      </Button>
    </Stack>
  );
}
