/** The menu module's part of the application's event map. */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** Staff changed an item or an option (availability, name, price...); menu pages should reload it. */
    MenuChanged: { menuItemId: string };
  }
}

export {};
