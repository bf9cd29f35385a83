import { api } from '../../api/api';

/** Web Push for following an order (issue 27): the key to subscribe with (null: not offered), and the subscription. */
const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushKey: build.query<{ publicKey: string | null }, void>({
      query: () => '/push/key',
    }),
    subscribeToOrder: build.mutation<void, { orderId: string; token?: string; subscription: PushSubscriptionJSON }>({
      query: ({ orderId, token, subscription }) => ({ url: `/orders/${encodeURIComponent(orderId)}/push-subscriptions`, method: 'POST', body: { subscription, ...(token && { token }) } }),
    }),
  }),
});

export const { useGetPushKeyQuery, useSubscribeToOrderMutation } = pushApi;

/** Whether this browser can receive Web Push at all (not an old one, not a page outside a secure context). */
export function browserSupportsPush(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as PushManager.subscribe() wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const bytes = atob(base64);
  const key = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let index = 0; index < bytes.length; index += 1) key[index] = bytes.charCodeAt(index);
  return key;
}

/** Asks for permission, registers the service worker and subscribes this browser; its subscription, or why not. */
export async function subscribeThisBrowser(publicKey: string): Promise<{ subscription: PushSubscriptionJSON } | { refused: 'blocked' | 'failed' }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { refused: 'blocked' };
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
    return { subscription: subscription.toJSON() };
  } catch {
    return { refused: 'failed' };
  }
}
