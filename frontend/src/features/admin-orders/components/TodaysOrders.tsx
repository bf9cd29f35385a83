import { Fragment, memo, startTransition, useEffect, useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { transitionProblem } from '@walkden/contract/order-status';
import { useAppDispatch } from '../../../shared/hooks';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import {
  type AdminOrder,
  type StaffStatus,
  STAFF_STATUSES,
  useChangeOrderStatusMutation,
  useGetDayOrdersQuery,
  useSetOrderPaidMutation,
} from '../../../shared/orders/admin-orders-api';
import { type LaterDay, laterDays } from '../../../shared/orders/later-days';
import { formatDay, formatTime, itemCount, londonToday, paymentMethodLabel, slotLabel, statusLabel, typeLabel } from '../../../shared/orders/order-format';

/** SPEC section 9: the list refreshes every 30 s, with a countdown that restarts on each fetch. */
export const DAY_LIST_REFRESH_MS = 30_000;


function errorMessage(error: unknown): string | undefined {
  return (error as { data?: { error?: { message?: string } } } | undefined)?.data?.error?.message;
}

const stop = (event: MouseEvent) => event.stopPropagation();

function useCountdown(lastFetch: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!lastFetch) return Math.round(DAY_LIST_REFRESH_MS / 1000);
  return Math.max(0, Math.ceil((lastFetch + DAY_LIST_REFRESH_MS - now) / 1000));
}

/**
 * 'Last refreshed at … • Next refresh in Ns', ticking every second in a component of its own: the
 * tick renders this line, not the day's tables (300 rows on a busy night, issue 30).
 */
function RefreshStatus({ fulfilledTimeStamp }: { fulfilledTimeStamp: number | undefined }) {
  const countdown = useCountdown(fulfilledTimeStamp);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {fulfilledTimeStamp ? `Last refreshed at ${new Date(fulfilledTimeStamp).toLocaleTimeString('en-GB')} • Next refresh in ${countdown}s` : 'Loading orders...'}
    </Typography>
  );
}

interface OrderRowProps {
  order: AdminOrder;
  completed?: boolean;
  onOpen: (order: AdminOrder) => void;
}

/** Memoised: a refetch gives unchanged orders the same objects, and only the rows that changed render again. */
const OrderRow = memo(function OrderRow({ order, completed, onOpen }: OrderRowProps) {
  const dispatch = useAppDispatch();
  const [changeStatus, { isLoading: changingStatus }] = useChangeOrderStatusMutation();
  const [setPaid, { isLoading: settingPaid }] = useSetOrderPaidMutation();

  const onStatus = async (status: StaffStatus) => {
    if (status === order.status) return;
    const result = await changeStatus({ id: order.id, status });
    if ('error' in result) dispatch(notify({ title: 'Error', message: errorMessage(result.error) ?? 'Failed to update order status', severity: 'error' }));
  };

  const onPaid = async (isPaid: boolean) => {
    const result = await setPaid({ id: order.id, isPaid });
    if ('error' in result) dispatch(notify({ title: 'Error', message: 'Could not update payment status.', severity: 'error' }));
    else dispatch(notify({ title: 'Payment Status Updated', message: isPaid ? 'Order marked as paid.' : 'Order marked as unpaid.', severity: 'success' }));
  };

  // Unpaid, or paid but owing what a change added (issue 27): the server refuses completing it, and the menu says why.
  const completeProblem = order.status === 'completed' ? null : transitionProblem({ ...order, balanceDue: order.balanceDuePence }, 'completed');
  const toCollect = order.isPaid && order.balanceDuePence > 0;

  return (
    // Completed orders sit in their own table under its heading, never faded: faded text failed WCAG's 4.5:1 contrast.
    <TableRow hover onClick={() => onOpen(order)} sx={{ cursor: 'pointer' }} data-order-number={order.orderNumber}>
      <TableCell sx={{ fontWeight: 700 }} onClick={stop}>
        {/* The row opens on a click; the number is its way in by the keyboard (Tab, Enter). */}
        <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onOpen(order)} aria-label={`View order ${order.orderNumber}`} sx={{ font: 'inherit', fontWeight: 700, whiteSpace: 'nowrap', textAlign: 'left' }}>
          {order.orderNumber}
        </Link>
        {/* In the first column: the one a phone shows without scrolling the table sideways. */}
        {toCollect && <Chip color="warning" label={`${formatPence(order.balanceDuePence)} to collect`} sx={{ display: 'flex', width: 'fit-content', fontWeight: 800, mt: 0.5 }} />}
      </TableCell>
      <TableCell>{formatTime(order.createdAt)}</TableCell>
      <TableCell>
        <Typography variant="body2">{order.customer.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {order.customer.phone}
        </Typography>
      </TableCell>
      <TableCell>{itemCount(order)}</TableCell>
      <TableCell>
        <Chip size="small" label={typeLabel(order)} color={order.deliveryType === 'delivery' ? 'secondary' : 'default'} />
        {/* Issue 29: the driver (their tip in the tips ledger), or a nudge to set one. */}
        {order.deliveryType === 'delivery' && (
          <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: order.driver ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}>
            {order.driver ? `Driver: ${order.driver.name}` : 'No driver yet'}
          </Typography>
        )}
      </TableCell>
      <TableCell>{slotLabel(order)}</TableCell>
      <TableCell onClick={stop}>
        <Select
          size="small"
          value={order.status === 'abandoned' ? '' : order.status}
          disabled={changingStatus}
          onChange={(event) => void onStatus(event.target.value as StaffStatus)}
          inputProps={{ 'aria-label': `Status of order ${order.orderNumber}` }}
          sx={{ minWidth: 130 }}
        >
          {STAFF_STATUSES.map((status) => (
            <MenuItem key={status} value={status} disabled={status === 'completed' && completeProblem !== null} title={status === 'completed' ? (completeProblem ?? undefined) : undefined}>
              {statusLabel(status)}
            </MenuItem>
          ))}
        </Select>
      </TableCell>
      <TableCell onClick={stop}>
        <Typography variant="body2" sx={{ color: order.isPaid ? 'success.main' : 'warning.main', fontWeight: 700 }}>
          {order.isPaid ? 'Paid' : 'Unpaid'}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {paymentMethodLabel(order)}
        </Typography>
        {order.paymentMethod !== 'online' && !completed && (
          <FormControlLabel
            control={<Switch size="small" checked={order.isPaid} disabled={settingPaid} onChange={(event) => void onPaid(event.target.checked)} />}
            label="Mark Paid"
            slotProps={{ typography: { variant: 'caption' } }}
          />
        )}
      </TableCell>
      <TableCell align="right">{formatPence(order.totalPence)}</TableCell>
    </TableRow>
  );
});

/** Rows a day's table shows as soon as its list arrives (a tablet's screenful and more); the rest follow. */
export const FIRST_ROWS = 15;
/** Rows added each step after the first, one step a task, as a transition that a tap interrupts. */
const ROWS_PER_STEP = 30;

/**
 * How many of `total` rows to render: the first screenful at once, then the rest a step at a time
 * (issue 30: 300 orders rendered in one go kept a tablet busy for seconds before it painted any).
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + ROWS_PER_STEP)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

function OrdersTable({ title, orders, completed, onOpen }: { title: string; orders: AdminOrder[]; completed?: boolean; onOpen: (order: AdminOrder) => void }) {
  const shown = useRowsShown(orders.length);
  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {['Order #', 'Placed At', 'Customer', 'Items', 'Type', 'Slot', 'Status', 'Payment'].map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.slice(0, shown).map((order) => (
              <OrderRow key={order.id} order={order} completed={completed} onOpen={onOpen} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/**
 * Issue 28, order ahead: the later days that have open orders ('Tomorrow: 3 orders · Sat 5 Dec: 1
 * order'), each a way to that day's list.
 */
function LaterDays({ days, onPick }: { days: LaterDay[]; onPick: (date: string) => void }) {
  if (days.length === 0) return null;
  return (
    <Stack component="nav" aria-label="Orders for later days" direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        Later:
      </Typography>
      {days.map((day, index) => (
        <Fragment key={day.date}>
          {index > 0 && (
            <Typography variant="body2" color="text.secondary" aria-hidden>
              ·
            </Typography>
          )}
          <Link component="button" type="button" variant="body2" underline="always" onClick={() => onPick(day.date)} sx={{ fontWeight: 700 }}>
            {day.label}
          </Link>
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * The 'Today's Orders' subtab: the active orders for a day (issue 28: the day they are for, whenever
 * placed) and, below, its completed ones; above, how many later days have, to go to them.
 */
/** `onOpen` should be stable (a useCallback): the rows are memoised. */
export function TodaysOrders({ onOpen }: { onOpen: (order: AdminOrder) => void }) {
  const dispatch = useAppDispatch();
  const today = londonToday();
  const [date, setDate] = useState(today);
  const { data, isError, isFetching, fulfilledTimeStamp, refetch } = useGetDayOrdersQuery(date, { pollingInterval: DAY_LIST_REFRESH_MS, skipPollingIfUnfocused: false });

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to fetch orders', severity: 'error' }));
  }, [isError, dispatch]);

  const empty = data && data.active.length === 0 && data.completed.length === 0;
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            type="date"
            size="small"
            label="Date"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {date !== today && (
            <Button variant="outlined" onClick={() => setDate(today)}>
              Back to today
            </Button>
          )}
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </Button>
          <RefreshStatus fulfilledTimeStamp={fulfilledTimeStamp} />
        </Stack>
        <LaterDays days={laterDays(data, today)} onPick={setDate} />
      </Stack>
      {empty && <Alert severity="info">{`No orders found for ${formatDay(date)}`}</Alert>}
      {data && data.active.length > 0 && <OrdersTable title="Active Orders" orders={data.active} onOpen={onOpen} />}
      {data && data.completed.length > 0 && <OrdersTable title="Completed Orders" orders={data.completed} completed onOpen={onOpen} />}
    </Stack>
  );
}
