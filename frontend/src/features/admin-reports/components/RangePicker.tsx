import { type FormEvent, useId, useState } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReportPreset, ReportRequest } from '../admin-reports-api';
import type { DayRange } from '../report-format';
import { RANGE_PRESETS } from '../../../shared/report-range/range-presets';

interface RangePickerProps {
  /** The report asked for. */
  request: ReportRequest;
  /** The dates of the report shown: a custom range starts from them. */
  shown: DayRange | undefined;
  /** Why the server refused the custom range asked for (422 REPORT_RANGE_INVALID), shown by its fields. */
  problem: string | undefined;
  onChange: (request: ReportRequest) => void;
}

/** The period of the report: a preset at once, or two dates applied with a button. */
export function RangePicker({ request, shown, problem, onChange }: RangePickerProps) {
  const problemId = useId();
  const [preset, setPreset] = useState<ReportPreset>(request.range ?? 'this-week');
  const [custom, setCustom] = useState<DayRange>({ from: request.from ?? shown?.from ?? '', to: request.to ?? shown?.to ?? '' });

  const choose = (next: ReportPreset) => {
    setPreset(next);
    if (next === 'custom') setCustom((current) => (current.from || current.to ? current : { from: shown?.from ?? '', to: shown?.to ?? '' }));
    else onChange({ range: next });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ range: 'custom', from: custom.from, to: custom.to });
  };
  const describedBy = problem ? problemId : undefined;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        value={preset}
        onChange={(_event, next: ReportPreset | null) => next && choose(next)}
        aria-label="Period"
        sx={(theme) => ({
          '& .MuiToggleButton-root': { px: 2, minHeight: 44 },
          // A phone has no room for six in a row: three a row, each a button of its own.
          [theme.breakpoints.down('sm')]: {
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: 1,
            '& .MuiToggleButtonGroup-grouped': { m: 0, px: 1, whiteSpace: 'nowrap', border: 1, borderColor: 'divider', borderRadius: 1 },
          },
        })}
      >
        {RANGE_PRESETS.map(({ value, label }) => (
          <ToggleButton key={value} value={value}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <Stack component="form" aria-label="Custom period" onSubmit={apply} noValidate spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="From"
              type="date"
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              error={Boolean(problem)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': describedBy } }}
            />
            <TextField
              label="To"
              type="date"
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              error={Boolean(problem)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': describedBy } }}
            />
            <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
              Apply
            </Button>
          </Stack>
          {problem && (
            <FormHelperText id={problemId} error role="alert" sx={{ fontSize: '0.95rem', mx: 0 }}>
              {problem}
            </FormHelperText>
          )}
        </Stack>
      )}
    </Stack>
  );
}
