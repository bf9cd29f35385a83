import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../shared/hooks';
import { pathWithUtmOnly, referrerWithUtmOnly } from '../../shared/links/url-redaction';
import { analyticsApi } from './analytics-api';

/**
 * Logs a visit on every route change, as the path and its utm_* parameters only (an older e-mailed
 * link's ?token= must not land in the Visits table); failures are only logged to the console.
 */
export function useVisitLogging() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const path = pathWithUtmOnly(pathname, search);
    const url = `${window.location.origin}${path}`;
    // Strict mode runs effects twice; a route change is logged once.
    if (previousUrl.current === url) return;
    // The first page keeps the browser's referrer; in-app navigations refer from the previous page.
    const referrer = previousUrl.current ?? (document.referrer ? referrerWithUtmOnly(document.referrer) : null);
    previousUrl.current = url;
    dispatch(analyticsApi.endpoints.logVisit.initiate({ path, referrer }, { track: false }))
      .unwrap()
      .catch((error: unknown) => console.error('Visit logging failed', error));
  }, [dispatch, pathname, search]);
}
