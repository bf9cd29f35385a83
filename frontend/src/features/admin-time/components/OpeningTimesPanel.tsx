import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notifications-slice';
import { apiErrorMessage, useGetOpeningTimesQuery, useSetTimeSlotActiveMutation, useSetWeekdayOpenMutation } from '../admin-time-api';

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
            <FormControlLabel
              key={dayOfWeek}
              label={WEEKDAYS[dayOfWeek]}
              control={
                <Switch
                  checked={day?.isOpen ?? false}
                  onChange={(event) => setOpen({ dayOfWeek, isOpen: event.target.checked }).unwrap().catch(failed('Failed to update opening time'))}
                />
              }
            />
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
