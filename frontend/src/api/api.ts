import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, CombinedState, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { CSRF_HEADER, needsCsrfToken, readCsrfToken } from './csrf';
import { confirmStepUp, isStepUpRequired } from './step-up';

export const API_REDUCER_PATH = 'api';

// Slots: today's order slots, refetched by any page when the schedule changes (shared/realtime).
const TAG_TYPES = ['Session', 'Settings', 'Slots', 'Menu'] as const;
type TagType = (typeof TAG_TYPES)[number];

/** The api slice's state, as the server hands it to the browser. */
export type ApiState = CombinedState<Record<string, never>, TagType, typeof API_REDUCER_PATH>;

const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

/** Replays the RTK Query cache the server rendered with (window.__PRELOADED_STATE__) in the browser. */
export const serverStateHydrated = createAction<{ [API_REDUCER_PATH]: ApiState }>('app/serverStateHydrated');

const browserBaseQuery = isBrowser
  ? fetchBaseQuery({
      // Absolute against the page's origin: the same as '/api' in a browser, and valid for Request() in tests.
      baseUrl: new URL('/api', window.location.origin).href,
      credentials: 'include',
      prepareHeaders(headers, { arg }) {
        const method = typeof arg === 'string' ? 'GET' : arg.method;
        if (needsCsrfToken(method)) {
          const token = readCsrfToken(document.cookie);
          if (token) headers.set(CSRF_HEADER, token);
        }
        return headers;
      },
    })
  : null;

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, queryApi, extraOptions) => {
  // Server rendering never fetches: it only shows what the api prefetched into the cache.
  if (!browserBaseQuery) {
    return { error: { status: 'CUSTOM_ERROR', error: 'Requests are not made during server rendering' } };
  }
  const result = await browserBaseQuery(args, queryApi, extraOptions);
  // A sensitive action asks for the second factor again; once confirmed it is sent again, once.
  if (isStepUpRequired(result.error) && (await confirmStepUp())) return browserBaseQuery(args, queryApi, extraOptions);
  return result;
};

// The one API slice; features add their endpoints with api.injectEndpoints.
export const api = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (serverStateHydrated.match(action)) {
      // The payload holds exactly the api slice state the server rendered with.
      return action.payload[reducerPath as typeof API_REDUCER_PATH];
    }
    return undefined;
  },
});
