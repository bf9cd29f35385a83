import { busyModeAt, nextBusyModeChange } from '@walkden/contract/busy-mode';
import { useEffect, useState } from 'react';
import { type BusyMode, NO_BUSY_MODE, useGetBusyModeQuery } from './busy-mode-api';

/** Longest a timer is set for: setTimeout overflows past about 24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Busy mode as it stands now: a pause or extra time whose end has passed is dropped at that moment
 * (a timer re-renders the page then) and the server is asked again, so an open page changes by
 * itself when a pause ends.
 */
export function useBusyMode(): BusyMode {
  const { data = NO_BUSY_MODE, refetch, isUninitialized } = useGetBusyModeQuery();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextBusyModeChange(data, Date.now());
    if (next === null) return undefined;
    const timer = setTimeout(() => {
      setNow(Date.now());
      if (!isUninitialized) void refetch();
    }, Math.min(MAX_TIMER_MS, next - Date.now() + 250));
    return () => clearTimeout(timer);
  }, [data, refetch, isUninitialized, now]);
  return busyModeAt(data, Math.max(now, Date.now()));
}
