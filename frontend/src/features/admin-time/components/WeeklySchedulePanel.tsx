import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useGetWeeklyScheduleQuery, type ScheduleStation, type SlotColour, type SlotStationUnits } from '../admin-time-api';

const COLOURS: Record<SlotColour, string> = { gray: 'grey.300', red: 'error.light', yellow: 'warning.light', green: 'success.light' };
const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function shiftWeek(monday: string, weeks: number): string {
  const date = new Date(`${monday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + weeks * 7);
  return date.toISOString().slice(0, 10);
}

/**
 * Issue 28: what a slot's orders take of each kitchen station, in the kitchen's order ("Oven 6/8"),
 * marked at or over what the station cooks in a slot: such a slot is no longer offered for its items.
 */
function StationUse({ stations, kitchen }: { stations: readonly ScheduleStation[]; kitchen: readonly SlotStationUnits[] }) {
  const uses = stations.flatMap((station) => {
    const units = kitchen.find((use) => use.stationId === station.id)?.units ?? 0;
    return units > 0 ? [{ station, units, full: units >= station.unitsPerSlot }] : [];
  });
  if (uses.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.25 }}>
      {uses.map(({ station, units, full }) => (
        <Box
          component="span"
          key={station.id}
          data-full={full ? 'true' : undefined}
          title={`${station.name}: ${units} of ${station.unitsPerSlot} units${full ? ', full' : ''}`}
          sx={{
            px: 0.5,
            borderRadius: 0.5,
            fontSize: 12,
            lineHeight: 1.5,
            whiteSpace: 'nowrap',
            bgcolor: full ? 'warning.main' : 'background.paper',
            color: full ? 'warning.contrastText' : 'text.primary',
            fontWeight: full ? 700 : undefined,
          }}
        >
          {`${station.name} ${units}/${station.unitsPerSlot}`}
        </Box>
      ))}
    </Box>
  );
}

/** The Weekly Schedule: Monday first, 7 days, each slot's orders left against capacity, its kitchen stations' use, and bookings. */
export function WeeklySchedulePanel() {
  const dispatch = useAppDispatch();
  const [date, setDate] = useState<string | undefined>(undefined);
  const { data, isError } = useGetWeeklyScheduleQuery(date);

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to load schedule data', severity: 'error' }));
  }, [dispatch, isError]);
  if (!data) return isError ? null : <CircularProgress aria-label="Loading schedule" />;

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Button onClick={() => setDate(shiftWeek(data.weekStart, -1))}>Previous week</Button>
        <Typography>{`Week of ${dayLabel.format(new Date(`${data.weekStart}T12:00:00Z`))}`}</Typography>
        <Button onClick={() => setDate(shiftWeek(data.weekStart, 1))}>Next week</Button>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(7, 1fr)' }, gap: 1 }}>
        {data.days.map((day) => (
          <Paper key={day.date} component="section" aria-label={dayLabel.format(new Date(`${day.date}T12:00:00Z`))} sx={{ p: 1, bgcolor: day.closed ? 'grey.200' : undefined }}>
            <Typography variant="subtitle2" component="h4">
              {dayLabel.format(new Date(`${day.date}T12:00:00Z`))}
            </Typography>
            {day.closed ? (
              <Typography color="text.secondary">{day.closedReason === 'day_off' ? 'Closed (day off)' : 'Closed'}</Typography>
            ) : (
              day.slots.map((slot) => (
                <Box key={slot.time} data-colour={slot.colour} sx={{ bgcolor: COLOURS[slot.colour], borderRadius: 1, px: 1, py: 0.25, mt: 0.5, fontSize: 13 }}>
                  {`${slot.time} · ${slot.left} left`}
                  {slot.bookings > 0 && ` · ${slot.bookings} booking${slot.bookings === 1 ? '' : 's'}`}
                  <StationUse stations={data.stations} kitchen={slot.kitchen} />
                </Box>
              ))
            )}
          </Paper>
        ))}
      </Box>
    </>
  );
}
