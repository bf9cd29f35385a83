import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../../../shared/orders/admin-orders-api';
import { useSoundMuted } from '../../../shared/orders/new-order-alert';
import { useAudioUnlock } from '../../../shared/orders/useAudioUnlock';
import { useOrdersLive } from '../../../shared/orders/useOrdersLive';
import { AllergenLabelsDialog, type LabelPaper } from './AllergenLabels';
import { KitchenTicketDialog, type TicketPaper } from './KitchenTicket';
import { NeedsAttention } from './NeedsAttention';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderHistory } from './OrderHistory';
import { TodaysOrders } from './TodaysOrders';

type SubTab = 'today' | 'history';

/** The admin Orders tab: needs attention, Today's Orders and History, following live changes. */
export function OrdersTab() {
  const [tab, setTab] = useState<SubTab>('today');
  const [muted, toggleMuted] = useSoundMuted();
  const [detail, setDetail] = useState<{ order: AdminOrder; variant: SubTab } | null>(null);
  // Stable: Today's Orders' rows are memoised.
  const openToday = useCallback((order: AdminOrder) => setDetail({ order, variant: 'today' }), []);
  const [ticket, setTicket] = useState<AdminOrder | null>(null);
  const [paper, setPaper] = useState<TicketPaper>('receipt');
  const [labels, setLabels] = useState<AdminOrder | null>(null);
  const [labelPaper, setLabelPaper] = useState<LabelPaper>('58mm');
  const { connected, everConnected } = useOrdersLive({ muted });
  const audioUnlocked = useAudioUnlock();

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2">
          Orders
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel control={<Switch checked={!muted} onChange={(event) => toggleMuted(!event.target.checked)} />} label="New order sound" />
          {!muted && !audioUnlocked && (
            <Typography variant="caption" color="text.secondary">
              Click anywhere on the page to allow sound.
            </Typography>
          )}
        </Stack>
      </Stack>
      {/* The views' tabs first: what arrives after the first paint (the socket's notice, orders needing
          attention) appears below them, so a tab never moves under a finger about to tap it. */}
      <Tabs value={tab} onChange={(_event, value: SubTab) => setTab(value)} aria-label="Orders views">
        <Tab value="today" label="Today's Orders" />
        <Tab value="history" label="History" />
      </Tabs>
      {!connected && (
        <Alert severity={everConnected ? 'warning' : 'info'} role="status">
          {everConnected ? 'Live updates are reconnecting… The orders still refresh every 30 seconds.' : 'Connecting live updates…'}
        </Alert>
      )}
      <NeedsAttention />
      {tab === 'today' ? (
        <TodaysOrders onOpen={openToday} />
      ) : (
        <OrderHistory onOpen={(order) => setDetail({ order, variant: 'history' })} />
      )}
      <OrderDetailDialog
        order={detail?.order ?? null}
        variant={detail?.variant ?? 'today'}
        onClose={() => setDetail(null)}
        onPrint={(order) => setTicket(order)}
        onLabels={(order) => setLabels(order)}
      />
      <KitchenTicketDialog order={ticket} paper={paper} onPaperChange={setPaper} onClose={() => setTicket(null)} />
      <AllergenLabelsDialog order={labels} paper={labelPaper} onPaperChange={setLabelPaper} onClose={() => setLabels(null)} />
    </Stack>
  );
}
