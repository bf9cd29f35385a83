import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPence } from '../../../shared/money';
import type { TipsDriverLine, TipsMonth } from '../admin-tips-api';
import { monthLabel } from '../tips-format';

const MONEY = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
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

/** A month's lines: each driver (with Mark paid while they are owed), the tips nobody was assigned, and the totals. */
export function TipsTable({ month, onPay }: { month: TipsMonth; onPay: (driver: TipsDriverLine) => void }) {
  const name = monthLabel(month.month);
  return (
    <TableContainer>
      <Table size="small" aria-label={`Tips for ${name}`} sx={{ minWidth: 520 }}>
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
                {driver.outstandingPence > 0 && (
                  <Button variant="contained" size="small" onClick={() => onPay(driver)} aria-label={`Mark paid: ${driver.driverName}, ${name}`} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
                    Mark paid
                  </Button>
                )}
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
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& > *': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            <TableCell align="right">{month.totals.orders}</TableCell>
            <TableCell {...MONEY}>{formatPence(month.totals.tipsPence)}</TableCell>
            <TableCell {...MONEY}>{formatPence(month.totals.paidPence)}</TableCell>
            <TableCell {...MONEY}>{formatPence(month.totals.outstandingPence)}</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
