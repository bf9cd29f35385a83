import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { pausedMessage } from '@walkden/contract/busy-mode';
import { useBusyMode } from './useBusyMode';

interface BusyModeNoticeProps {
  /** Only this order type (the checkout's chosen one); both when absent (the menu). */
  type?: 'collection' | 'delivery';
}

const LABELS = { collection: 'Collection', delivery: 'Delivery' } as const;

/**
 * What customers read while staff have paused online orders: "We're not taking online orders right
 * now, back at 18:30" (London time), per paused type. (Extra prep time shows as the later first slot
 * in the slot picker, whose slots refetch when it changes.)
 */
export function BusyModeNotice({ type }: BusyModeNoticeProps) {
  const busy = useBusyMode();
  const paused = (type ? [type] : (['collection', 'delivery'] as const)).filter((candidate) => busy[candidate] !== null);
  if (paused.length === 0) return null;
  // Both types paused alike: one message, no title.
  const alike = paused.length === 2 && busy.collection?.until === busy.delivery?.until;
  const shown = alike ? [paused[0]] : paused;
  return (
    <Stack spacing={1} data-testid="busy-mode-notice">
      {shown.map((pausedType) => (
        <Alert key={pausedType} severity="warning" variant="filled" role="status">
          {!type && !alike && <AlertTitle>{LABELS[pausedType]}</AlertTitle>}
          {pausedMessage(busy[pausedType]!)}
        </Alert>
      ))}
    </Stack>
  );
}
