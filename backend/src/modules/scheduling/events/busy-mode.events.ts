import type { BusyModeState } from '@walkden/contract/busy-mode';

export interface BusyModeChangedEvent {
  /** Busy mode as it stands after the change. */
  state: BusyModeState;
}

declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** Staff paused or reopened online orders, or added or ended extra prep time. */
    BusyModeChanged: BusyModeChangedEvent;
  }
}
