import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useGetSlotsQuery } from '../checkout-api';
import type { DeliveryType } from '../delivery-slice';

// Slots pass while the page is open; a minute keeps the list honest without hammering the api.
export const SLOT_REFRESH_MS = 60_000;

interface TimeSlotPickerProps {
  type: DeliveryType;
  /** The day, 'YYYY-MM-DD'; null for today. */
  date: string | null;
  value: string | null;
  onChange: (time: string | null) => void;
  /** Checkout's day picker (issue 28), shown under the heading; the menu page's card has none. */
  dayPicker?: ReactNode;
}

const dayFormatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' -> 'Saturday 14 June'. */
function formatDay(date: string): string {
  return dayFormatter.format(new Date(`${date}T12:00:00Z`));
}

/** A day's 15-minute slots (today's unless another day is chosen) with what is left in each; a full slot cannot be chosen. */
export function TimeSlotPicker({ type, date, value, onChange, dayPicker }: TimeSlotPickerProps) {
  const dispatch = useAppDispatch();
  // currentData: another day's slots are not shown (nor chosen) while the chosen day's load.
  const { currentData: data, isError, refetch } = useGetSlotsQuery(
    { type, date: date ?? undefined },
    { refetchOnMountOrArgChange: true, pollingInterval: SLOT_REFRESH_MS },
  );
  const day = date ? formatDay(date) : 'today';

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Error', message: 'Failed to load available time slots', severity: 'error' }));
  }, [isError, dispatch]);

  // A chosen slot that has passed or filled up since is no longer a choice.
  useEffect(() => {
    if (!data || !value) return;
    const chosen = data.slots.find((slot) => slot.time === value);
    if (!chosen?.available) onChange(null);
  }, [data, value, onChange]);

  const labelId = `time-slot-label-${type}`;
  const anyAvailable = data?.slots.some((slot) => slot.available);
  // Today's date is the api's (the restaurant's day), known once the slots have come.
  const when = date ? ` · ${day}` : data && ` · Today, ${formatDay(data.date)}`;
  return (
    <Stack spacing={1.5}>
      <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {type === 'collection' ? 'Collection Time' : 'Delivery Time'}
        {when && (
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
            {when}
          </Typography>
        )}
      </Typography>
      {dayPicker}
      {data ? (
        <>
          {!anyAvailable && (
            <Alert severity="info">
              <AlertTitle>{`No time slots available for ${day}`}</AlertTitle>
              All slots may be fully booked or have passed. Please try again later or contact us.
            </Alert>
          )}
          {anyAvailable && (
            <Typography variant="body2" color="text.secondary">
              {`Choose a 15-minute slot for ${day}.`}
            </Typography>
          )}
          {data.slots.length > 0 && (
            <ToggleButtonGroup
              exclusive
              value={value}
              onChange={(_event, time: string | null) => onChange(time)}
              aria-labelledby={labelId}
              sx={slotGridSx}
            >
              {data.slots.map((slot) => {
                // Issue 28: a slot whose kitchen station has no room for this cart says so, not 'N left'.
                const note = slot.fullStation ? 'Kitchen full' : `${slot.left} left`;
                return (
                  <ToggleButton key={slot.time} value={slot.time} disabled={!slot.available} aria-label={`${slot.time}, ${note}`} sx={slotButtonSx}>
                    <Box component="span" sx={{ fontSize: '1.05rem', fontWeight: 800, lineHeight: 1.2 }}>
                      {slot.time}
                    </Box>
                    <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 600, opacity: 0.85 }}>
                      {note}
                    </Box>
                  </ToggleButton>
                );
              })}
            </ToggleButtonGroup>
          )}
        </>
      ) : isError ? (
        // A failed refresh keeps the last list (the toast has said so); only a first load that fails shows this.
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          Failed to load available time slots
        </Alert>
      ) : (
        // Plain tiles where the slots will be: MUI's Skeleton would add 1.4 KiB to the menu's first download (issue 30).
        <Box role="status" aria-label="Loading available time slots" sx={slotGridSx}>
          {Array.from({ length: 8 }, (_, index) => (
            <Box key={index} sx={{ height: 56, borderRadius: 1, bgcolor: 'action.hover' }} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

const slotGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
  gap: 1,
} as const;

// ToggleButtonGroup joins its buttons into one bar; here each slot is a separate tile.
export const slotButtonSx = {
  flexDirection: 'column',
  gap: 0.25,
  color: 'text.primary',
  py: 1,
  textTransform: 'none',
  borderRadius: '12px !important',
  border: '1px solid',
  borderColor: 'divider',
  ml: '0 !important',
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    borderColor: 'primary.main',
  },
  '&.Mui-disabled': { borderColor: 'divider', bgcolor: 'action.hover', color: 'text.disabled' },
} as const;
