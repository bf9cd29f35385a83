export interface SettingsChangedEvent {
  key: string;
}

/**
 * The settings module's part of the application's event map. The emitting service imports this
 * file, so every program that compiles the service (api, worker, cli) sees the event.
 */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** A runtime setting changed (staff screen or CLI); pages showing settings should reload them. */
    SettingsChanged: SettingsChangedEvent;
  }
}
