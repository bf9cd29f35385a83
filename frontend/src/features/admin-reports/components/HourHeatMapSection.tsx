import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { busiestHour, hourLabel, ordersText, WEEKDAYS } from '../report-format';
import { ReportSection } from './ReportSection';
import { ScrollArea } from './ScrollArea';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The legend's steps, from none to the busiest hour. */
const STEPS = [0, 0.25, 0.5, 0.75, 1];

interface HourHeatMapSectionProps {
  title: string;
  description: string;
  /** 7 rows (Monday first) of 24 hours. */
  matrix: readonly (readonly number[])[];
  downloading: boolean;
  onDownload: () => void;
}

/**
 * Orders by weekday and hour. The free x-charts has no heat map, so the chart is a CSS grid shaded
 * from the theme's primary colour (each cell titled with its count); the table lists every number.
 */
export function HourHeatMapSection({ title, description, matrix, downloading, onDownload }: HourHeatMapSectionProps) {
  return (
    <ReportSection title={title} description={description} downloading={downloading} onDownload={onDownload}>
      {(view) => (view === 'chart' ? <HeatMap title={title} matrix={matrix} /> : <HourTable title={title} matrix={matrix} />)}
    </ReportSection>
  );
}

function useShade() {
  const theme = useTheme();
  // Nothing is the page's quiet grey; any order at least a pale tint, the busiest hour the full colour.
  return (share: number) => (share === 0 ? theme.palette.action.hover : alpha(theme.palette.primary.main, 0.15 + 0.85 * share));
}

function HeatMap({ title, matrix }: { title: string; matrix: readonly (readonly number[])[] }) {
  const shade = useShade();
  const max = Math.max(0, ...matrix.flat());
  const busiest = busiestHour(matrix);
  const summary = 'Heat map of orders by weekday and hour, Monday first; the busiest hour is written below it, and the table view lists every hour.';
  return (
    <>
      <ScrollArea label={`${title}, heat map`} minWidth={540}>
        {/* One picture for a screen reader (the busiest hour is said below it); a mouse shows each cell's title. */}
        <Box
          role="img"
          aria-label={summary}
          sx={{
            display: 'grid',
            gridTemplateColumns: '2.75rem repeat(24, minmax(18px, 1fr))',
            gap: '2px',
            fontSize: '0.75rem',
            '& .cell': { height: 24, borderRadius: 0.5 },
            '& .hour': { color: 'text.secondary', whiteSpace: 'nowrap' },
            '& .day': { color: 'text.secondary', alignSelf: 'center' },
          }}
        >
          <span />
          {HOURS.map((hour) => (
            <span key={hour} className="hour">
              {hour % 3 === 0 ? String(hour).padStart(2, '0') : ''}
            </span>
          ))}
          {matrix.map((hours, day) => [
            <span key={WEEKDAYS[day]} className="day">
              {WEEKDAYS[day].slice(0, 3)}
            </span>,
            ...hours.map((orders, hour) => (
              // 168 cells: a plain style each (an sx would make a style rule per shade).
              <span key={`${day}-${hour}`} className="cell" title={`${WEEKDAYS[day]} ${hourLabel(hour)}: ${ordersText(orders)}`} style={{ backgroundColor: shade(max ? orders / max : 0) }} />
            )),
          ])}
        </Box>
      </ScrollArea>
      <Stack direction="row" aria-hidden sx={{ mt: 1.5, gap: 0.5, alignItems: 'center', color: 'text.secondary', fontSize: '0.75rem' }}>
        <span>None</span>
        {STEPS.map((step) => (
          <Box key={step} sx={{ width: 18, height: 14, borderRadius: 0.5, bgcolor: shade(step) }} />
        ))}
        <span>{max ? `Busiest (${ordersText(max)})` : 'Busiest'}</span>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {busiest ? `Busiest: ${busiest.weekday} ${hourLabel(busiest.hour)}–${hourLabel((busiest.hour + 1) % 24)}, ${ordersText(busiest.orders)}.` : 'No orders in this period.'}
      </Typography>
    </>
  );
}

function HourTable({ title, matrix }: { title: string; matrix: readonly (readonly number[])[] }) {
  return (
    <ScrollArea label={`${title}, table`} minWidth={1100}>
      <Table size="small" aria-label={`${title}, orders by weekday and hour`} sx={{ '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            {HOURS.map((hour) => (
              <TableCell key={hour} align="right">
                {hourLabel(hour)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {matrix.map((hours, day) => (
            <TableRow key={WEEKDAYS[day]}>
              <TableCell component="th" scope="row">
                {WEEKDAYS[day]}
              </TableCell>
              {hours.map((orders, hour) => (
                <TableCell key={hour} align="right" sx={orders ? { fontWeight: 600 } : { color: 'text.secondary' }}>
                  {orders}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}
