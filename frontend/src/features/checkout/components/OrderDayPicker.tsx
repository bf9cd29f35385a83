import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Theme } from '@mui/material/styles';
import { useGetOrderDaysQuery, type OrderDay } from '../checkout-page-api';
import type { DeliveryType } from '../delivery-slice';
import { closedLabel, dayLabel, dayToKeep, longDay } from '../order-days';
import { SLOT_REFRESH_MS, slotButtonSx } from './TimeSlotPicker';

interface OrderDayPickerProps {
  type: DeliveryType;
  /** The chosen day, 'YYYY-MM-DD'; null for today. */
  value: string | null;
  onChange: (date: string | null) => void;
}

/**
 * Issue 28, order ahead: the days the customer may order for, above that day's slots. The row shows
 * only when more than today is offered; a closed day stays in it, disabled, saying why. Checkout only:
 * the menu page's card shows the chosen day's slots without it.
 */
export function OrderDayPicker({ type, value, onChange }: OrderDayPickerProps) {
  // currentData: after a switch of type, the other type's days must not move the choice.
  const { currentData } = useGetOrderDaysQuery(type, { refetchOnMountOrArgChange: true, pollingInterval: SLOT_REFRESH_MS });
  const days = currentData?.days;

  // A day that has closed since it was chosen (or today past its cut-off) gives way to the first open one.
  useEffect(() => {
    if (!days) return;
    const keep = dayToKeep(days, value);
    if (keep !== value) onChange(keep);
  }, [days, value, onChange]);

  if (!days) return null;
  const cutOff = days[0].closedReason === 'cut_off';
  return (
    <>
      {cutOff && (
        <Alert severity="info">
          {days.some((day) => day.open) ? 'We have stopped taking orders for today. Choose another day.' : 'We have stopped taking orders for today.'}
        </Alert>
      )}
      {days.length > 1 && <DayRow days={days} value={value} onChange={onChange} />}
    </>
  );
}

function DayRow({ days, value, onChange }: { days: OrderDay[] } & Pick<OrderDayPickerProps, 'value' | 'onChange'>) {
  const today = days[0].date;
  return (
    <ToggleButtonGroup
      exclusive
      value={value ?? today}
      // Pressing the chosen day again keeps it: there is always a day.
      onChange={(_event, date: string | null) => {
        if (date) onChange(date === today ? null : date);
      }}
      aria-label="Day"
      sx={dayRowSx}
    >
      {days.map((day, index) => {
        const label = dayLabel(index, day.date);
        const when = index < 2 ? `${label}, ${longDay(day.date)}` : longDay(day.date);
        return (
          <ToggleButton
            key={day.date}
            value={day.date}
            disabled={!day.open}
            aria-label={day.open ? when : `${when}, ${closedLabel(day).toLowerCase()}`}
            sx={dayButtonSx}
          >
            <Box component="span" sx={{ fontWeight: 800, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
              {label}
            </Box>
            {!day.open && (
              <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 600 }}>
                {closedLabel(day)}
              </Box>
            )}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

// One row that scrolls sideways on a phone (the days are in order, today first) and wraps on wider
// screens. A ToggleButtonGroup: one tab stop, the arrow keys move between the days (MUI 9).
const dayRowSx = {
  display: 'flex',
  gap: 1,
  flexWrap: { xs: 'nowrap', sm: 'wrap' },
  overflowX: { xs: 'auto', sm: 'visible' },
  scrollSnapType: 'x proximity',
} as const;

// The slots' tiles in a row, 56 px tall (over the 48 px target), with the left border that the group
// makes transparent given its colour back (after '!important' a palette name is not looked up).
const dayButtonSx = {
  ...slotButtonSx,
  flex: '0 0 auto',
  minWidth: 96,
  minHeight: 56,
  px: 1.5,
  scrollSnapAlign: 'start',
  borderLeftColor: (theme: Theme) => `${theme.palette.divider} !important`,
  '&.Mui-selected, &.Mui-selected:hover': {
    ...slotButtonSx['&.Mui-selected, &.Mui-selected:hover'],
    borderLeftColor: (theme: Theme) => `${theme.palette.primary.main} !important`,
  },
} as const;
