import type { BusyModeState, OrderType } from '@walkden/contract/busy-mode';
import type { DateTime } from 'luxon';

export type { BusyModeState, OrderType };

/** A stored busy-mode row as the rules read it. */
export interface BusyModeRow {
  kind: 'pause_collection' | 'pause_delivery' | 'prep_time';
  until: Date | null;
  extraMinutes: number | null;
}

/** Which rows a pause of these types writes or ends. */
export function pauseKinds(types: 'collection' | 'delivery' | 'both'): ('pause_collection' | 'pause_delivery')[] {
  return types === 'both' ? ['pause_collection', 'pause_delivery'] : [`pause_${types}`];
}

/** When something set now for `minutes` ends; null minutes = until ended by hand. */
export function endsAt(now: DateTime, minutes: number | null): Date | null {
  return minutes === null ? null : now.plus({ minutes }).toJSDate();
}

/** What is in force at `now`: rows whose `until` has passed count as ended. */
export function busyModeState(rows: readonly BusyModeRow[], now: DateTime): BusyModeState {
  const nowMs = now.toMillis();
  const live = (row: BusyModeRow | undefined) => (row && (row.until === null || row.until.getTime() > nowMs) ? row : undefined);
  const collection = live(rows.find((row) => row.kind === 'pause_collection'));
  const delivery = live(rows.find((row) => row.kind === 'pause_delivery'));
  const prep = live(rows.find((row) => row.kind === 'prep_time'));
  return {
    collection: collection ? { until: collection.until?.toISOString() ?? null } : null,
    delivery: delivery ? { until: delivery.until?.toISOString() ?? null } : null,
    prepTime: prep ? { minutes: prep.extraMinutes ?? 0, until: prep.until?.toISOString() ?? null } : null,
  };
}

/** The slot buffer with any extra preparation time in force: the first slot offered moves later by it. */
export function bufferWithPrepTime(bufferMinutes: number, state: BusyModeState): number {
  return bufferMinutes + (state.prepTime?.minutes ?? 0);
}
