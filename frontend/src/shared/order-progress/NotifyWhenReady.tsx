import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useEffect, useState } from 'react';
import type { OrderFollowAuth, OrderStatusMessage } from '@walkden/contract/socket-events';
import { browserSupportsPush, subscribeThisBrowser, useGetPushKeyQuery, useSubscribeToOrderMutation } from './push-api';

/** Statuses past which there is nothing left to tell. */
const TOLD = new Set<OrderStatusMessage>(['ready', 'completed', 'abandoned']);

type Step = 'offer' | 'asking' | 'on' | 'blocked' | 'failed';

const MESSAGES: Record<Exclude<Step, 'offer' | 'asking'>, { severity: 'success' | 'warning' | 'error'; text: string }> = {
  on: { severity: 'success', text: 'We will tell you on this device when your order is ready, even if you close this page.' },
  blocked: { severity: 'warning', text: 'Notifications are blocked for this site in your browser’s settings. We will still e-mail you.' },
  failed: { severity: 'error', text: 'Notifications could not be turned on. Please try again.' },
};

/**
 * "Tell me when it's ready" (issue 27, Web Push): offered on the order's page while it is not ready
 * yet, where the restaurant has notifications set up and the browser can take them.
 */
export function NotifyWhenReady({ follow, status, type }: { follow: OrderFollowAuth; status: OrderStatusMessage; type: 'collection' | 'delivery' }) {
  const [supported, setSupported] = useState(false);
  // Checked after hydration: the server render knows nothing of the browser.
  useEffect(() => setSupported(browserSupportsPush()), []);
  const { data } = useGetPushKeyQuery(undefined, { skip: !supported });
  const [subscribeToOrder] = useSubscribeToOrderMutation();
  const [step, setStep] = useState<Step>('offer');
  const publicKey = data?.publicKey ?? null;

  if (!supported || !publicKey || (TOLD.has(status) && step !== 'on')) return null;

  const turnOn = async () => {
    setStep('asking');
    const outcome = await subscribeThisBrowser(publicKey);
    if ('refused' in outcome) return setStep(outcome.refused);
    const saved = await subscribeToOrder({ orderId: follow.orderId, token: follow.token, subscription: outcome.subscription });
    setStep('error' in saved ? 'failed' : 'on');
  };

  if (step === 'on' || step === 'blocked' || step === 'failed') {
    const { severity, text } = MESSAGES[step];
    return (
      <Alert severity={severity} role="status" sx={{ mt: 2 }} action={step === 'failed' ? <Button color="inherit" size="small" onClick={() => void turnOn()}>Try again</Button> : undefined}>
        {text}
      </Alert>
    );
  }
  return (
    <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={() => void turnOn()} disabled={step === 'asking'} sx={{ mt: 2, minHeight: 48 }}>
      {type === 'delivery' ? 'Tell me when it is on its way' : 'Tell me when it is ready'}
    </Button>
  );
}
