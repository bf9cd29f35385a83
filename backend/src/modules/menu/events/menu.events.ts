export interface MenuChangedEvent {
  /** The item changed (created, edited, deleted, its options or image); null for a category or a reorder of several items. */
  menuItemId: string | null;
  categoryId?: string | null;
}

/**
 * The menu module's part of the application's event map. The emitting service imports this file,
 * so every program that compiles the service sees the event.
 */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** Staff changed the menu (an item, an option, an image, a category, an order); menu pages should reload it. */
    MenuChanged: MenuChangedEvent;
  }
}
