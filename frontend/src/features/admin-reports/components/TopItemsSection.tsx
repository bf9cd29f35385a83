import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatPence } from '../../../shared/money';
import type { ReportItem } from '../admin-reports-api';
import { ReportSection } from './ReportSection';
import { ScrollArea } from './ScrollArea';

type Ranking = 'quantity' | 'takings';

interface TopItemsSectionProps {
  title: string;
  /** 'items' lists items; 'choices' an item with the option chosen. */
  kind: 'items' | 'choices';
  byQuantity: readonly ReportItem[];
  byTakings: readonly ReportItem[];
  downloading: boolean;
  onDownload: () => void;
}

const nameOf = (item: ReportItem) => (item.choice ? `${item.itemName} (${item.choice})` : item.itemName);

/** The best sellers, ranked by units sold or by takings: a bar chart, or the table. */
export function TopItemsSection({ title, kind, byQuantity, byTakings, downloading, onDownload }: TopItemsSectionProps) {
  const [ranking, setRanking] = useState<Ranking>('quantity');
  const items = ranking === 'quantity' ? byQuantity : byTakings;
  const noun = kind === 'items' ? 'items' : 'choices';
  return (
    <ReportSection
      title={title}
      description={`The ${noun} sold most, at the prices ordered (the CSV ranks them by quantity).`}
      downloading={downloading}
      onDownload={onDownload}
      controls={
        <ToggleButtonGroup size="small" exclusive value={ranking} onChange={(_event, next: Ranking | null) => next && setRanking(next)} aria-label={`Rank ${title} by`}>
          <ToggleButton value="quantity">By quantity</ToggleButton>
          <ToggleButton value="takings">By takings</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {(view) =>
        items.length === 0 ? (
          <Typography color="text.secondary">No {noun} in this period.</Typography>
        ) : view === 'chart' ? (
          <TopItemsChart title={title} items={items} ranking={ranking} />
        ) : (
          <TopItemsTable title={title} kind={kind} items={items} />
        )
      }
    </ReportSection>
  );
}

function TopItemsChart({ title, items, ranking }: { title: string; items: readonly ReportItem[]; ranking: Ranking }) {
  const theme = useTheme();
  const names = items.map(nameOf);
  const byQuantity = ranking === 'quantity';
  return (
    <ScrollArea label={`${title}, chart`} minWidth={320}>
      <Box role="img" aria-label={`Bar chart of the ${names.length} ${title.toLowerCase()} by ${byQuantity ? 'quantity' : 'takings'}; the table view lists the numbers.`}>
        <BarChart
          layout="horizontal"
          height={36 * items.length + 64}
          skipAnimation
          hideLegend
          yAxis={[{ scaleType: 'band', data: names, width: 150 }]}
          xAxis={[byQuantity ? { tickMinStep: 1 } : { valueFormatter: (pence: number) => formatPence(pence).replace(/\.00$/, '') }]}
          series={[
            byQuantity
              ? { label: 'Quantity', data: items.map((item) => item.quantity), color: theme.palette.info.main }
              : { label: 'Takings', data: items.map((item) => item.takingsPence), color: theme.palette.primary.main, valueFormatter: (pence) => formatPence(pence ?? 0) },
          ]}
        />
      </Box>
    </ScrollArea>
  );
}

function TopItemsTable({ title, kind, items }: { title: string; kind: 'items' | 'choices'; items: readonly ReportItem[] }) {
  return (
    <ScrollArea label={`${title}, table`} minWidth={320}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Item</TableCell>
            {kind === 'choices' && <TableCell>Choice</TableCell>}
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Takings</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={`${item.itemName}|${item.choice ?? ''}`}>
              <TableCell>{index + 1}</TableCell>
              <TableCell component="th" scope="row">
                {item.itemName}
              </TableCell>
              {kind === 'choices' && <TableCell>{item.choice}</TableCell>}
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatPence(item.takingsPence)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}
