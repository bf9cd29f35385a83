import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatPence } from '../../../shared/money';
import type { TipsDriverLine, TipsMonth } from '../admin-tips-api';
import { monthLabel } from '../tips-format';

const MONEY = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
const TOTAL = { fontWeight: 700, borderBottom: 0 } as const;
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** What is outstanding, in words when more was paid than is owed (an order moved to another driver after paying). */
function Outstanding({ pence }: { pence: number }) {
  if (pence >= 0) return <>{formatPence(pence)}</>;
  return (
    <>
      {formatPence(0)}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatPence(-pence)} overpaid
      </Typography>
    </>
  );
}

interface TipsLinesProps {
  month: TipsMonth;
  onPay: (driver: TipsDriverLine) => void;
}

/** A month's lines: a table, or on a phone a list with a line per driver (six columns do not fit its width). */
export function TipsTable(props: TipsLinesProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone ? <TipsList {...props} /> : <TipsLinesTable {...props} />;
}

function MarkPaid({ driver, month, onPay }: { driver: TipsDriverLine; month: string; onPay: (driver: TipsDriverLine) => void }) {
  return (
    <Button variant="contained" size="small" onClick={() => onPay(driver)} aria-label={`Mark paid: ${driver.driverName}, ${monthLabel(month)}`} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
      Mark paid
    </Button>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The phone's list: each driver (with Mark paid while they are owed), the tips nobody was assigned, and the totals. */
function TipsList({ month, onPay }: TipsLinesProps) {
  const lines = [
    ...month.drivers.map((driver) => ({ key: driver.driverKey, name: driver.driverName, orders: driver.orders, tipsPence: driver.tipsPence, paidPence: driver.paidPence as number | null, outstandingPence: driver.outstandingPence, driver })),
    ...(month.unassigned.orders > 0 ? [{ key: 'unassigned', name: 'Unassigned', orders: month.unassigned.orders, tipsPence: month.unassigned.tipsPence, paidPence: null, outstandingPence: month.unassigned.tipsPence, driver: null }] : []),
  ];
  return (
    <Box component="ul" aria-label={`Tips for ${monthLabel(month.month)}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={line.key} data-driver={line.name} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 700, fontStyle: line.driver ? 'normal' : 'italic', overflowWrap: 'anywhere' }}>{line.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {plural(line.orders, 'order')} · Tips {formatPence(line.tipsPence)}
            {line.paidPence !== null && ` · Paid ${formatPence(line.paidPence)}`}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5, minHeight: 44 }}>
            <Typography variant="body2">
              Outstanding{' '}
              <Box component="strong" sx={{ fontWeight: line.outstandingPence > 0 ? 700 : 400 }}>
                <Outstanding pence={line.outstandingPence} />
              </Box>
            </Typography>
            {line.driver && line.outstandingPence > 0 && <MarkPaid driver={line.driver} month={month.month} onPay={onPay} />}
          </Stack>
        </Box>
      ))}
      <Box component="li" sx={{ pt: 1.25 }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography variant="body2">
          {plural(month.totals.orders, 'order')} · Tips {formatPence(month.totals.tipsPence)} · Paid {formatPence(month.totals.paidPence)} · Outstanding{' '}
          <strong>{formatPence(month.totals.outstandingPence)}</strong>
        </Typography>
      </Box>
    </Box>
  );
}

/** A month's lines as a table: each driver (with Mark paid while they are owed), the tips nobody was assigned, and the totals. */
function TipsLinesTable({ month, onPay }: TipsLinesProps) {
  const name = monthLabel(month.month);
  return (
    <TableContainer>
      <Table size="small" aria-label={`Tips for ${name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Driver</TableCell>
            <TableCell align="right">Orders</TableCell>
            <TableCell align="right">Tips</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Outstanding</TableCell>
            <TableCell>
              <Typography component="span" sx={VISUALLY_HIDDEN}>
                Action
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {month.drivers.map((driver) => (
            <TableRow key={driver.driverKey} data-driver={driver.driverName}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {driver.driverName}
              </TableCell>
              <TableCell align="right">{driver.orders}</TableCell>
              <TableCell {...MONEY}>{formatPence(driver.tipsPence)}</TableCell>
              <TableCell {...MONEY}>{formatPence(driver.paidPence)}</TableCell>
              <TableCell {...MONEY} sx={{ ...MONEY.sx, fontWeight: driver.outstandingPence > 0 ? 700 : 400 }}>
                <Outstanding pence={driver.outstandingPence} />
              </TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                {driver.outstandingPence > 0 && <MarkPaid driver={driver} month={month.month} onPay={onPay} />}
              </TableCell>
            </TableRow>
          ))}
          {month.unassigned.orders > 0 && (
            <TableRow data-driver="Unassigned">
              <TableCell component="th" scope="row" sx={{ fontStyle: 'italic' }}>
                Unassigned
              </TableCell>
              <TableCell align="right">{month.unassigned.orders}</TableCell>
              <TableCell {...MONEY}>{formatPence(month.unassigned.tipsPence)}</TableCell>
              <TableCell {...MONEY}>—</TableCell>
              <TableCell {...MONEY}>{formatPence(month.unassigned.tipsPence)}</TableCell>
              <TableCell />
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row" sx={TOTAL}>
              Total
            </TableCell>
            <TableCell align="right" sx={TOTAL}>
              {month.totals.orders}
            </TableCell>
            <TableCell {...MONEY} sx={{ ...MONEY.sx, ...TOTAL }}>
              {formatPence(month.totals.tipsPence)}
            </TableCell>
            <TableCell {...MONEY} sx={{ ...MONEY.sx, ...TOTAL }}>
              {formatPence(month.totals.paidPence)}
            </TableCell>
            <TableCell {...MONEY} sx={{ ...MONEY.sx, ...TOTAL }}>
              {formatPence(month.totals.outstandingPence)}
            </TableCell>
            <TableCell sx={TOTAL} />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
