/**
 * The Socket.IO contract between the api and the browser: namespaces, rooms and the typed messages
 * each namespace sends. Part of the contract both sides import (`@walkden/contract/socket-events`):
 * the api's publisher and gateways, and the browser's `Socket<AdminServerToClientEvents>`.
 *
 * Messages carry what changed (an order's or a booking's new status, the item or the dates), so a
 * screen patches its cache where it can and refetches only what a message cannot carry (a new row).
 */

/**
 * Staff and administrators: the session cookie must name one, and the Origin must be the site's
 * (checked on connect; sockets are closed when their session ends or their role changes).
 */
export const ADMIN_NAMESPACE = '/admin';
/** Anyone: customers' pages follow menu and settings changes. */
export const STOREFRONT_NAMESPACE = '/storefront';
/** The room every staff and administrator socket joins: every /admin message goes to it. */
export const ADMIN_ROOM = 'admin';
/** A customer's page following one order (/thank-you, /payment-success, the order link): issue 27. */
export const ORDER_NAMESPACE = '/order';
/** The sockets following one order. */
export const orderRoom = (orderId: string): string => `order:${orderId}`;

/** The rooms a socket of the admin namespace also joins, so that it can be closed by user or by session. */
export const userRoom = (userId: string): string => `user:${userId}`;
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** The order statuses as the browser sees them (the compiler checks the api's own list fits in). */
export type OrderStatusMessage = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'completed' | 'abandoned';

/** The domain events the admin screens hear about an order. */
export type OrderChange =
  | 'OrderPlaced'
  | 'OrderPaid'
  | 'OrderMarkedUnpaid'
  | 'OrderAbandoned'
  | 'OrderNeedsAttention'
  | 'OrderAttentionDismissed'
  | 'OrderStatusChanged'
  | 'OrderDeleted'
  | 'OrderRefunded'
  | 'OrderChanged';

export interface OrdersChangedMessage {
  /** Which domain event happened. */
  event: OrderChange;
  orderId: string;
  orderNumber: string;
  /** Absent when the order was deleted. */
  status?: OrderStatusMessage;
  isPaid?: boolean;
  /** For OrderNeedsAttention: what staff must look at. */
  reason?: string;
}

/** The booking statuses as the browser sees them. */
export type BookingStatusMessage = 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'lapsed';

export interface BookingsChangedMessage {
  /** Which domain event happened. */
  event: 'BookingRequested' | 'BookingStatusChanged';
  bookingId: string;
  /** Restaurant-local 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
  status: BookingStatusMessage;
}

export interface MenuChangedMessage {
  /** The item changed, or null when the change was to a category (or to several items at once). */
  menuItemId: string | null;
  categoryId: string | null;
}

export interface SettingsChangedMessage {
  key: string;
}

export interface ScheduleChangedMessage {
  /** The dates whose slots may have changed; empty when every day may have. */
  dates: string[];
}

/**
 * What the `/admin` namespace sends to the browser, and who hears it: orders.changed the Orders tab,
 * the badges and the screen reader's announcer; bookings.changed the Bookings tab and the badges;
 * menu.changed the Menu and Categories tabs; schedule.changed the Time tab. Settings changes reach
 * admin pages on `/storefront`, which every page listens to.
 */
export interface AdminServerToClientEvents {
  'orders.changed': (message: OrdersChangedMessage) => void;
  'bookings.changed': (message: BookingsChangedMessage) => void;
  'menu.changed': (message: MenuChangedMessage) => void;
  'schedule.changed': (message: ScheduleChangedMessage) => void;
  /** Busy mode changed: the control on every staff screen shows the new state. */
  'busy-mode.changed': (message: BusyModeChangedMessage) => void;
}

/** What the `/storefront` namespace sends to every visitor. */
export interface StorefrontServerToClientEvents {
  'menu.changed': (message: MenuChangedMessage) => void;
  'settings.changed': (message: SettingsChangedMessage) => void;
  /** Opening times, the slot grid or days off changed: slot pickers and booking forms reload. */
  'schedule.changed': (message: ScheduleChangedMessage) => void;
  /** An order's status changed: an open collection board (/board) fetches its numbers again. Nothing about the order is sent. */
  'board.changed': (message: BoardChangedMessage) => void;
  /** Online orders paused or reopened, or prep time added or ended: menus and checkout show it at once. */
  'busy-mode.changed': (message: BusyModeChangedMessage) => void;
}

/** Busy mode as it stands after a staff change (only what is in force; see busy-mode.ts). */
export interface BusyModeChangedMessage {
  state: {
    collection: { until: string | null } | null;
    delivery: { until: string | null } | null;
    prepTime: { minutes: number; until: string | null } | null;
  };
}

/** Empty on purpose: the storefront socket is public, so the board asks GET /api/board for the numbers. */
export type BoardChangedMessage = Record<string, never>;

/** Neither namespace accepts messages from the browser. */
export type ClientToServerEvents = Record<string, never>;

/** The order a page follows changed status or payment. */
export interface OrderTrackedMessage {
  orderId: string;
  status: OrderStatusMessage;
  isPaid: boolean;
}

/** What the /order namespace sends: only about the one order the socket was let in for. */
export interface OrderServerToClientEvents {
  'order.status': (message: OrderTrackedMessage) => void;
}

/**
 * How a page asks to follow an order (Socket.IO's handshake `auth`): a signed-in customer's own
 * order by its id (the session cookie says whose it is), or any order with its link's token (the
 * confirmation e-mail's "Follow your order" link, for an order taken without an account).
 */
export interface OrderFollowAuth {
  orderId: string;
  token?: string;
}
