import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { apiErrorMessage } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoading } from '../../../components/PageLoading';
import { useAppDispatch } from '../../../shared/hooks';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import { type TipsDriverLine, type TipsMonth, useExportTipsMonthMutation, useGetTipsLedgerQuery, useRecordTipPayoutMutation } from '../admin-tips-api';
import { dayLabel, monthLabel, monthState, saveTextFile } from '../tips-format';
import { TipsTable } from './TipsTable';

const STATE_CHIP = {
  paid: { label: 'Paid', color: 'success' },
  owed: { label: 'To pay', color: 'warning' },
  overdue: { label: 'Overdue', color: 'error' },
} as const;

/** A payout waiting for the administrator's yes. */
interface Paying {
  month: TipsMonth;
  driver: TipsDriverLine;
}

/** One month: its state, due date, what nobody was assigned, the drivers' lines and the payroll CSV. */
function MonthSection({ month, onPay }: { month: TipsMonth; onPay: (paying: Paying) => void }) {
  const dispatch = useAppDispatch();
  const [exportMonth, { isLoading: exporting }] = useExportTipsMonthMutation();
  const state = monthState(month);
  const name = monthLabel(month.month);
  const headingId = `tips-${month.month}`;

  const download = async () => {
    try {
      saveTextFile(await exportMonth(month.month).unwrap(), `tips-${month.month}.csv`, 'text/csv;charset=utf-8');
    } catch (error) {
      dispatch(notify({ title: `The CSV for ${name} was not downloaded`, message: apiErrorMessage(error) ?? 'Please try again.', severity: 'error' }));
    }
  };

  if (state === 'no-tips') {
    return (
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ px: 2, py: 1.5 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h3">
            {name}
          </Typography>
          <Typography color="text.secondary">No delivery tips.</Typography>
        </Stack>
      </Paper>
    );
  }

  const chip = STATE_CHIP[state];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, mb: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mr: { sm: 'auto' } }}>
          <Typography id={headingId} variant="h6" component="h3">
            {name}
          </Typography>
          <Chip label={chip.label} color={chip.color} size="small" sx={{ fontWeight: 700 }} />
          <Typography variant="body2" color="text.secondary">
            Due by {dayLabel(month.dueDate)}
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={exporting}
          aria-label={`Download CSV for ${name}`}
          sx={{ minHeight: 44, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Download CSV
        </Button>
      </Stack>
      <Stack spacing={1.5}>
        {state === 'overdue' && (
          <Alert severity="error" variant="outlined">
            Overdue: {formatPence(month.totals.outstandingPence)} should have reached the drivers by {dayLabel(month.dueDate)}.
          </Alert>
        )}
        {month.unassigned.orders > 0 && (
          <Alert severity="warning" variant="outlined">
            {formatPence(month.unassigned.tipsPence)} in tips on {month.unassigned.orders} deliver{month.unassigned.orders === 1 ? 'y has' : 'ies have'} no driver. Set the
            driver on each order (Orders, order details) so the tips reach who delivered them.
          </Alert>
        )}
        <TipsTable month={month} onPay={(driver) => onPay({ month, driver })} />
      </Stack>
    </Paper>
  );
}

/**
 * The Tips tab (issue 29, administrators): the tips ledger of a year, month by month, newest first.
 * The Employment (Allocation of Tips) Act 2023 asks that every tip reach the driver, in full, by the
 * end of the month after it; Mark paid records a driver's payment (after a confirmation), and each
 * month downloads as CSV for payroll (which may ask for the second factor first).
 */
export function TipsTab() {
  const dispatch = useAppDispatch();
  const [year, setYear] = useState<number | undefined>(undefined);
  const { data: ledger, isLoading, isError, isFetching } = useGetTipsLedgerQuery(year);
  const [recordPayout, { isLoading: paying }] = useRecordTipPayoutMutation();
  const [confirming, setConfirming] = useState<Paying | null>(null);

  const pay = async ({ month, driver }: Paying) => {
    try {
      const payout = await recordPayout({ month: month.month, driverKey: driver.driverKey }).unwrap();
      dispatch(notify({ title: `${formatPence(payout.amountPence)} paid to ${payout.driverName}`, message: `Tips for ${monthLabel(payout.month)}.`, severity: 'success' }));
    } catch (error) {
      dispatch(notify({ title: 'Not marked paid', message: apiErrorMessage(error) ?? 'Please try again.', severity: 'error' }));
    }
    setConfirming(null);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2">
          Tips
        </Typography>
        {ledger && (
          <TextField
            select
            size="small"
            label="Year"
            value={ledger.year}
            onChange={(event) => setYear(Number(event.target.value))}
            disabled={isFetching}
            sx={{ minWidth: 120, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {(ledger.years.includes(ledger.year) ? ledger.years : [ledger.year, ...ledger.years]).map((option) => (
              <MenuItem key={option} value={option} sx={{ minHeight: 44 }}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Typography color="text.secondary">
        Delivery tips belong to the driver who took the order, in full, by the end of the following month. Records are kept for 3 years.
      </Typography>
      {isLoading && <PageLoading label="Loading the tips..." />}
      {isError && <Alert severity="error">The tips could not be loaded. Please try again.</Alert>}
      {ledger && ledger.months.length === 0 && <Alert severity="info">{`${ledger.year} has not begun yet.`}</Alert>}
      {ledger?.months.map((month) => <MonthSection key={month.month} month={month} onPay={setConfirming} />)}
      {confirming && (
        <ConfirmDialog
          title="Mark tips paid?"
          message={`Record that ${confirming.driver.driverName} has been paid ${formatPence(confirming.driver.outstandingPence)} in tips for ${monthLabel(confirming.month.month)}. Pay them first: this only records it.`}
          confirmLabel={`Mark ${formatPence(confirming.driver.outstandingPence)} paid`}
          confirmColor="primary"
          busy={paying}
          onConfirm={() => void pay(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
