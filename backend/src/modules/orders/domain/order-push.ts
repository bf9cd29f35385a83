import type { DeliveryType } from '../entities/order.entity.js';

/** Browsers one order may have asked to be told (a family's phones); more are refused. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 10;

/** What the phone shows when the order is ready: collection, come and get it; delivery, it is on its way. */
export function readyPushMessage(order: { orderNumber: string; deliveryType: DeliveryType }, restaurantName: string, url: string): { title: string; body: string; url: string; tag: string } {
  return {
    title: order.deliveryType === 'delivery' ? 'Your order is on its way' : 'Your order is ready for collection',
    body: `Order ${order.orderNumber} at ${restaurantName}`,
    url,
    // One notification per order: a second message replaces the first rather than stacking.
    tag: `order-${order.orderNumber}`,
  };
}
