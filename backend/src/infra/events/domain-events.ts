/**
 * The application's domain events: one map from a past-tense name to its payload (ids and small
 * facts, never an entity). Any module emits them through `DomainEvents` and any module listens
 * with `@OnDomainEvent`; the payload type is checked at compile time on both sides.
 *
 * The map is declared here and each module adds its own events to it, beside its code, with a
 * `declare module` block (so that infra never imports a module):
 * - orders:   `modules/orders/events/order.events.ts`      OrderPlaced, OrderPaid, OrderStatusChanged, OrderDeleted, ...
 * - menu:     `modules/menu/events/menu.events.ts`         MenuChanged
 * - settings: `modules/settings/events/settings.events.ts` SettingsChanged
 * - bookings: `modules/bookings/events/booking.events.ts`   BookingRequested, BookingStatusChanged
 * - accounts: `modules/accounts/events/account.events.ts`  SessionsEnded, UserRoleChanged
 *
 * Events are in-process: each process (api, worker) runs its own listeners for the events it
 * raises. What must reach browsers goes through the realtime module, which publishes to Redis.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;
