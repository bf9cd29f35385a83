import { Fragment, memo, useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, lighten, styled } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import { transitionProblem } from '@walkden/contract/order-status';
import { useNow } from '../../../shared/clock/use-now';
import { useAppDispatch } from '../../../shared/hooks';
import { useCountShown } from '../../../shared/lazy/use-count-shown';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import {
  type AdminOrder,
  type DayOrders,
  type StaffStatus,
  STAFF_STATUSES,
  useChangeOrderStatusMutation,
  useGetDayOrdersQuery,
  useSetOrderPaidMutation,
} from '../../../shared/orders/admin-orders-api';
import { type LaterDay, laterDays } from '../../../shared/orders/later-days';
import { formatDay, formatTime, formatTimeWithSeconds, itemCount, londonToday, paymentMethodLabel, slotLabel, statusLabel, typeLabel } from '../../../shared/orders/order-format';

/** SPEC section 9: the list refreshes every 30 s, with a countdown that restarts on each fetch. */
export const DAY_LIST_REFRESH_MS = 30_000;


function errorMessage(error: unknown): string | undefined {
  return (error as { data?: { error?: { message?: string } } } | undefined)?.data?.error?.message;
}

const stop = (event: MouseEvent) => event.stopPropagation();

function useCountdown(lastFetch: number | undefined): number {
  const now = useNow(1000).getTime();
  if (!lastFetch) return Math.round(DAY_LIST_REFRESH_MS / 1000);
  return Math.min(Math.round(DAY_LIST_REFRESH_MS / 1000), Math.max(0, Math.ceil((lastFetch + DAY_LIST_REFRESH_MS - now) / 1000)));
}

/**
 * 'Last refreshed at … • Next refresh in Ns', ticking every second in a component of its own: the
 * tick renders this line, not the day's tables (300 rows on a busy night, issue 30).
 */
function RefreshStatus({ fulfilledTimeStamp }: { fulfilledTimeStamp: number | undefined }) {
  const countdown = useCountdown(fulfilledTimeStamp);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {fulfilledTimeStamp ? `Last refreshed at ${formatTimeWithSeconds(fulfilledTimeStamp)} • Next refresh in ${countdown}s` : 'Loading orders...'}
    </Typography>
  );
}

/** MUI's ArrowDropDown as a background image, for the native select. */
const selectArrow = (colour: string) => `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='${encodeURIComponent(colour)}' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E")`;

/**
 * A day's table and everything in its rows, in one style sheet (issue 30): the rows are plain table
 * elements with these class names, a native select and checkbox. MUI's TableCell, Select, Switch and
 * Chip in every row cost 300 rows 0.85 s of Emotion serialising their styles and 2.2 s of the
 * browser's style and layout. It looks as those did, from the theme's colours and type.
 */
const OrdersGrid = styled('table')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    width: '100%',
    borderCollapse: 'collapse',
    '& th, & td': {
      ...typography.body2,
      padding: '6px 16px',
      textAlign: 'left',
      verticalAlign: 'middle',
      color: palette.text.primary,
      borderBottom: `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`,
    },
    '& th': { lineHeight: typography.pxToRem(24), fontWeight: typography.fontWeightMedium },
    '& .total': { textAlign: 'right' },
    '& tbody tr': { cursor: 'pointer' },
    '& tbody tr:hover': { backgroundColor: palette.action.hover },
    '& .number': { fontWeight: 700 },
    '& .open': { font: 'inherit', fontWeight: 700, color: 'inherit', whiteSpace: 'nowrap', textAlign: 'left', background: 'none', border: 0, padding: 0, cursor: 'pointer', '&:hover': { textDecoration: 'underline' } },
    '& .note': { ...typography.caption, display: 'block', color: palette.text.secondary },
    '& .chip': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontSize: typography.pxToRem(13),
      fontWeight: 700,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
    },
    '& .chip.delivery': { color: palette.secondary.contrastText, backgroundColor: palette.secondary.main },
    '& .to-collect': { display: 'flex', alignItems: 'center', width: 'fit-content', height: 32, padding: '0 12px', borderRadius: 16, marginTop: 4, fontSize: typography.pxToRem(13), fontWeight: 800, whiteSpace: 'nowrap', color: palette.warning.contrastText, backgroundColor: palette.warning.main },
    '& .driver': { ...typography.caption, display: 'block', marginTop: 4, whiteSpace: 'nowrap', color: palette.text.primary },
    '& .driver.none': { color: palette.text.secondary },
    '& .status': {
      boxSizing: 'border-box',
      minWidth: 130,
      height: 40,
      // As wide as MUI's was: it grew past 130 px with the chosen status, this one with its longest option.
      padding: '0 28px 0 14px',
      fontFamily: 'inherit',
      fontSize: typography.pxToRem(16),
      color: palette.text.primary,
      appearance: 'none',
      background: `${palette.background.paper} ${selectArrow(palette.text.secondary)} no-repeat right 4px center / 24px`,
      border: '1px solid rgba(0, 0, 0, 0.23)',
      borderRadius: theme.shape.borderRadius,
      cursor: 'pointer',
      '&:hover:enabled': { borderColor: palette.text.primary },
      '&:focus': { borderColor: palette.primary.main },
      '&:disabled': { color: palette.text.disabled, cursor: 'default' },
    },
    '& .paid, & .unpaid': { fontWeight: 700 },
    '& .paid': { color: palette.success.main },
    '& .unpaid': { color: palette.warning.main },
    '& .method': { whiteSpace: 'nowrap' },
    // The label is the target, switch and words: 40 px high, as the status select is.
    '& .mark-paid': { ...typography.caption, display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 40, cursor: 'pointer', color: palette.text.primary },
    '& .switch': {
      appearance: 'none',
      position: 'relative',
      flex: 'none',
      width: 34,
      height: 20,
      margin: 0,
      borderRadius: 10,
      // Off, 3.2:1 against the cell (hovered or not), and the thumb 3.2:1 on it (WCAG 1.4.11); MUI's was 2.7:1.
      backgroundColor: alpha(palette.text.primary, 0.5),
      cursor: 'inherit',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&::before': {
        content: '""',
        position: 'absolute',
        top: 2,
        left: 2,
        width: 16,
        height: 16,
        borderRadius: '50%',
        backgroundColor: palette.common.white,
        boxShadow: theme.shadows[1],
        transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
      },
      '&:checked': { backgroundColor: palette.primary.main },
      '&:checked::before': { transform: 'translateX(14px)' },
      '&:disabled': { opacity: 0.5 },
    },
  };
});

/**
 * A closed native select takes a new value at once on an arrow key, Home, End or a letter (Chrome and
 * Firefox on Windows and Linux): each a status change sent to the server, Ready an e-mail to the
 * customer. Those keys, and Enter, open its list instead, as the MUI Select did; the choice is made
 * there, with Enter.
 */
function openListOnKey(event: KeyboardEvent<HTMLSelectElement>) {
  const select = event.currentTarget;
  if (event.altKey || event.ctrlKey || event.metaKey || typeof select.showPicker !== 'function') return;
  const opensList = ['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Enter'].includes(event.key) || (event.key.length === 1 && event.key !== ' ');
  if (!opensList) return;
  event.preventDefault();
  try {
    select.showPicker();
  } catch {
    // Not allowed here (no user activation, or in a cross-origin frame): the key does nothing, as a closed MUI Select did.
  }
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
    <tr onClick={() => onOpen(order)} data-order-number={order.orderNumber}>
      <td className="number" onClick={stop}>
        {/* The row opens on a click; the number is its way in by the keyboard (Tab, Enter). */}
        <button type="button" className="open" onClick={() => onOpen(order)} aria-label={`View order ${order.orderNumber}`}>
          {order.orderNumber}
        </button>
        {/* In the first column: the one a phone shows without scrolling the table sideways. */}
        {toCollect && <span className="to-collect">{`${formatPence(order.balanceDuePence)} to collect`}</span>}
      </td>
      <td>{formatTime(order.createdAt)}</td>
      <td>
        {order.customer.name}
        <span className="note">{order.customer.phone}</span>
      </td>
      <td>{itemCount(order)}</td>
      <td>
        <span className={order.deliveryType === 'delivery' ? 'chip delivery' : 'chip'}>{typeLabel(order)}</span>
        {/* Issue 29: the driver (their tip in the tips ledger), or a nudge to set one. */}
        {order.deliveryType === 'delivery' && <span className={order.driver ? 'driver' : 'driver none'}>{order.driver ? `Driver: ${order.driver.name}` : 'No driver yet'}</span>}
      </td>
      <td>{slotLabel(order)}</td>
      <td onClick={stop}>
        <select
          className="status"
          value={order.status === 'abandoned' ? '' : order.status}
          disabled={changingStatus}
          onChange={(event) => void onStatus(event.target.value as StaffStatus)}
          onKeyDown={openListOnKey}
          aria-label={`Status of order ${order.orderNumber}`}
        >
          {/* An abandoned order has no status staff may give it: the select shows none, as before. */}
          {order.status === 'abandoned' && <option value="" disabled hidden />}
          {STAFF_STATUSES.map((status) => (
            <option key={status} value={status} disabled={status === 'completed' && completeProblem !== null} title={status === 'completed' ? (completeProblem ?? undefined) : undefined}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </td>
      <td onClick={stop}>
        <span className={order.isPaid ? 'paid' : 'unpaid'}>{order.isPaid ? 'Paid' : 'Unpaid'}</span>
        <span className="note method">{paymentMethodLabel(order)}</span>
        {order.paymentMethod !== 'online' && !completed && (
          <label className="mark-paid">
            <input type="checkbox" role="switch" className="switch" checked={order.isPaid} disabled={settingPaid} onChange={(event) => void onPaid(event.target.checked)} />
            Mark Paid
          </label>
        )}
      </td>
      <td className="total">{formatPence(order.totalPence)}</td>
    </tr>
  );
});

/** Rows a day's tables show as soon as its list arrives (a tablet's screenful and more); the rest follow 30 a step. */
export const FIRST_ROWS = 15;
const ROW_STEPS = { first: FIRST_ROWS, step: 30 };

const COLUMNS = ['Order #', 'Placed At', 'Customer', 'Items', 'Type', 'Slot', 'Status', 'Payment'];

function OrdersTable({ title, orders, shown, completed, onOpen }: { title: string; orders: AdminOrder[]; shown: number; completed?: boolean; onOpen: (order: AdminOrder) => void }) {
  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <OrdersGrid aria-label={title}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col" className="total">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.slice(0, shown).map((order) => (
              <OrderRow key={order.id} order={order} completed={completed} onOpen={onOpen} />
            ))}
          </tbody>
        </OrdersGrid>
      </TableContainer>
    </Box>
  );
}

/**
 * The day's active orders and, below, its completed ones, drawn in that order from one count of rows:
 * the first screenful is the top of the active orders, and the completed ones (below the fold on a
 * busy day) follow the last active row instead of doubling the first render (issue 30).
 */
function DayTables({ day, onOpen }: { day: DayOrders; onOpen: (order: AdminOrder) => void }) {
  const shown = useCountShown(day.active.length + day.completed.length, ROW_STEPS);
  const completedShown = shown - day.active.length;
  return (
    <>
      {day.active.length > 0 && <OrdersTable title="Active Orders" orders={day.active} shown={shown} onOpen={onOpen} />}
      {completedShown > 0 && <OrdersTable title="Completed Orders" orders={day.completed} shown={completedShown} completed onOpen={onOpen} />}
    </>
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
  // The restaurant's today, from the server's instant while the browser hydrates its rows (shared/clock).
  const today = londonToday(useNow(60_000));
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
      {data && <DayTables day={data} onOpen={onOpen} />}
    </Stack>
  );
}
