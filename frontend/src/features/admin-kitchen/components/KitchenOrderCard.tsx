import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeAllergens } from '../../../shared/allergens';
import { formatPence } from '../../../shared/money';
import { LineChoices } from '../../../shared/orders/LineChoices';
import { statusLabel, typeLabel } from '../../../shared/orders/order-format';
import type { AdminOrderItem } from '../../../shared/orders/admin-orders-api';
import { STEP_LABELS, sincePlacedLabel, toSlotLabel, type KitchenCard } from '../kitchen-cards';

/** A warning-style line: special instructions and allergens must not be missed. */
function Warning({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', borderRadius: 1, px: 1, py: 0.5, fontWeight: 700 }}>
      {label}: {text}
    </Box>
  );
}

interface KitchenOrderCardProps {
  card: KitchenCard;
  busy: boolean;
  onAdvance: (card: KitchenCard) => void;
  /** Records that what a change left to pay was taken (issue 27). */
  onCollected: (card: KitchenCard) => void;
  /** Marks a line's menu item sold out today (one tap); lines whose item was deleted offer nothing. */
  onSoldOut: (item: AdminOrderItem & { menuItemId: string }) => void;
}

/** The same card again: its order (a refetch keeps an unchanged order's object), its timings and busy state, the same handlers. */
function sameCard(before: KitchenOrderCardProps, after: KitchenOrderCardProps): boolean {
  const [a, b] = [before.card, after.card];
  return (
    a.order === b.order &&
    a.next === b.next &&
    a.late === b.late &&
    a.minutesSincePlaced === b.minutesSincePlaced &&
    a.minutesToSlot === b.minutesToSlot &&
    before.busy === after.busy &&
    before.onAdvance === after.onAdvance &&
    before.onCollected === after.onCollected &&
    before.onSoldOut === after.onSoldOut
  );
}

/**
 * One order on the kitchen screen: what to make, its timings, one button for the next step, and a
 * sold-out tap per line. Memoised (issue 30): the screen renders again on every clock tick, tap and
 * answer, and a busy night's cards with it.
 */
export const KitchenOrderCard = memo(function KitchenOrderCard({ card, busy, onAdvance, onCollected, onSoldOut }: KitchenOrderCardProps) {
  const { order, next, late } = card;
  const stepLabel = next ? STEP_LABELS[next] : null;
  // Paid, then made dearer by staff: the difference is taken before it is completed (the server refuses until then).
  const toCollect = order.isPaid && order.balanceDuePence > 0 ? formatPence(order.balanceDuePence) : null;
  return (
    <Paper
      component="article"
      aria-label={`Order ${order.orderNumber}${late ? ', late' : ''}`}
      data-late={late || undefined}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, borderWidth: late ? 3 : 1, borderColor: late ? 'error.main' : 'divider' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
          {order.orderNumber}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }} aria-label={`Slot ${order.slotTime}`}>
          {order.slotTime}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {late && <Chip color="error" label="Late" />}
        <Chip color={order.status === 'ready' ? 'success' : 'default'} label={statusLabel(order.status)} />
        <Chip variant="outlined" label={typeLabel(order)} />
        {!order.isPaid && <Chip variant="outlined" color="warning" label="Unpaid" />}
      </Stack>
      <Typography variant="body2" sx={{ color: late ? 'error.main' : 'text.secondary', fontWeight: late ? 700 : 400 }}>
        Slot {toSlotLabel(card.minutesToSlot)} · placed {sincePlacedLabel(card.minutesSincePlaced)}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.items.map((item) => (
          <Stack component="li" key={item.id} spacing={0.5}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
                {item.quantity} × {item.name}
                {item.size ? ` (${item.size})` : ''}
              </Typography>
              {item.menuItemId && (
                <Button
                  variant="outlined"
                  color="inherit"
                  onClick={() => onSoldOut({ ...item, menuItemId: item.menuItemId! })}
                  aria-label={`Mark ${item.name} sold out`}
                  sx={{ minHeight: 48, flexShrink: 0 }}
                >
                  Sold out
                </Button>
              )}
            </Stack>
            {/* Large, one a line and marked off to the left, so that a sauce or an extra is never missed at arm's length. */}
            <LineChoices item={item} sx={{ fontSize: '1.15rem', fontWeight: 700, pl: 1.5, borderLeft: 4, borderColor: 'primary.main' }} />
            {item.specialInstructions && <Warning label="Instructions" text={item.specialInstructions} />}
            {item.allergens && item.allergens.length > 0 && <Warning label="Allergens" text={describeAllergens(item.allergens)} />}
          </Stack>
        ))}
      </Stack>
      {order.specialInstructions && <Warning label="Order note" text={order.specialInstructions} />}
      <Box sx={{ flexGrow: 1 }} />
      {toCollect && (
        <Box role="group" aria-label={`${toCollect} to collect`} sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', borderRadius: 1, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}>{toCollect} TO COLLECT</Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Changed after it was paid: take the difference before it is completed.
          </Typography>
          <Button variant="outlined" color="inherit" disabled={busy} onClick={() => onCollected(card)} aria-label={`Collected ${toCollect} on ${order.orderNumber}`} sx={{ minHeight: 48, fontWeight: 800 }}>
            Collected {toCollect}
          </Button>
        </Box>
      )}
      {next && stepLabel && (
        <Button variant="contained" size="large" disabled={busy} onClick={() => onAdvance(card)} aria-label={`${stepLabel} ${order.orderNumber}`} sx={{ minHeight: 56 }}>
          {stepLabel}
        </Button>
      )}
    </Paper>
  );
}, sameCard);
