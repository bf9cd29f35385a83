import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useGetTodaysSlotsQuery } from '../checkout-api';
import type { DeliveryType } from '../delivery-slice';

// Slots pass while the page is open; a minute keeps the list honest without hammering the api.
const SLOT_REFRESH_MS = 60_000;

interface TimeSlotPickerProps {
  type: DeliveryType;
  value: string | null;
  onChange: (time: string | null) => void;
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

/** Today's 15-minute slots with what is left in each; a full slot cannot be chosen. */
export function TimeSlotPicker({ type, value, onChange }: TimeSlotPickerProps) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetTodaysSlotsQuery(type, {
    refetchOnMountOrArgChange: true,
    pollingInterval: SLOT_REFRESH_MS,
  });

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
  const heading = (
    <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
      {type === 'collection' ? 'Collection Time' : 'Delivery Time'}
      {data && (
        <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
          {` · Today, ${formatDay(data.date)}`}
        </Typography>
      )}
    </Typography>
  );

  if (isLoading) {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading available time slots">
        {heading}
        <Box sx={slotGridSx}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      </Stack>
    );
  }

  // A failed refresh keeps the last list (the toast has said so); only a first load that fails shows this.
  if (!data) {
    return (
      <Stack spacing={1.5}>
        {heading}
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
      </Stack>
    );
  }

  const anyAvailable = data.slots.some((slot) => slot.available);
  return (
    <Stack spacing={1.5}>
      {heading}
      {!anyAvailable && (
        <Alert severity="info">
          <AlertTitle>No time slots available for today</AlertTitle>
          All slots may be fully booked or have passed. Please try again later or contact us.
        </Alert>
      )}
      {data.slots.length > 0 && (
        <>
          {anyAvailable && (
            <Typography variant="body2" color="text.secondary">
              Choose a 15-minute slot for today.
            </Typography>
          )}
          <ToggleButtonGroup
            exclusive
            value={value}
            onChange={(_event, time: string | null) => onChange(time)}
            aria-labelledby={labelId}
            sx={slotGridSx}
          >
            {data.slots.map((slot) => (
              <ToggleButton
                key={slot.time}
                value={slot.time}
                disabled={!slot.available}
                aria-label={`${slot.time}, ${slot.left} left`}
                sx={slotButtonSx}
              >
                <Box component="span" sx={{ fontSize: '1.05rem', fontWeight: 800, lineHeight: 1.2 }}>
                  {slot.time}
                </Box>
                <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 600, opacity: 0.85 }}>
                  {slot.left} left
                </Box>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </>
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
const slotButtonSx = {
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
