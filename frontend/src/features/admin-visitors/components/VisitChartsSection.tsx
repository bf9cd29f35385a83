import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { apiErrorMessage, useGetVisitChartsQuery, type VisitChartsRange } from '../admin-visitors-api';
import { formatLongDay } from '../visitor-format';
import { RangePicker } from './RangePicker';

// The charts library is the heaviest part of the tab: fetched when the Visits tab first shows charts.
const VisitCharts = lazy(async () => ({ default: (await import('./VisitCharts')).VisitCharts }));

/** Visitors → Visits: the range picker and, for it, the charts (issue 29). */
export function VisitChartsSection() {
  const [request, setRequest] = useState<VisitChartsRange>({ range: 'this-week' });
  const incomplete = request.range === 'custom' && (!request.from || !request.to);
  const { data, error, isFetching } = useGetVisitChartsQuery(incomplete ? skipToken : request);
  const range = data?.range;

  return (
    <Stack component="section" aria-labelledby="visit-charts-heading" sx={{ gap: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography id="visit-charts-heading" variant="h5" component="h2">
            Visits over time
          </Typography>
          {range && (
            <Typography color="text.secondary">
              {range.from === range.to ? formatLongDay(range.from) : `${formatLongDay(range.from)} to ${formatLongDay(range.to)}`}
              {range.days > 1 && ` (${range.days} days)`}
            </Typography>
          )}
        </Box>
        <RangePicker value={request} onChange={setRequest} shown={range} />
      </Stack>
      {incomplete && <Alert severity="info">Choose both dates of the custom range.</Alert>}
      {error && !incomplete && <Alert severity="error">{apiErrorMessage(error) ?? 'The charts could not be loaded.'}</Alert>}
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label="Loading the charts" />}</Box>
      {data && !error && (
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <VisitCharts charts={data} />
        </Suspense>
      )}
    </Stack>
  );
}
