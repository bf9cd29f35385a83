import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { apiErrorMessage } from '../../../api/api-error';
import { useAppDispatch } from '../../../shared/hooks';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import { type AdminOrder, type AdminOrderItem, useRefundOrderMutation } from '../../../shared/orders/admin-orders-api';
import { orderLineLabel, paidPence, refundLabel, refundMethodOf } from '../../../shared/orders/order-format';
import { checkRefund, EMPTY_REFUND_FORM, REFUND_REASON_MAX_LENGTH, type RefundForm, type RefundMode, refundableUnits } from '../refund-form';

/** Finger-sized: the dialog is used on the counter's tablet and on a phone. */
const TARGET = 48;

interface RefundDialogProps {
  order: AdminOrder;
  onClose: () => void;
  /** The server gave the money back; `order` is the order it answered, with the new refund. */
  onRefunded: (order: AdminOrder) => void;
}

/** One line's stepper: 0 up to the units not yet refunded, by the buttons or typed. */
function UnitsStepper({ item, units, most, disabled, onUnits }: { item: AdminOrderItem; units: number; most: number; disabled: boolean; onUnits: (units: number) => void }) {
  const label = orderLineLabel(item);
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton aria-label={`One fewer ${label}`} disabled={disabled || units <= 0} onClick={() => onUnits(units - 1)} sx={{ width: TARGET, height: TARGET }}>
        <RemoveIcon />
      </IconButton>
      <TextField
        size="small"
        value={typing ?? String(units)}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value.replace(/\D/g, '').slice(0, 3);
          setTyping(text);
          if (text !== '') onUnits(Math.min(most, Number(text)));
        }}
        onBlur={() => setTyping(null)}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { 'aria-label': `Units of ${label} to refund`, inputMode: 'numeric', pattern: '[0-9]*', sx: { textAlign: 'center', width: '3ch', py: 1.25 } } }}
      />
      <IconButton aria-label={`One more ${label}`} disabled={disabled || units >= most} onClick={() => onUnits(units + 1)} sx={{ width: TARGET, height: TARGET }}>
        <AddIcon />
      </IconButton>
    </Stack>
  );
}

/**
 * Issue 27: an administrator gives money back on a paid order: everything left, chosen units of its
 * lines, or an amount, with a reason (it is in the customer's e-mail). An order paid online is
 * refunded to the card through Stripe; anything else is handed back in cash at the counter. One
 * Idempotency-Key per attempt: a double tap or the step-up's retry never refunds twice. A refusal is
 * shown here, with the inputs kept.
 */
export function RefundDialog({ order, onClose, onRefunded }: RefundDialogProps) {
  const dispatch = useAppDispatch();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [refundOrder, { isLoading: sending }] = useRefundOrderMutation();
  const [form, setForm] = useState<RefundForm>(EMPTY_REFUND_FORM);
  const [touched, setTouched] = useState<{ amount?: boolean; reason?: boolean }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // One per attempt: replaced once the server answered, kept when no answer came (it may have gone through).
  const attemptKey = useRef<string | null>(null);

  const left = refundableUnits(order);
  const checked = checkRefund(order, form);
  const method = refundMethodOf(order);
  const change = (next: Partial<RefundForm>) => setForm((current) => ({ ...current, ...next }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok || sending) return;
    setRefusal(null);
    attemptKey.current ??= crypto.randomUUID();
    try {
      const answer = await refundOrder({ id: order.id, body: checked.body, idempotencyKey: attemptKey.current }).unwrap();
      dispatch(notify({ title: 'Refund made', message: `${refundLabel({ amountPence: checked.amountPence, method })}.`, severity: 'success', overDialog: true }));
      onRefunded(answer);
    } catch (error) {
      // An answer (even Stripe's refusal, recorded as a failed refund under this key) means the next
      // try is a new attempt; without one (no connection) it may have gone through, so the key stays.
      if (typeof (error as { status?: unknown } | null)?.status === 'number') attemptKey.current = null;
      setRefusal(apiErrorMessage(error) ?? 'The refund could not be made. Check the connection and try again.');
    }
  };

  const errors = checked.ok ? {} : checked.errors;
  // What would go back, once the amount or the lines make sense (the reason may still be missing).
  const amount = !errors.amount && !errors.lines && checked.amountPence ? formatPence(checked.amountPence) : null;
  const summary = amount && (method === 'stripe' ? `Refund ${amount} to the card` : `Give ${amount} back in cash`);
  // A typo waits for the field to be left; more than is left is said at once.
  const amountError = touched.amount || (checked.amountPence ?? 0) > order.refundablePence ? errors.amount : undefined;
  const reasonError = touched.reason ? errors.reason : undefined;
  // Nothing chosen yet is not a mistake: it says what to do; more than is left is.
  const linesTooMuch = checked.amountPence !== 0 ? errors.lines : undefined;

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="refund-title" disableRestoreFocus>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="refund-title">Refund order {order.orderNumber}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Typography variant="body2" color="text.secondary">
              {`Paid ${formatPence(paidPence(order))}${order.refundedPence > 0 ? `, ${formatPence(order.refundedPence)} refunded so far` : ''}. `}
              {method === 'stripe' ? 'Paid online: the money goes back to the card.' : 'Not paid online: hand the money back in cash at the counter.'}
            </Typography>

            <FormControl component="fieldset" disabled={sending}>
              <FormLabel component="legend" sx={{ typography: 'subtitle1', fontWeight: 700, color: 'text.primary', mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}>
                What to refund
              </FormLabel>
              <RadioGroup value={form.mode} onChange={(event) => change({ mode: event.target.value as RefundMode })}>
                {(
                  [
                    ['all', `Everything left (${formatPence(order.refundablePence)})`],
                    ['lines', 'Chosen lines'],
                    ['amount', 'An amount'],
                  ] as const
                ).map(([value, label]) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={label} sx={{ minHeight: TARGET }} />
                ))}
              </RadioGroup>
            </FormControl>

            {form.mode === 'lines' && (
              <Box>
                <Stack component="ul" aria-label="Lines to refund" sx={{ listStyle: 'none', m: 0, p: 0 }} divider={<Box component="li" role="separator" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}>
                  {order.items.map((item) => {
                    const units = form.units[item.id] ?? 0;
                    const most = left[item.id] ?? 0;
                    return (
                      <Box
                        component="li"
                        key={item.id}
                        sx={{
                          py: 1,
                          display: 'grid',
                          gridTemplateColumns: 'minmax(0, 1fr) auto',
                          // On a phone the name takes the whole width; the stepper sits beside the price.
                          gridTemplateAreas: { xs: '"name name" "price stepper"', sm: '"name stepper" "price stepper"' },
                          alignItems: 'center',
                          columnGap: 1,
                        }}
                      >
                        <Typography sx={{ gridArea: 'name', fontWeight: 700 }}>{orderLineLabel(item)}</Typography>
                        <Box sx={{ gridArea: 'price', minWidth: 0, alignSelf: { sm: 'start' } }}>
                          <Typography variant="body2" color="text.secondary">
                            {most === 0
                              ? `All ${item.quantity} refunded`
                              : `${formatPence(item.unitPricePence)} each · ${most} of ${item.quantity} can be refunded${units > 0 ? ` · ${formatPence(item.unitPricePence * units)}` : ''}`}
                          </Typography>
                        </Box>
                        <Box sx={{ gridArea: 'stepper' }}>
                          <UnitsStepper item={item} units={units} most={most} disabled={sending || most === 0} onUnits={(next) => change({ units: { ...form.units, [item.id]: Math.max(0, Math.min(most, next)) } })} />
                        </Box>
                      </Box>
                    );
                  })}
                </Stack>
                <FormHelperText error={Boolean(linesTooMuch)}>{linesTooMuch ?? 'Choose how many of each to give back.'}</FormHelperText>
              </Box>
            )}

            {form.mode === 'amount' && (
              <TextField
                label="Amount"
                required
                value={form.pounds}
                disabled={sending}
                onChange={(event) => change({ pounds: event.target.value })}
                onBlur={() => setTouched((current) => ({ ...current, amount: true }))}
                error={Boolean(amountError)}
                helperText={amountError ?? `Up to ${formatPence(order.refundablePence)}, in pounds, e.g. 4.50`}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } }}
              />
            )}

            <TextField
              label="Reason"
              required
              multiline
              minRows={2}
              value={form.reason}
              disabled={sending}
              onChange={(event) => change({ reason: event.target.value })}
              onBlur={() => setTouched((current) => ({ ...current, reason: true }))}
              error={Boolean(reasonError)}
              helperText={reasonError ?? 'The customer’s e-mail about the refund says this.'}
              slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        {/* Kept in view below the scrolling part: what goes back and where, any refusal, the buttons. */}
        <DialogActions sx={{ display: 'block', px: 3, py: 2 }}>
          <Stack spacing={1.5}>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              {/* Announced as it changes, so that the amount and where it goes are heard before confirming. */}
              <Typography role="status" aria-live="polite" sx={{ flexGrow: 1, fontWeight: 700 }}>
                {summary ?? ''}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
                <Button onClick={onClose} disabled={sending} sx={{ minHeight: TARGET }}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" color="error" disabled={!checked.ok || sending} sx={{ minHeight: TARGET }}>
                  {sending ? 'Refunding…' : 'Confirm refund'}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
