import { sessionApi } from '../shared/session/session-api';
import type { SessionResponse } from '../shared/session/session';
import { galleryApi } from '../features/menu/gallery-api';
import { menuApi } from '../features/menu/menu-api';
import type { GalleryResponse, MenuResponse, MenuView } from '../features/menu/menu-types';
import type { PublicSettings } from '../shared/settings/public-settings';
import { settingsApi } from '../shared/settings/settings-api';
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
  /** GET /api/menu?view=..., for /menu and /takeaway. */
  menu?: { view: MenuView; data: MenuResponse };
  /** GET /api/gallery, for /gallery. */
  gallery?: GalleryResponse;
}

export async function seedPrefetched(store: AppStore, prefetched: Prefetched): Promise<void> {
  const pending: Promise<unknown>[] = [];
  if (prefetched.settings) {
    pending.push(store.dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, prefetched.settings)));
  }
  if (prefetched.session) {
    pending.push(store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, prefetched.session)));
  }
  if (prefetched.menu) {
    pending.push(store.dispatch(menuApi.util.upsertQueryData('getMenu', prefetched.menu.view, prefetched.menu.data)));
  }
  if (prefetched.gallery) {
    pending.push(store.dispatch(galleryApi.util.upsertQueryData('getGallery', undefined, prefetched.gallery)));
  }
  await Promise.all(pending);
}
