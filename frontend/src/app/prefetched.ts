import type { ApiSchema } from '../api/api-types';
import { cartApi } from '../shared/cart/cart-api';
import { sessionApi } from '../shared/session/session-api';
import { consentApi } from '../features/consent/consent-api';
import { galleryApi } from '../features/menu/gallery-api';
import { menuApi } from '../shared/menu/menu-api';
import { reviewsApi } from '../features/reviews/reviews-api';
import { restaurantApi } from '../shared/restaurant/restaurant-api';
import { adminOrdersApiUtil } from '../shared/orders/admin-orders-api';
import { settingsApi } from '../shared/settings/settings-api';
import type { AppStore } from './store';

/**
 * Data the api loads before a server render (the backend's PageDataDto, generated into schema.ts).
 * The render never fetches: whatever is here is put into the RTK Query cache, rendered into the HTML
 * and handed to the browser, which then does not refetch it.
 */
export type Prefetched = ApiSchema<'PageDataDto'>;

export async function seedPrefetched(store: AppStore, prefetched: Prefetched): Promise<void> {
  const pending: Promise<unknown>[] = [];
  if (prefetched.settings) {
    pending.push(store.dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, prefetched.settings)));
  }
  if (prefetched.restaurant) {
    pending.push(store.dispatch(restaurantApi.util.upsertQueryData('getRestaurant', undefined, prefetched.restaurant)));
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
  if (prefetched.reviews) {
    pending.push(store.dispatch(reviewsApi.util.upsertQueryData('getReviews', undefined, prefetched.reviews)));
  }
  // Keyed by the user, as the cart query is (cart-api.ts).
  const userId = prefetched.session?.user?.id;
  if (prefetched.cart && userId) {
    pending.push(store.dispatch(cartApi.util.upsertQueryData('getCart', userId, prefetched.cart)));
  }
  // Keyed by its date, as the day's query is: the staff screens render it from the restaurant's today (shared/clock).
  if (prefetched.dayOrders) {
    pending.push(store.dispatch(adminOrdersApiUtil.upsertQueryData('getDayOrders', prefetched.dayOrders.date, prefetched.dayOrders)));
  }
  if (prefetched.cookiesAccepted !== undefined) {
    pending.push(store.dispatch(consentApi.util.upsertQueryData('getCookieConsent', undefined, prefetched.cookiesAccepted)));
  }
  await Promise.all(pending);
}
