/** The settings module's part of the application's event map. */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** A runtime setting changed (staff screen or CLI); pages showing settings should reload them. */
    SettingsChanged: { key: string };
  }
}

export {};
