import { Suspense } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { selectCartDrawerOpen } from '../../../shared/cart/cart-slice';
import { loadWhenUsed, useOnceTrue } from '../../../shared/lazy/load-when-used';

/** The cart panel's code, fetched when the cart button is pointed at, focused or pressed. */
export const cartDrawer = loadWhenUsed(async () => (await import('./CartDrawer')).CartDrawer);

/** The cart panel, mounted the first time it opens (no page's first download carries it). */
export function CartDrawerWhenOpened({ signedIn }: { signedIn: boolean }) {
  const opened = useOnceTrue(useAppSelector(selectCartDrawerOpen));
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <cartDrawer.Component signedIn={signedIn} />
    </Suspense>
  );
}
