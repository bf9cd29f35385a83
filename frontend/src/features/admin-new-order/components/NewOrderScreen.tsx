import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHECKOUT_PROBLEMS } from '@walkden/contract/checkout-rules';
import type { MenuItem, MenuOption } from '../../../shared/menu/menu-types';
import { useGetMenuQuery } from '../../../shared/menu/menu-api';
import { formatPence } from '../../../shared/money';
import { type AdminOrder, type DeliveryType, type StaffPayment, useGetPhoneOrderSlotsQuery, useTakePhoneOrderMutation } from '../../../shared/orders/admin-orders-api';
import { MenuPicker } from '../../../shared/orders/order-entry/MenuPicker';
import { addLine, lineFor, MAX_INSTRUCTIONS_LENGTH } from '../../../shared/orders/order-entry/order-lines';
import { OrderLines } from '../../../shared/orders/order-entry/OrderLines';
import { SlotField } from '../../../shared/orders/order-entry/SlotField';
import { SlotFullDialog } from '../../../shared/orders/order-entry/SlotFullDialog';
import { NoteField } from '../../../shared/forms/NoteField';
import { usePublicSettings } from '../../../shared/settings/usePublicSettings';
import { chosenSlot, EMPTY_DRAFT, orderPreview, PAYMENT_LABELS, paymentChoices, paymentForType, takeFailure, takeOrderBody, type OrderDraft } from '../order-draft';

/** Slot counts move as orders come in: the list is fetched again this often (the server counts again anyway). */
const SLOTS_REFRESH_MS = 30_000;

/** A part of the order column: its heading and its fields. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The admin New order tab (issue 27): staff take a phone or walk-in order. The menu on the left
 * (or first, on a phone), the order on the right; the server prices and checks it exactly as a
 * customer's order, and a full slot is overfilled only once staff have said so.
 */
export function NewOrderScreen() {
  const { data: menu, isLoading: menuLoading, isError: menuFailed, refetch: refetchMenu } = useGetMenuQuery('takeaway');
  const settings = usePublicSettings();
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  const { data: slotList, isLoading: slotsLoading, refetch: refetchSlots } = useGetPhoneOrderSlotsQuery(draft.deliveryType, { pollingInterval: SLOTS_REFRESH_MS });
  const [takeOrder, { isLoading: sending }] = useTakePhoneOrderMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fullSlot, setFullSlot] = useState<string | null>(null);
  const [taken, setTaken] = useState<AdminOrder | null>(null);
  // A new picker after each order: its search cleared and focused again for the next call.
  const [round, setRound] = useState(0);
  // A second Enter before the button shows it is busy must not send the order twice.
  const sendingRef = useRef(false);
  const slotRef = useRef<HTMLSelectElement>(null);
  const focusSlotOnClose = useRef(false);

  // Once the full-slot question has gone (and its focus trap with it), Cancel's focus goes to the slot.
  useEffect(() => {
    if (fullSlot !== null || !focusSlotOnClose.current) return;
    focusSlotOnClose.current = false;
    slotRef.current?.focus();
  }, [fullSlot]);

  const slotTime = chosenSlot(draft, slotList?.slots);
  const preview = orderPreview(draft.lines, draft.deliveryType, settings.deliveryFee);
  const delivery = draft.deliveryType === 'delivery';
  const belowMinimum = delivery && draft.lines.length > 0 && preview.subtotalPence < settings.minimumOrderValue;

  const change = (fields: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...fields }));
  const onAdd = (item: MenuItem, option: MenuOption | null, choiceIds: string[]) =>
    setDraft((current) => ({ ...current, lines: addLine(current.lines, lineFor(item, option, choiceIds)) }));
  // Stable, so that the note is not measured again on every key typed into the form (see NoteField).
  const onNote = useCallback((note: string) => setDraft((current) => ({ ...current, note })), []);
  const onType = (type: DeliveryType) => setDraft((current) => ({ ...current, deliveryType: type, payment: paymentForType(type, current.payment) }));

  const send = async (overrideFullSlot: boolean) => {
    if (sendingRef.current) return;
    if (draft.lines.length === 0) {
      setRefusal('Add at least one item to the order.');
      return;
    }
    sendingRef.current = true;
    setRefusal(null);
    try {
      const order = await takeOrder(takeOrderBody(draft, slotTime, { overrideFullSlot })).unwrap();
      setFullSlot(null);
      setTaken(order);
      setDraft(EMPTY_DRAFT);
      setRound((count) => count + 1);
    } catch (error) {
      const failure = takeFailure(error);
      // The screen catches up with what the server saw: the slot counts, or what has sold out meanwhile.
      if (failure.kind === 'slot_full' || failure.code === 'SLOT_UNAVAILABLE') void refetchSlots();
      if (failure.kind === 'refused' && failure.code === 'ITEMS_UNAVAILABLE') void refetchMenu();
      if (failure.kind === 'slot_full') setFullSlot(failure.message);
      else {
        setFullSlot(null);
        setRefusal(failure.message);
      }
    } finally {
      sendingRef.current = false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  /** Cancel: nothing is sent, and the slot has the focus, to choose another. */
  const onKeepSlotFree = () => {
    focusSlotOnClose.current = true;
    setFullSlot(null);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'baseline' } }}>
        <Typography variant="h5" component="h2">
          New order
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>A phone or walk-in order, for today.</Typography>
      </Stack>

      {/* Kept in place whether or not it says anything, so that the confirmation never moves what is under a finger. */}
      <Box role="status" aria-live="polite">
        {taken && (
          <Alert severity="success" variant="outlined" onClose={() => setTaken(null)} slotProps={{ closeButton: { title: 'Dismiss' } }}>
            <AlertTitle sx={{ mb: 0 }}>Order {taken.orderNumber} taken</AlertTitle>
            {taken.customer.name}: {formatPence(taken.totalPence)}, {taken.deliveryType === 'delivery' ? 'delivery' : 'collection'} at {taken.slotTime.slice(0, 5)},{' '}
            {taken.paidWith ? `paid by ${taken.paidWith}` : taken.paymentMethod === 'driver' ? 'pay the driver' : 'pay on collection'}.
          </Alert>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <MenuPicker key={round} menu={menu} isLoading={menuLoading} isError={menuFailed} onRetry={() => void refetchMenu()} onAdd={onAdd} />

        <Paper component="form" aria-label="The order" noValidate onSubmit={onSubmit} variant="outlined" sx={{ p: 2, pb: 0, minWidth: 0 }}>
          <Stack spacing={2.5}>
            <Stack spacing={1}>
              <Typography variant="h6" component="h3">
                {preview.itemCount > 0 ? `Order (${preview.itemCount} ${preview.itemCount === 1 ? 'item' : 'items'})` : 'Order'}
              </Typography>
              <OrderLines lines={draft.lines} onChange={(lines) => change({ lines })} />
            </Stack>

            <Section title="Customer">
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField label="Name" required value={draft.customer.name} onChange={(event) => change({ customer: { ...draft.customer, name: event.target.value } })} autoComplete="off" />
                <TextField
                  label="Phone"
                  required
                  type="tel"
                  value={draft.customer.phone}
                  onChange={(event) => change({ customer: { ...draft.customer, phone: event.target.value } })}
                  autoComplete="off"
                />
                <TextField
                  label="E-mail"
                  type="email"
                  value={draft.customer.email}
                  onChange={(event) => change({ customer: { ...draft.customer, email: event.target.value } })}
                  helperText="Optional: without it the customer gets no e-mails"
                  autoComplete="off"
                  sx={{ gridColumn: { sm: '1 / -1' } }}
                />
              </Box>
            </Section>

            <Section title="Collection or delivery">
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'auto minmax(0, 1fr)' }, alignItems: 'start' }}>
                <RadioGroup row aria-label="Collection or delivery" value={draft.deliveryType} onChange={(event) => onType(event.target.value as DeliveryType)} sx={{ columnGap: 1, minHeight: 56 }}>
                  <FormControlLabel value="collection" control={<Radio />} label="Collection" />
                  <FormControlLabel value="delivery" control={<Radio />} label="Delivery" />
                </RadioGroup>
                <SlotField slotList={slotList} loading={slotsLoading} value={slotTime} onChange={(time) => change({ slotTime: time })} inputRef={slotRef} />
              </Box>
              {delivery && (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
                  <TextField label="Address" required value={draft.address.line} onChange={(event) => change({ address: { ...draft.address, line: event.target.value } })} autoComplete="off" />
                  <TextField
                    label="Postcode"
                    required
                    value={draft.address.postcode}
                    onChange={(event) => change({ address: { ...draft.address, postcode: event.target.value } })}
                    autoComplete="off"
                    slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
                  />
                </Box>
              )}
            </Section>

            <FormControl component="fieldset">
              <FormLabel component="legend" sx={{ typography: 'subtitle1', fontWeight: 700, color: 'text.primary', mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
                Payment
              </FormLabel>
              <RadioGroup
                value={paymentForType(draft.deliveryType, draft.payment)}
                onChange={(event) => change({ payment: event.target.value as StaffPayment })}
                sx={{ flexDirection: { xs: 'column', sm: 'row' }, columnGap: 2 }}
              >
                {paymentChoices(draft.deliveryType).map((choice) => (
                  <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
                ))}
              </RadioGroup>
            </FormControl>

            <NoteField label="Order note" value={draft.note} onValueChange={onNote} placeholder="For the kitchen or the driver" maxLength={MAX_INSTRUCTIONS_LENGTH} />
            {belowMinimum && <Alert severity="info">{CHECKOUT_PROBLEMS.minimumOrderNotMet(settings.minimumOrderValue).message}</Alert>}
          </Stack>

          {/* Kept in view at the foot of the screen while the order is entered: the total at the menu's prices (the server prices the order), any refusal, the button. */}
          <Stack spacing={1.5} sx={{ position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mx: -2, px: 2, pt: 1.5, pb: 2, mt: 2 }}>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack component="dl" aria-label="Totals" direction="row" sx={{ m: 0, flexWrap: 'wrap', columnGap: 2, color: 'text.secondary', typography: 'body2', '& dt, & dd': { m: 0, display: 'inline' }, '& dt::after': { content: '": "' } }}>
                  <div>
                    <dt>Subtotal</dt>
                    <dd>{formatPence(preview.subtotalPence)}</dd>
                  </div>
                  {delivery && (
                    <div>
                      <dt>Delivery fee</dt>
                      <dd>{formatPence(preview.deliveryFeePence)}</dd>
                    </div>
                  )}
                  <Box sx={{ flexBasis: '100%', typography: 'h6', color: 'text.primary' }}>
                    <dt>Total</dt>
                    <dd>{formatPence(preview.totalPence)}</dd>
                  </Box>
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {PAYMENT_LABELS[paymentForType(draft.deliveryType, draft.payment)]}
                  {slotTime ? ` · ${delivery ? 'delivery' : 'collection'} at ${slotTime}` : ''}
                </Typography>
              </Box>
              <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minHeight: 56, minWidth: { xs: 128, sm: 200 }, fontSize: '1.1rem', flexShrink: 0 }}>
                {sending ? 'Taking…' : 'Take order'}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Box>

      <SlotFullDialog question={fullSlot} confirmLabel="Take it anyway" sending={sending} onCancel={onKeepSlotFree} onConfirm={() => void send(true)} />
    </Stack>
  );
}
