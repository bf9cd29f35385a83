import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useNow } from '../../../shared/clock/use-now';
import { useAppDispatch } from '../../../shared/hooks';
import { useCountShown } from '../../../shared/lazy/use-count-shown';
import { notify } from '../../../shared/notifications/notifications-slice';
import { formatPence } from '../../../shared/money';
import { adminOrdersApiUtil, type OrderStatus, useAdvanceOrderMutation, useCollectBalanceMutation, useGetDayOrdersQuery, useUndoOrderAdvanceMutation } from '../../../shared/orders/admin-orders-api';
import { laterDays } from '../../../shared/orders/later-days';
import { useSoundMuted } from '../../../shared/orders/new-order-alert';
import { londonToday, statusLabel } from '../../../shared/orders/order-format';
import { useAudioUnlock } from '../../../shared/orders/useAudioUnlock';
import { useOrdersLive } from '../../../shared/orders/useOrdersLive';
import { useAdminSocketMessage } from '../../../shared/realtime/admin-socket';
import { kitchenCards, type KitchenCard } from '../kitchen-cards';
import { kitchenTheme } from '../kitchen-theme';
import { useSetSoldOut } from '../../../shared/sold-out/sold-out-api';
import { KitchenLoadStrip } from './KitchenLoadStrip';
import { KitchenOrderCard } from './KitchenOrderCard';

/** How long the Undo stays offered after a tap (the server accepts it a little longer, for a slow answer). */
export const UNDO_OFFER_MS = 5000;
/** While the socket is down the list is fetched this often. */
const OFFLINE_REFRESH_MS = 30_000;
/** The "minutes ago" and lateness move on this often. */
const CLOCK_TICK_MS = 15_000;
/** Cards drawn as soon as the day arrives (two rows of a tablet and more); the rest follow 8 a step (issue 30). */
export const FIRST_CARDS = 12;
const CARD_STEPS = { first: FIRST_CARDS, step: 8 };

interface UndoOffer {
  orderId: string;
  orderNumber: string;
  to: OrderStatus;
}

function errorMessage(error: unknown): string {
  return (error as { data?: { error?: { message?: string } } }).data?.error?.message ?? 'Please try again.';
}

/** One request at a time per card: its buttons are busy until the server answers. */
async function whileBusy(setBusy: Dispatch<SetStateAction<ReadonlySet<string>>>, orderId: string, work: () => Promise<void>) {
  setBusy((ids) => new Set(ids).add(orderId));
  try {
    await work();
  } finally {
    setBusy((ids) => {
      const left = new Set(ids);
      left.delete(orderId);
      return left;
    });
  }
}

/** The Fullscreen API on one element: whether it is full screen, and the toggle (absent where the browser has none). */
function useFullscreen(element: React.RefObject<HTMLElement | null>): { supported: boolean; active: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(Boolean(document.fullscreenEnabled));
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.current?.requestFullscreen().catch(() => undefined);
  }, [element]);
  return { supported, active, toggle };
}

/** The admin Kitchen tab (issue 26): today's orders to make as cards, one tap per step, in its own dark theme. */
export function KitchenScreen() {
  return (
    <ThemeProvider theme={kitchenTheme}>
      <KitchenBoard />
    </ThemeProvider>
  );
}

function KitchenBoard() {
  const dispatch = useAppDispatch();
  const screenRef = useRef<HTMLDivElement>(null);
  const [muted, toggleMuted] = useSoundMuted();
  const { connected, everConnected } = useOrdersLive({ muted });
  const audioUnlocked = useAudioUnlock();
  const fullscreen = useFullscreen(screenRef);
  const now = useNow(CLOCK_TICK_MS);
  const today = londonToday(now);
  const { data, isLoading, isError } = useGetDayOrdersQuery(today, { pollingInterval: connected ? 0 : OFFLINE_REFRESH_MS, skipPollingIfUnfocused: false });
  const [advanceOrder] = useAdvanceOrderMutation();
  const [undoOrderAdvance, { isLoading: undoing }] = useUndoOrderAdvanceMutation();
  const [collectBalance] = useCollectBalanceMutation();
  const { setSoldOut } = useSetSoldOut();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [undo, setUndo] = useState<UndoOffer | null>(null);

  // The offer goes after UNDO_OFFER_MS; a later tap replaces it (and its timer).
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_OFFER_MS);
    return () => clearTimeout(timer);
  }, [undo]);

  const cards = kitchenCards(data, now);
  const later = laterDays(data, today);
  const shown = useCountShown(cards.length, CARD_STEPS);

  // Issue 28: an order for a later day completed, abandoned or deleted is in no list here, so its
  // day's count is asked for again (the screen does not poll while live).
  useAdminSocketMessage('orders.changed', (message) => {
    const closed = message.event === 'OrderDeleted' || message.status === 'completed' || message.status === 'abandoned';
    const shown = data && [...data.active, ...data.completed].some((order) => order.id === message.orderId);
    if (closed && !shown && later.length > 0) dispatch(adminOrdersApiUtil.invalidateTags([{ type: 'AdminOrders', id: today }]));
  });

  // The cards' handlers keep their identity between renders: a card renders again only when its order, timings or busy state change.
  const onAdvance = useCallback(
    ({ order, next }: KitchenCard) =>
      whileBusy(setBusy, order.id, async () => {
        try {
          const moved = await advanceOrder({ id: order.id, from: order.status }).unwrap();
          setUndo({ orderId: moved.id, orderNumber: moved.orderNumber, to: moved.status });
        } catch (error) {
          // A stale screen: fetch the day again so that it shows the order as it is.
          dispatch(adminOrdersApiUtil.invalidateTags([{ type: 'AdminOrders', id: today }]));
          // Refused for what a change left to pay: the card's own button records it (the server's words say to collect it first).
          const owing = order.isPaid && order.balanceDuePence > 0 ? ` Press Collected ${formatPence(order.balanceDuePence)} on the card once it is paid.` : '';
          dispatch(notify({ title: `Order ${order.orderNumber} was not moved to ${statusLabel(next ?? order.status)}`, message: `${errorMessage(error)}${owing}`, severity: 'error' }));
        }
      }),
    [advanceOrder, dispatch, today],
  );

  /** What a change left to pay was taken at the counter: the card shows the server's answer (nothing left). */
  const onCollected = useCallback(
    ({ order }: KitchenCard) =>
      whileBusy(setBusy, order.id, async () => {
        const amount = formatPence(order.balanceDuePence);
        try {
          await collectBalance(order.id).unwrap();
          dispatch(notify({ title: `Collected ${amount}`, message: `Order ${order.orderNumber} has nothing left to pay.`, severity: 'success' }));
        } catch (error) {
          dispatch(adminOrdersApiUtil.invalidateTags([{ type: 'AdminOrders', id: today }]));
          dispatch(notify({ title: `${amount} on order ${order.orderNumber} was not recorded as collected`, message: errorMessage(error), severity: 'error' }));
        }
      }),
    [collectBalance, dispatch, today],
  );

  /** An item ran out: customers cannot order it until the next day's opening (or until staff put it back on the Menu tab). */
  const onSoldOut = useCallback(
    async (item: { name: string; menuItemId: string }) => {
      try {
        await setSoldOut({ kind: 'item', id: item.menuItemId, soldOut: true });
        dispatch(notify({ title: `${item.name} is sold out`, message: 'Customers cannot order it until the next opening.', severity: 'success' }));
      } catch (error) {
        dispatch(notify({ title: `${item.name} was not marked sold out`, message: errorMessage(error), severity: 'error' }));
      }
    },
    [setSoldOut, dispatch],
  );

  const onUndo = async () => {
    if (!undo) return;
    const offer = undo;
    setUndo(null);
    try {
      await undoOrderAdvance(offer.orderId).unwrap();
    } catch (error) {
      dispatch(notify({ title: `Order ${offer.orderNumber} could not be put back`, message: errorMessage(error), severity: 'error' }));
    }
  };

  return (
    <Box
      ref={screenRef}
      data-testid="kitchen-screen"
      sx={{
        bgcolor: 'background.default',
        color: 'text.primary',
        borderRadius: fullscreen.active ? 0 : 2,
        p: { xs: 1.5, sm: 2 },
        minHeight: fullscreen.active ? '100vh' : '70vh',
        overflowY: fullscreen.active ? 'auto' : undefined,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h5" component="h2" sx={{ mr: 'auto' }}>
          Kitchen
        </Typography>
        <Chip
          role="status"
          color={connected ? 'success' : 'warning'}
          label={connected ? 'Live' : everConnected ? 'Not live: reconnecting…' : 'Connecting…'}
          sx={{ minHeight: 40 }}
        />
        <Typography sx={{ fontWeight: 700 }}>{cards.length} to make</Typography>
        {later.length > 0 && (
          // Issue 28: orders placed ahead, so that the kitchen knows what is coming ('Tomorrow: 3 orders').
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'info.main' }}>
            {later.map((day) => day.label).join(' · ')}
          </Typography>
        )}
        <FormControlLabel control={<Switch checked={!muted} onChange={(event) => toggleMuted(!event.target.checked)} />} label="Sound" sx={{ minHeight: 48, mr: 0 }} />
        {fullscreen.supported && (
          <Button variant="outlined" onClick={fullscreen.toggle}>
            {fullscreen.active ? 'Exit full screen' : 'Full screen'}
          </Button>
        )}
      </Stack>
      <KitchenLoadStrip />
      {!muted && !audioUnlocked && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          Tap anywhere to allow the new order sound.
        </Typography>
      )}
      {!connected && everConnected && (
        <Alert severity="warning" variant="filled" sx={{ mb: 1.5 }}>
          Not live: new orders show within 30 seconds until the connection is back.
        </Alert>
      )}
      {/* The undo has a place of its own that is always kept, so that offering it never moves or covers a card under a finger. */}
      <Box role="status" aria-live="polite" sx={{ minHeight: 56, mb: 1.5, display: 'flex', alignItems: 'center' }}>
        {undo && (
          <Alert
            severity="info"
            variant="filled"
            sx={{ width: '100%', alignItems: 'center', py: 0 }}
            action={
              <Button color="inherit" variant="outlined" onClick={onUndo} disabled={undoing} sx={{ minWidth: 96 }}>
                Undo
              </Button>
            }
          >
            Order {undo.orderNumber} is now {statusLabel(undo.to).toLowerCase()}.
          </Alert>
        )}
      </Box>
      {isLoading ? (
        <CircularProgress aria-label="Loading orders" />
      ) : isError && !data ? (
        <Alert severity="error">Failed to load today's orders.</Alert>
      ) : cards.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', fontSize: '1.2rem', py: 6, textAlign: 'center' }}>No orders to make.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))', alignItems: 'stretch' }}>
          {cards.slice(0, shown).map((card) => (
            <KitchenOrderCard key={card.order.id} card={card} busy={busy.has(card.order.id)} onAdvance={onAdvance} onCollected={onCollected} onSoldOut={onSoldOut} />
          ))}
        </Box>
      )}
    </Box>
  );
}
