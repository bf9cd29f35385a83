import { useCallback, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../hooks';
import { notify } from '../notifications/notifications-slice';
import { useSessionUser } from '../session/session-api';
import {
  useAddCartItemMutation,
  useClearCartMutation,
  useGetCartQuery,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
} from './cart-api';
import { guestCartCleared, guestLineAdded, guestLineQuantitySet, guestLinesRemoved, selectGuestCartRestored, selectGuestLines } from './cart-slice';
import type { CartLine, CartMenuItem, CartPick } from './cart-types';
import { newGuestLineId, toCartLine } from './guest-cart';

/** Added, or not; problem: the api's refusal of the choices (CHOICES_INVALID), for the dialog to show beside them instead of a toast. */
export interface AddOutcome {
  added: boolean;
  problem?: string;
}

export interface UseCart {
  items: CartLine[];
  /** True while the cart is first loaded or a change is on its way to the server. */
  loading: boolean;
  /** True only while the account cart is first loaded ('Loading cart...'). */
  initialLoading: boolean;
  isGuest: boolean;
  hasUnavailable: boolean;
  addToCart(menuItem: CartMenuItem, pick: CartPick): Promise<AddOutcome>;
  updateQuantity(lineId: string, quantity: number): Promise<void>;
  removeFromCart(lineId: string): Promise<void>;
  /** silent: no 'Cart cleared' toast (after an order is placed). */
  clearCart(options?: { silent?: boolean }): Promise<void>;
  getCartTotal(): number;
  getCartCount(): number;
}

// One key per kind of change, shared by every component using the cart, so all see it in flight.
const SHARED = { add: { fixedCacheKey: 'cart-add' }, update: { fixedCacheKey: 'cart-update' }, remove: { fixedCacheKey: 'cart-remove' }, clear: { fixedCacheKey: 'cart-clear' } };

function messageOf(error: unknown): string | undefined {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : undefined;
}

const codeOf = (error: unknown) => (error as { data?: { error?: { code?: unknown } } } | undefined)?.data?.error?.code;

/**
 * The cart (SPEC section 3): a guest's lives in the browser, a signed-in user's on the server.
 * Which one is decided by the session; the interface is the same for both.
 */
export function useCart(): UseCart {
  const dispatch = useAppDispatch();
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const guestLines = useAppSelector(selectGuestLines);
  const guestRestored = useAppSelector(selectGuestCartRestored);
  const cartQuery = useGetCartQuery(userId ?? skipToken);
  const [addCartItem, addState] = useAddCartItemMutation(SHARED.add);
  const [updateCartItem, updateState] = useUpdateCartItemMutation(SHARED.update);
  const [removeCartItem, removeState] = useRemoveCartItemMutation(SHARED.remove);
  const [clearAccountCart, clearState] = useClearCartMutation(SHARED.clear);

  const items = useMemo(() => (userId ? (cartQuery.data?.lines ?? []) : guestLines.map(toCartLine)), [userId, cartQuery.data, guestLines]);
  const initialLoading = userId ? cartQuery.isLoading : !guestRestored;
  const loading = initialLoading || addState.isLoading || updateState.isLoading || removeState.isLoading || clearState.isLoading;

  const addToCart = useCallback(
    async (menuItem: CartMenuItem, { optionId, choices, choicesPricePence, instructions }: CartPick): Promise<AddOutcome> => {
      const optionName = menuItem.options.find((option) => option.id === optionId)?.name;
      try {
        if (userId) await addCartItem({ userId, menuItemId: menuItem.id, optionId, choiceIds: choices.map((choice) => choice.id), specialInstructions: instructions.trim() }).unwrap();
        else dispatch(guestLineAdded({ id: newGuestLineId(), menuItem, optionId, choices, choicesPricePence, specialInstructions: instructions }));
        dispatch(notify({ severity: 'success', title: 'Added to cart', message: optionName ? `${menuItem.name} (${optionName})` : menuItem.name }));
        return { added: true };
      } catch (error) {
        if (codeOf(error) === 'CHOICES_INVALID') return { added: false, problem: messageOf(error) };
        dispatch(notify({ severity: 'error', title: 'Error adding to cart', message: messageOf(error) }));
        return { added: false };
      }
    },
    [userId, addCartItem, dispatch],
  );

  const removeFromCart = useCallback(
    async (lineId: string) => {
      try {
        if (userId) await removeCartItem({ userId, lineId }).unwrap();
        else dispatch(guestLinesRemoved([lineId]));
        dispatch(notify({ severity: 'success', title: 'Item removed' }));
      } catch (error) {
        dispatch(notify({ severity: 'error', title: 'Error removing item', message: messageOf(error) }));
      }
    },
    [userId, removeCartItem, dispatch],
  );

  const updateQuantity = useCallback(
    async (lineId: string, quantity: number) => {
      // SPEC section 4: a quantity of 0 or less removes the line.
      if (quantity <= 0) return removeFromCart(lineId);
      try {
        if (userId) await updateCartItem({ userId, lineId, quantity }).unwrap();
        else dispatch(guestLineQuantitySet({ lineId, quantity }));
      } catch (error) {
        dispatch(notify({ severity: 'error', title: 'Error updating cart', message: messageOf(error) }));
      }
    },
    [userId, updateCartItem, removeFromCart, dispatch],
  );

  const clearCart = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      try {
        if (userId) await clearAccountCart({ userId }).unwrap();
        else dispatch(guestCartCleared());
        if (!silent) dispatch(notify({ severity: 'success', title: 'Cart cleared' }));
      } catch (error) {
        dispatch(notify({ severity: 'error', title: 'Error clearing cart', message: messageOf(error) }));
      }
    },
    [userId, clearAccountCart, dispatch],
  );

  const getCartTotal = useCallback(() => items.filter((line) => line.available).reduce((total, line) => total + line.lineTotalPence, 0), [items]);
  const getCartCount = useCallback(() => items.reduce((count, line) => count + line.quantity, 0), [items]);

  return {
    items,
    loading,
    initialLoading,
    isGuest: !userId,
    hasUnavailable: items.some((line) => !line.available),
    addToCart,
    updateQuantity,
    removeFromCart,
    clearCart,
    getCartTotal,
    getCartCount,
  };
}
