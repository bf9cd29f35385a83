import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RangePreset, VisitChartsRange } from '../admin-visitors-api';
import { RANGE_PRESETS } from '../../../shared/report-range/range-presets';

interface RangePickerProps {
  value: VisitChartsRange;
  onChange: (range: VisitChartsRange) => void;
  /** The range on screen: a switch to Custom starts from its dates. */
  shown?: { from: string; to: string };
}

/** A range of London days: a preset (weeks from Monday, calendar months), or Custom with two dates, both counted. */
export function RangePicker({ value, onChange, shown }: RangePickerProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Range"
        value={value.range}
        onChange={(event) => {
          const range = event.target.value as RangePreset;
          onChange(range === 'custom' ? { range, from: value.from ?? shown?.from, to: value.to ?? shown?.to } : { range });
        }}
        sx={{ minWidth: 180 }}
      >
        {RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset.value} value={preset.value}>
            {preset.label}
          </MenuItem>
        ))}
      </TextField>
      {value.range === 'custom' && (
        <Stack direction="row" sx={{ gap: 2 }}>
          <TextField
            label="From"
            type="date"
            size="small"
            value={value.from ?? ''}
            onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={value.to ?? ''}
            onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from } }}
            sx={{ flex: 1 }}
          />
        </Stack>
      )}
    </Stack>
  );
}
