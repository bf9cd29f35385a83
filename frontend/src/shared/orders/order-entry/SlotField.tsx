import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { PhoneOrderSlots } from '../admin-orders-api';
import { slotLabel } from './slots';

const CLOSED: Record<NonNullable<PhoneOrderSlots['closedReason']>, string> = {
  closed_day: 'The restaurant is closed today: there are no slots.',
  day_off: 'Today is a day off: there are no slots.',
  service_off: 'This service is switched off in Settings.',
  cut_off: "Today's online orders have closed (the same-day cut-off in Settings).",
  out_of_range: 'That day does not take orders.',
};

interface SlotFieldProps {
  /** Today's slots for the type (GET /api/admin/orders/slots), full ones included. */
  slotList: PhoneOrderSlots | undefined;
  loading: boolean;
  /** 'HH:MM', or '' while none is chosen. */
  value: string;
  onChange: (time: string) => void;
  inputRef?: Ref<HTMLSelectElement>;
  /**
   * An order's own slot, when it is being changed: always offered, first, whether or not today's
   * list still has it (staying in it is not checked again), and never said to be full.
   */
  current?: string;
  /** Said under the field instead of the usual help. */
  helperText?: string;
}

/** The time slot staff give an order: today's slots with what is left, full ones too (filled only after a question). */
export function SlotField({ slotList, loading, value, onChange, inputRef, current, helperText }: SlotFieldProps) {
  if (slotList?.closedReason && !current) return <Alert severity="warning">{CLOSED[slotList.closedReason]}</Alert>;
  const slots = (slotList?.slots ?? []).filter((slot) => slot.time !== current);
  const chosen = slots.find((slot) => slot.time === value);
  const help =
    helperText ??
    (chosen && !chosen.available
      ? 'This slot is full: you will be asked before it is overfilled.'
      : slotList?.closedReason
        ? `${CLOSED[slotList.closedReason]} The order can keep its slot.`
        : slotList && slots.length === 0
          ? current
            ? 'No other slots are left today.'
            : 'No slots are left today.'
          : 'Today’s slots; full ones too.');
  return (
    <TextField
      select
      label="Time slot"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={loading && !current}
      helperText={help}
      inputRef={inputRef}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {current ? <option value={current}>{`${current} — its slot now`}</option> : <option value="">{loading ? 'Loading…' : 'Choose a time'}</option>}
      {slots.map((slot) => (
        <option key={slot.time} value={slot.time}>
          {slotLabel(slot)}
        </option>
      ))}
    </TextField>
  );
}
