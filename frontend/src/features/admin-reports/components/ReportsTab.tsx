import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { apiErrorMessage, type Report, type ReportRequest, useGetReportQuery } from '../admin-reports-api';
import { formatRange } from '../report-format';
import { useReportDownload } from '../useReportDownload';
import { ByDaySection } from './ByDaySection';
import { FigureCards } from './FigureCards';
import { HourHeatMapSection } from './HourHeatMapSection';
import { RangePicker } from './RangePicker';
import { TopItemsSection } from './TopItemsSection';

const isRangeRefused = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 422;

/**
 * /admin/reports (administrators): the owner's figures for a period against the period before,
 * takings and orders by day, when orders are placed and collected, and the best sellers; each
 * chart has a table view and a CSV download.
 */
export function ReportsTab() {
  const [request, setRequest] = useState<ReportRequest>({ range: 'this-week' });
  const { data, error, isFetching, refetch } = useGetReportQuery(request, { refetchOnMountOrArgChange: true });
  const rangeRefused = isRangeRefused(error);
  // A refused custom range keeps the last report on screen (its dates say which it is); any other failure replaces it.
  const report = error && !rangeRefused ? undefined : data;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Reports
      </Typography>
      <RangePicker request={request} shown={data?.range} problem={rangeRefused ? apiErrorMessage(error) : undefined} onChange={setRequest} />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label="Loading the report" />}</Box>
      {error && !rangeRefused ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          <AlertTitle>The report could not be loaded</AlertTitle>
          {apiErrorMessage(error) ?? 'Check the connection and try again.'}
        </Alert>
      ) : report ? (
        <ReportBody report={report} request={request} />
      ) : (
        <ReportSkeleton />
      )}
    </Stack>
  );
}

function ReportBody({ report, request }: { report: Report; request: ReportRequest }) {
  const { download, downloading } = useReportDownload(request);
  const { figures } = report;
  const empty = figures.orders === 0 && figures.notTaken.orders === 0 && figures.refundsPence === 0;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div role="status">
          <Typography variant="h6" component="p">
            {formatRange(report.range)}
          </Typography>
          <Typography color="text.secondary">
            Compared with {formatRange(report.previousRange)} ({report.range.days} day{report.range.days === 1 ? '' : 's'} each)
          </Typography>
        </div>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('summary')} loading={downloading === 'summary'} loadingPosition="start" sx={{ alignSelf: 'flex-start', flexShrink: 0 }}>
          Download the figures as CSV
        </Button>
      </Stack>
      <FigureCards report={report} />
      {empty ? (
        <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
          <InsightsOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h6" component="h3">
            No orders in this period
          </Typography>
          <Typography color="text.secondary">Choose another period above to see its charts.</Typography>
        </Paper>
      ) : (
        <>
          <ByDaySection days={report.byDay} downloading={downloading === 'by-day'} onDownload={() => void download('by-day')} />
          <HourHeatMapSection
            title="When orders are placed"
            description="Orders taken by the weekday and hour (London time) they were placed."
            matrix={report.placedByHour}
            downloading={downloading === 'placed-by-hour'}
            onDownload={() => void download('placed-by-hour')}
          />
          <HourHeatMapSection
            title="When orders are collected or delivered"
            description="The same orders by the weekday and hour of their slots."
            matrix={report.slotsByHour}
            downloading={downloading === 'slots-by-hour'}
            onDownload={() => void download('slots-by-hour')}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 3, alignItems: 'start' }}>
            <TopItemsSection
              title="Top items"
              kind="items"
              byQuantity={report.topItemsByQuantity}
              byTakings={report.topItemsByTakings}
              downloading={downloading === 'top-items'}
              onDownload={() => void download('top-items')}
            />
            <TopItemsSection
              title="Top choices"
              kind="choices"
              byQuantity={report.topChoicesByQuantity}
              byTakings={report.topChoicesByTakings}
              downloading={downloading === 'top-choices'}
              onDownload={() => void download('top-choices')}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}

/** The report's shape while it loads: the dates, the cards and a chart. */
function ReportSkeleton() {
  return (
    <Stack spacing={3} aria-hidden>
      <div>
        <Skeleton variant="text" width={280} height={32} />
        <Skeleton variant="text" width={360} />
      </div>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={104} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={150} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={340} />
    </Stack>
  );
}
