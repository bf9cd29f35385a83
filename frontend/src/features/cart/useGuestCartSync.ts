import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { notify } from '../../shared/notifications/notifications-slice';
import { useSessionUser } from '../../shared/session/session-api';
import { useGetCartQuery, useMergeGuestCartMutation } from '../../shared/cart/cart-api';
import { guestCartRestored, guestLinesRemoved, selectGuestCartRestored, selectGuestLines } from '../../shared/cart/cart-slice';
import { GUEST_CART_STORAGE_KEY, readGuestCart, toMergeLines, writeGuestCart } from '../../shared/cart/guest-cart';

/**
 * Keeps the guest cart in localStorage ('guest-cart'): restores it once the page has hydrated (the
 * server cannot see it), writes every change back, and follows other tabs. Once a user is signed
 * in, the guest lines join their account cart; only the lines the server took are cleared from the
 * browser, so a failed merge loses nothing (it is logged and tried again on the next page load).
 * Also surfaces a failed load of the account cart.
 */
export function useGuestCartSync() {
  const dispatch = useAppDispatch();
  const user = useSessionUser();
  const lines = useAppSelector(selectGuestLines);
  const restored = useAppSelector(selectGuestCartRestored);
  const [mergeGuestCart] = useMergeGuestCartMutation();
  const mergedFor = useRef<string | null>(null);
  const cartQuery = useGetCartQuery(user?.id ?? skipToken);

  useEffect(() => {
    dispatch(guestCartRestored(readGuestCart(window.localStorage)));
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_CART_STORAGE_KEY || event.key === null) dispatch(guestCartRestored(readGuestCart(window.localStorage)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  useEffect(() => {
    if (restored) writeGuestCart(window.localStorage, lines);
  }, [restored, lines]);

  // Waits for the first load of the account cart, so that its answer cannot land after (and hide) the merged cart.
  const accountCartLoaded = cartQuery.isSuccess;
  useEffect(() => {
    if (!restored || !user || !accountCartLoaded || lines.length === 0 || mergedFor.current === user.id) return;
    mergedFor.current = user.id;
    const sent = lines.map((line) => line.id);
    mergeGuestCart({ userId: user.id, lines: toMergeLines(lines) })
      .unwrap()
      .then((result) => {
        dispatch(guestLinesRemoved(sent));
        dispatch(notify({ severity: 'success', title: 'Cart merged', message: 'Your items have been added to your account.' }));
        const skipped = result.skipped.map((line) => line.itemName ?? 'An item');
        if (skipped.length > 0) {
          dispatch(notify({ severity: 'warning', title: 'Some items could not be added', message: `${[...new Set(skipped)].join(', ')} ${skipped.length === 1 ? 'is' : 'are'} no longer available.` }));
        }
      })
      .catch((error: unknown) => console.error('Could not merge the guest cart into the account', error));
  }, [restored, user, accountCartLoaded, lines, mergeGuestCart, dispatch]);

  useEffect(() => {
    if (cartQuery.isError) dispatch(notify({ severity: 'error', title: 'Error loading cart' }));
  }, [cartQuery.isError, dispatch]);
}
