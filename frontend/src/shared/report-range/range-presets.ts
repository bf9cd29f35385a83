import type { ApiSchema } from '../../api/api-types';

/** The api's preset ranges of London days (infra/clock/report-range.ts), as the Reports and Visits pickers name them. */
export const RANGE_PRESETS: readonly { value: ApiSchema<'ReportPreset'>; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'this-week', label: 'This week' },
  { value: 'last-week', label: 'Last week' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'custom', label: 'Custom' },
];
