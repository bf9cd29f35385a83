import { accountsApi } from '../features/accounts/accounts-api';
import type { SessionResponse } from '../features/accounts/session';
import type { PublicSettings } from '../features/settings/public-settings';
import { settingsApi } from '../features/settings/settings-api';
import type { AppStore } from './store';

/**
 * Data the api loads before a server render. The render never fetches: whatever is here is put into
 * the RTK Query cache, rendered into the HTML and handed to the browser, which then does not refetch it.
 */
export interface Prefetched {
  /** GET /api/settings */
  settings?: PublicSettings;
  /** GET /api/auth/session, for the visitor's own cookie; without it the shell renders signed out. */
  session?: SessionResponse;
}

export async function seedPrefetched(store: AppStore, prefetched: Prefetched): Promise<void> {
  const pending: Promise<unknown>[] = [];
  if (prefetched.settings) {
    pending.push(store.dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, prefetched.settings)));
  }
  if (prefetched.session) {
    pending.push(store.dispatch(accountsApi.util.upsertQueryData('getSession', undefined, prefetched.session)));
  }
  await Promise.all(pending);
}
