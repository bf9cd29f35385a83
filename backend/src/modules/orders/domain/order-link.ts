import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The order link of the confirmation e-mail (issue 27): anyone holding it may follow that one order
 * live, signed in or not (a phone order has no account). Its token is an HMAC of the order's id
 * under the server's secret, so nothing is stored and no other order's token can be made from it.
 * It travels in the URL's fragment (/track/<id>#<token>), which browsers never send, so it stays
 * out of every request log; the page hands it to the api itself.
 */
export function orderLinkToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-link\n${orderId}`).digest('base64url').slice(0, 32);
}

/** Whether `token` is the order's link token (compared in constant time). */
export function isOrderLinkToken(secret: string, orderId: string, token: string | undefined): boolean {
  if (!token || token.length !== 32) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(orderLinkToken(secret, orderId)));
}

/** The link as the e-mail gives it. */
export function orderLinkUrl(publicUrl: string, secret: string, orderId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/track/${orderId}#${orderLinkToken(secret, orderId)}`;
}
