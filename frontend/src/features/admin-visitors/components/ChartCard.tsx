import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export interface ChartColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, as figures are. */
  numeric?: boolean;
}

interface ChartCardProps<Row> {
  title: string;
  /** One sentence under the title: what is counted. */
  description?: string;
  chart: ReactNode;
  columns: readonly ChartColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last row under the others (a total), set apart: one cell per column. */
  footer?: readonly ReactNode[];
  /** Shown instead of chart and table when there are no rows. */
  empty: string;
  /** Under the chart or table. */
  note?: ReactNode;
}

/**
 * A chart with its numbers: a "Chart / Table" switch shows the same figures as a table (for a
 * screen reader, for copying, for reading exact values). The chart itself is one image to
 * assistive technology; the table is the accessible view.
 */
export function ChartCard<Row>({ title, description, chart, columns, rows, rowKey, footer, empty, note }: ChartCardProps<Row>) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ minWidth: 0 }}>
            {title}
          </Typography>
          {rows.length > 0 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_event, next: 'chart' | 'table' | null) => {
                if (next) setView(next);
              }}
              aria-label={`${title}: show as`}
              sx={{ flexShrink: 0 }}
            >
              <ToggleButton value="chart">Chart</ToggleButton>
              <ToggleButton value="table">Table</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {description}
          </Typography>
        )}
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {empty}
          </Typography>
        ) : view === 'chart' ? (
          <Box role="img" aria-label={`${title}: chart (the Table view lists the same numbers)`}>
            {chart}
          </Box>
        ) : (
          // Scrolls within the card past a dozen rows; focusable so that a keyboard can scroll it.
          <TableContainer tabIndex={0} role="region" aria-label={`${title}: table`} sx={{ maxHeight: 440 }}>
            <Table size="small" stickyHeader aria-label={title} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column, index) => (
                      <TableCell
                        key={column.header}
                        {...(index === 0 ? { component: 'th', scope: 'row' } : {})}
                        align={column.numeric ? 'right' : 'left'}
                        // Long paths and hosts wrap between words first, and mid-word only when a word is wider than the column.
                        sx={{ overflowWrap: 'break-word' }}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {footer && (
                  <TableRow sx={{ '& td, & th': { fontWeight: 700, borderTop: 2, borderColor: 'divider' } }}>
                    {columns.map((column, index) => (
                      <TableCell key={column.header} {...(index === 0 ? { component: 'th', scope: 'row' } : {})} align={column.numeric ? 'right' : 'left'}>
                        {footer[index]}
                      </TableCell>
                    ))}
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {note && rows.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
