/**
 * How the admin namespace decides who may connect, without infra knowing about accounts: the
 * accounts module provides this interface (modules/accounts/admin-socket.authenticator.ts).
 */
export interface AdminSocketAuthenticator {
  /**
   * Resolves the connecting browser's member of staff (staff or administrator) from its Cookie
   * header. Rejects with an `Error` whose message is 'unauthorized' (no live session) or
   * 'forbidden' (a role that may not use the admin namespace) or 'two-step' (the session has not
   * confirmed its second factor, or the setting requires one and the person has none).
   */
  authenticateStaff(cookieHeader: string | undefined): Promise<{ userId: string; sessionId: string }>;
}

export const ADMIN_SOCKET_AUTHENTICATOR = Symbol('ADMIN_SOCKET_AUTHENTICATOR');

/** Who may follow an order on the /order namespace; the orders module provides it (modules/orders/order-follow.authorizer.ts). */
export interface OrderFollowAuthorizer {
  /** True when the browser may follow the order: its session's own order, or the order's link token. */
  mayFollow(cookieHeader: string | undefined, orderId: string, token: string | undefined): Promise<boolean>;
}

export const ORDER_FOLLOW_AUTHORIZER = Symbol('ORDER_FOLLOW_AUTHORIZER');

/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
