import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { guestCartRestored } from './cart-slice';
import { GUEST_CART_STORAGE_KEY, readGuestCart } from './guest-cart';

/**
 * Restores the guest cart from localStorage once the page has hydrated (the server cannot see it),
 * and follows changes made in other tabs.
 */
export function useGuestCartSync() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(guestCartRestored(readGuestCart(window.localStorage)));
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_CART_STORAGE_KEY || event.key === null) {
        dispatch(guestCartRestored(readGuestCart(window.localStorage)));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
