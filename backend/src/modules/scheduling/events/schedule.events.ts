export interface ScheduleChangedEvent {
  /** The restaurant-local dates whose slots may have changed; empty when every day may have (the weekly pattern). */
  dates: string[];
}

/** The scheduling module's part of the application's event map (see settings.events.ts for why it lives here). */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** Opening times, sessions, the slot grid or days off changed: slot pickers and booking forms should reload. */
    ScheduleChanged: ScheduleChangedEvent;
  }
}
