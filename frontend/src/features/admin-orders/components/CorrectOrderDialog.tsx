import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import { CHECKOUT_PROBLEMS } from '@walkden/contract/checkout-rules';
import { useAppDispatch } from '../../../shared/hooks';
import type { MenuItem, MenuOption } from '../../../shared/menu/menu-types';
import { useGetMenuQuery } from '../../../shared/menu/menu-api';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import { type AdminOrder, type AdminOrderItem, type DeliveryType, useCorrectOrderMutation, useGetPhoneOrderSlotsQuery } from '../../../shared/orders/admin-orders-api';
import { MenuPicker } from '../../../shared/orders/order-entry/MenuPicker';
import { addLine, lineFor, MAX_INSTRUCTIONS_LENGTH } from '../../../shared/orders/order-entry/order-lines';
import { OrderLines } from '../../../shared/orders/order-entry/OrderLines';
import { QuantityStepper } from '../../../shared/orders/order-entry/QuantityStepper';
import { SlotField } from '../../../shared/orders/order-entry/SlotField';
import { SlotFullDialog } from '../../../shared/orders/order-entry/SlotFullDialog';
import { type FullSlot, staffOrderFailure } from '../../../shared/orders/order-entry/slots';
import { formatDay, orderLineLabel, paymentStatusLabel } from '../../../shared/orders/order-format';
import { usePublicSettings } from '../../../shared/settings/usePublicSettings';
import {
  asksForAddress,
  correctionBody,
  correctionDraftOf,
  correctionOutcome,
  correctionPreview,
  correctionProblem,
  type CorrectionDraft,
  moneyText,
  setKeptQuantity,
} from '../order-correction';

/** Finger-sized: the editor is used on the counter's tablet and on a phone. */
const TARGET = 48;
/** Slot counts move as orders come in: the list is fetched again this often (the server counts again anyway). */
const SLOTS_REFRESH_MS = 30_000;

interface CorrectOrderDialogProps {
  order: AdminOrder;
  onClose: () => void;
  /** The server changed it; `order` is the order it answered. */
  onChanged: (order: AdminOrder) => void;
}

/** The question when the server says the new slot is full: staff move the order there only once they say so. */
function fullSlotQuestion(full: FullSlot, slotTime: string): string {
  const counted = full.booked !== null && full.capacity !== null ? ` (${full.booked} of ${full.capacity})` : '';
  return `The ${full.slotTime ?? slotTime} slot is full${counted}. Move the order there anyway?`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** One line of the order: its price as sold, what it comes to now, and its stepper (0 takes it off). */
function KeptLine({ item, quantity, disabled, onQuantity }: { item: AdminOrderItem; quantity: number; disabled: boolean; onQuantity: (quantity: number) => void }) {
  const label = orderLineLabel(item);
  const off = quantity === 0;
  return (
    <Box
      component="li"
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
      <Typography sx={{ gridArea: 'name', fontWeight: 700, textDecoration: off ? 'line-through' : undefined, color: off ? 'text.secondary' : undefined }}>{label}</Typography>
      <Typography variant="body2" sx={{ gridArea: 'price', color: off ? 'error.main' : 'text.secondary', alignSelf: { sm: 'start' } }}>
        {off
          ? `Taken off (was ${item.quantity})`
          : `${formatPence(item.unitPricePence)} each, as sold · ${formatPence(item.unitPricePence * quantity)}${quantity !== item.quantity ? ` (was ${item.quantity})` : ''}`}
      </Typography>
      <Box sx={{ gridArea: 'stepper' }}>
        <QuantityStepper label={label} quantity={quantity} min={0} target={TARGET} disabled={disabled} onQuantity={onQuantity} />
      </Box>
      {item.specialInstructions && (
        <Typography variant="caption" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
          Note: {item.specialInstructions}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Change order (issue 27): staff correct an order the kitchen has not started. Its lines (a quantity
 * of 0 takes one off; each keeps the price it was sold at), items added from the menu (priced now),
 * collection or delivery and the slot. The new total and what happens to the money are worked out
 * here to show before saving; the server decides, and its answer is what the detail shows after. A
 * full slot is filled only once staff say so; a refusal is shown here, with everything kept.
 */
export function CorrectOrderDialog({ order, onClose, onChanged }: CorrectOrderDialogProps) {
  const dispatch = useAppDispatch();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const settings = usePublicSettings();
  const [draft, setDraft] = useState<CorrectionDraft>(() => correctionDraftOf(order));
  const [adding, setAdding] = useState(false);
  const { data: menu, isLoading: menuLoading, isError: menuFailed, refetch: refetchMenu } = useGetMenuQuery('takeaway', { skip: !adding });
  const { data: slotList, isLoading: slotsLoading, refetch: refetchSlots } = useGetPhoneOrderSlotsQuery(draft.deliveryType, { pollingInterval: SLOTS_REFRESH_MS });
  const [correctOrder, { isLoading: sending }] = useCorrectOrderMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fullSlot, setFullSlot] = useState<string | null>(null);
  // A second Enter before the button shows it is busy must not send the change twice.
  const sendingRef = useRef(false);
  const slotRef = useRef<HTMLSelectElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'slot' | 'add' | null>(null);

  // Once the full-slot question (and its focus trap) or the menu has gone, the focus goes where staff go on from.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target || fullSlot !== null) return;
    focusAfter.current = null;
    (target === 'slot' ? slotRef.current : addButton.current)?.focus();
  }, [fullSlot, adding]);

  const currentSlot = order.slotTime.slice(0, 5);
  // Slots can move only within the order's own day: today's list says which day it is.
  const otherDay = slotList !== undefined && slotList.date !== order.orderDate;
  const preview = correctionPreview(order, draft, settings);
  const delivery = draft.deliveryType === 'delivery';
  const newAddress = asksForAddress(order, draft);
  const keptCount = order.items.reduce((sum, item) => sum + (draft.kept[item.id] ?? 0), 0) + draft.added.reduce((sum, line) => sum + line.quantity, 0);
  const belowMinimum = delivery && keptCount > 0 && preview.subtotalPence < settings.minimumOrderValue;

  const change = (fields: Partial<CorrectionDraft>) => setDraft((current) => ({ ...current, ...fields }));
  const onAdd = (item: MenuItem, option: MenuOption | null, choiceIds: string[]) => setDraft((current) => ({ ...current, added: addLine(current.added, lineFor(item, option, choiceIds)) }));
  const onType = (type: DeliveryType) => change({ deliveryType: type });

  const send = async (overrideFullSlot: boolean) => {
    if (sendingRef.current) return;
    const problem = correctionProblem(order, draft);
    if (problem) {
      setRefusal(problem);
      return;
    }
    sendingRef.current = true;
    setRefusal(null);
    try {
      const answer = await correctOrder({ id: order.id, body: correctionBody(order, draft, { overrideFullSlot }) }).unwrap();
      setFullSlot(null);
      const outcome = correctionOutcome(order, answer);
      dispatch(notify({ title: `Order ${answer.orderNumber} changed`, message: outcome.message, severity: outcome.severity, overDialog: true }));
      onChanged(answer);
    } catch (error) {
      const failure = staffOrderFailure(error, 'The order was not changed: the server could not be reached. Please try again.');
      // The editor catches up with what the server saw: the slot counts, or what has sold out meanwhile.
      if (failure.kind === 'slot_full' || failure.code === 'SLOT_UNAVAILABLE') void refetchSlots();
      if (failure.kind === 'refused' && failure.code === 'ITEMS_UNAVAILABLE' && adding) void refetchMenu();
      if (failure.kind === 'slot_full') setFullSlot(fullSlotQuestion(failure, draft.slotTime));
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

  return (
    <Dialog
      open
      onClose={(event: { defaultPrevented?: boolean }, reason) => {
        // Not while saving; never by a stray tap beside it (the changes would be lost); and not by the
        // Escape that clears the menu's search (the search has used it).
        if (sending || reason === 'backdropClick' || event.defaultPrevented) return;
        onClose();
      }}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="correct-order-title"
      disableRestoreFocus
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="correct-order-title">Change order {order.orderNumber}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`${paymentStatusLabel(order)}, ${formatPence(order.totalPence)}${order.balanceDuePence > 0 ? ` (${formatPence(order.balanceDuePence)} still to collect)` : ''}. `}
              Lines keep the price they were sold at; added items are priced from the menu now.
            </Typography>

            <Section title="Items">
              <Stack component="ul" aria-label="Lines of the order" sx={{ listStyle: 'none', m: 0, p: 0 }} divider={<Box component="li" role="separator" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}>
                {order.items.map((item) => (
                  <KeptLine key={item.id} item={item} quantity={draft.kept[item.id] ?? 0} disabled={sending} onQuantity={(quantity) => setDraft((current) => setKeptQuantity(current, item.id, quantity))} />
                ))}
              </Stack>
              {draft.added.length > 0 && (
                <Box aria-label="Added items" role="group">
                  <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
                    Added, at today’s menu prices
                  </Typography>
                  <OrderLines lines={draft.added} onChange={(added) => change({ added })} target={TARGET} />
                </Box>
              )}
              {adding ? (
                <Stack spacing={1}>
                  <MenuPicker listId="change-order-menu-items" menu={menu} isLoading={menuLoading} isError={menuFailed} onRetry={() => void refetchMenu()} onAdd={onAdd} />
                  <Button
                    onClick={() => {
                      focusAfter.current = 'add';
                      setAdding(false);
                    }}
                    sx={{ alignSelf: 'flex-start', minHeight: TARGET }}
                  >
                    Done adding
                  </Button>
                </Stack>
              ) : (
                <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={sending} sx={{ alignSelf: 'flex-start', minHeight: TARGET }}>
                  Add items
                </Button>
              )}
            </Section>

            <Section title="Collection or delivery">
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'auto minmax(0, 1fr)' }, alignItems: 'start' }}>
                <RadioGroup row aria-label="Collection or delivery" value={draft.deliveryType} onChange={(event) => onType(event.target.value as DeliveryType)} sx={{ columnGap: 1, minHeight: 56 }}>
                  <FormControlLabel value="collection" control={<Radio />} label="Collection" disabled={sending} sx={{ minHeight: TARGET }} />
                  <FormControlLabel value="delivery" control={<Radio />} label="Delivery" disabled={sending} sx={{ minHeight: TARGET }} />
                </RadioGroup>
                <SlotField
                  slotList={otherDay ? undefined : slotList}
                  loading={slotsLoading}
                  value={draft.slotTime}
                  onChange={(time) => change({ slotTime: time })}
                  inputRef={slotRef}
                  current={currentSlot}
                  helperText={otherDay ? `This order is for ${formatDay(order.orderDate)}: its slot can be moved only on that day.` : undefined}
                />
              </Box>
              {delivery && order.deliveryType === 'delivery' && (
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                  <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere', flexGrow: 1 }}>
                    {draft.newAddress ? 'A new address, instead of ' : 'Delivering to '}
                    <strong>{order.deliveryAddress}</strong>
                  </Typography>
                  <Button onClick={() => change({ newAddress: !draft.newAddress })} disabled={sending} sx={{ minHeight: TARGET }}>
                    {draft.newAddress ? 'Keep this address' : 'Change the address'}
                  </Button>
                </Stack>
              )}
              {newAddress && (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
                  <TextField label="Address" required value={draft.address.line} onChange={(event) => change({ address: { ...draft.address, line: event.target.value } })} autoComplete="off" disabled={sending} />
                  <TextField
                    label="Postcode"
                    required
                    value={draft.address.postcode}
                    onChange={(event) => change({ address: { ...draft.address, postcode: event.target.value } })}
                    autoComplete="off"
                    disabled={sending}
                    slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
                  />
                  <TextField
                    label="For the driver"
                    value={draft.address.additionalInfo}
                    onChange={(event) => change({ address: { ...draft.address, additionalInfo: event.target.value } })}
                    placeholder="Blue door, ring twice"
                    autoComplete="off"
                    disabled={sending}
                    slotProps={{ htmlInput: { maxLength: MAX_INSTRUCTIONS_LENGTH } }}
                    sx={{ gridColumn: { sm: '1 / -1' } }}
                  />
                </Box>
              )}
              {delivery && order.deliveryType !== 'delivery' && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  A delivery costs today’s delivery fee, {formatPence(settings.deliveryFee)}.
                </Typography>
              )}
            </Section>
            {belowMinimum && <Alert severity="info">{CHECKOUT_PROBLEMS.minimumOrderNotMet(settings.minimumOrderValue).message}</Alert>}
          </Stack>
        </DialogContent>
        {/* Kept in view below the scrolling part: the new total, what happens to the money, any refusal, the buttons. */}
        <DialogActions sx={{ display: 'block', px: { xs: 2, sm: 3 }, py: 1.5 }}>
          <Stack spacing={1}>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack
                  component="dl"
                  aria-label="New totals"
                  direction="row"
                  sx={{ m: 0, flexWrap: 'wrap', columnGap: 2, color: 'text.secondary', typography: 'body2', '& dt, & dd': { m: 0, display: 'inline' }, '& dt::after': { content: '": "' } }}
                >
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
                  {preview.driverTipPence > 0 && (
                    <div>
                      <dt>Driver tip</dt>
                      <dd>{formatPence(preview.driverTipPence)}</dd>
                    </div>
                  )}
                  <Box sx={{ flexBasis: '100%', typography: 'h6', color: 'text.primary' }}>
                    <dt>New total</dt>
                    <dd>
                      {formatPence(preview.totalPence)}
                      {preview.totalPence !== order.totalPence && (
                        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
                          {` (was ${formatPence(order.totalPence)})`}
                        </Box>
                      )}
                    </dd>
                  </Box>
                </Stack>
                {/* Announced as it changes, so that what happens to the money is heard before saving. */}
                <Typography role="status" aria-live="polite" sx={{ fontWeight: 700 }}>
                  {moneyText(order, preview)}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
                <Button onClick={onClose} disabled={sending} sx={{ minHeight: TARGET }}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={sending} sx={{ minHeight: TARGET, minWidth: 140 }}>
                  {sending ? 'Saving…' : 'Save changes'}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        </DialogActions>
      </Box>
      <SlotFullDialog
        question={fullSlot}
        confirmLabel="Move it anyway"
        sending={sending}
        onCancel={() => {
          focusAfter.current = 'slot';
          setFullSlot(null);
        }}
        onConfirm={() => void send(true)}
      />
    </Dialog>
  );
}
