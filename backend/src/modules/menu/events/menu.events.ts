export interface MenuChangedEvent {
  menuItemId: string;
}

/**
 * The menu module's part of the application's event map. The emitting service imports this file,
 * so every program that compiles the service sees the event.
 */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** Staff changed an item or an option (availability, name, price...); menu pages should reload it. */
    MenuChanged: MenuChangedEvent;
  }
}
