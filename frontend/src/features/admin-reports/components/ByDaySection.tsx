import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatPence } from '../../../shared/money';
import type { ReportDay } from '../admin-reports-api';
import { formatDay } from '../report-format';
import { ReportSection } from './ReportSection';
import { ScrollArea } from './ScrollArea';

const TITLE = 'Takings and orders by day';
const compactPounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: 'compact', maximumFractionDigits: 1 });

/** Net takings and orders taken each day of the range: a bar chart, or the table the by-day CSV holds. */
export function ByDaySection({ days, downloading, onDownload }: { days: readonly ReportDay[]; downloading: boolean; onDownload: () => void }) {
  return (
    <ReportSection
      title={TITLE}
      description="Net takings (gross less refunds) and orders taken, by the London day they were placed."
      downloading={downloading}
      onDownload={onDownload}
    >
      {(view) => (view === 'chart' ? <ByDayChart days={days} /> : <ByDayTable days={days} />)}
    </ReportSection>
  );
}

function ByDayChart({ days }: { days: readonly ReportDay[] }) {
  const theme = useTheme();
  const long = days.length > 14;
  const dates = days.map((day) => day.date);
  return (
    // About 28 px a day: a month scrolls sideways on a phone rather than squeezing its bars.
    <ScrollArea label={`${TITLE}, chart`} minWidth={Math.max(320, days.length * 28 + 120)}>
      {/* x-charts' own title and desc label a div of role none (axe: aria-prohibited-attr): the picture is labelled here. */}
      <Box role="img" aria-label={`Bar chart of net takings and orders for each of ${days.length} days; the table view lists the numbers.`}>
        <BarChart
          height={300}
          skipAnimation
          xAxis={[
            {
              scaleType: 'band',
              data: dates,
              valueFormatter: (date: string, context) =>
                context.location === 'tick' ? formatDay(date, long ? { weekday: false } : { month: false }) : formatDay(date, { year: true }),
            },
          ]}
          yAxis={[
            { id: 'pence', valueFormatter: (pence: number) => compactPounds.format(pence / 100), width: 56 },
            { id: 'orders', position: 'right', tickMinStep: 1, width: 40 },
          ]}
          series={[
            { label: 'Net takings', data: days.map((day) => day.netPence), yAxisId: 'pence', color: theme.palette.primary.main, valueFormatter: (pence) => formatPence(pence ?? 0) },
            { label: 'Orders', data: days.map((day) => day.orders), yAxisId: 'orders', color: theme.palette.info.main },
          ]}
        />
      </Box>
    </ScrollArea>
  );
}

function ByDayTable({ days }: { days: readonly ReportDay[] }) {
  const total = (pick: (day: ReportDay) => number) => days.reduce((sum, day) => sum + pick(day), 0);
  return (
    <ScrollArea label={`${TITLE}, table`} minWidth={480}>
      <Table size="small" aria-label={TITLE}>
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell align="right">Orders</TableCell>
            <TableCell align="right">Gross</TableCell>
            <TableCell align="right">Refunds</TableCell>
            <TableCell align="right">Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date}>
              <TableCell component="th" scope="row">
                {formatDay(day.date, { year: true })}
              </TableCell>
              <TableCell align="right">{day.orders}</TableCell>
              <TableCell align="right">{formatPence(day.grossPence)}</TableCell>
              <TableCell align="right">{formatPence(day.refundsPence)}</TableCell>
              <TableCell align="right">{formatPence(day.netPence)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& th, & td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            <TableCell align="right">{total((day) => day.orders)}</TableCell>
            <TableCell align="right">{formatPence(total((day) => day.grossPence))}</TableCell>
            <TableCell align="right">{formatPence(total((day) => day.refundsPence))}</TableCell>
            <TableCell align="right">{formatPence(total((day) => day.netPence))}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollArea>
  );
}
