import { api } from '../../api/api';
import type { CartResponse, MergeCartResponse } from './cart-types';

const EMPTY_CART: CartResponse = { lines: [], totalPence: 0, count: 0, hasUnavailable: false };

/** Recomputes what the server would say after an optimistic change (the server's answer replaces it). */
function withTotals(lines: CartResponse['lines']): CartResponse {
  return {
    lines,
    totalPence: lines.filter((line) => line.available).reduce((total, line) => total + line.lineTotalPence, 0),
    count: lines.reduce((count, line) => count + line.quantity, 0),
    hasUnavailable: lines.some((line) => !line.available),
  };
}

/**
 * The signed-in user's cart. The query is keyed by user id, so one user's cart never shows for
 * another in the same tab. Every change answers with the whole cart, which replaces the cache;
 * quantity changes, removals and clearing show at once and are undone if the server refuses them.
 */
export const cartApi = api.enhanceEndpoints({ addTagTypes: ['Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, string>({
      query: () => '/cart',
      providesTags: (result) => [{ type: 'Cart', id: 'LIST' }, ...(result?.lines ?? []).map((line) => ({ type: 'Cart' as const, id: line.id }))],
    }),
    addCartItem: build.mutation<CartResponse, { userId: string; menuItemId: string; optionId: string | null; choiceIds: string[]; specialInstructions: string }>({
      query: ({ menuItemId, optionId, choiceIds, specialInstructions }) => ({ url: '/cart/items', method: 'POST', body: { menuItemId, optionId, choiceIds, specialInstructions } }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(cartApi.util.upsertQueryData('getCart', userId, data));
      },
    }),
    updateCartItem: build.mutation<CartResponse, { userId: string; lineId: string; quantity: number }>({
      query: ({ lineId, quantity }) => ({ url: `/cart/items/${lineId}`, method: 'PATCH', body: { quantity } }),
      async onQueryStarted({ userId, lineId, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', userId, (cart) =>
            withTotals(
              quantity <= 0
                ? cart.lines.filter((line) => line.id !== lineId)
                : cart.lines.map((line) => (line.id === lineId ? { ...line, quantity, lineTotalPence: line.unitPricePence * quantity } : line)),
            ),
          ),
        );
        try {
          dispatch(cartApi.util.upsertQueryData('getCart', userId, (await queryFulfilled).data));
        } catch {
          // Refused or unreachable: put the line back and reload the server's cart.
          patch.undo();
          dispatch(cartApi.util.invalidateTags([{ type: 'Cart', id: 'LIST' }]));
        }
      },
    }),
    removeCartItem: build.mutation<CartResponse, { userId: string; lineId: string }>({
      query: ({ lineId }) => ({ url: `/cart/items/${lineId}`, method: 'DELETE' }),
      async onQueryStarted({ userId, lineId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(cartApi.util.updateQueryData('getCart', userId, (cart) => withTotals(cart.lines.filter((line) => line.id !== lineId))));
        try {
          dispatch(cartApi.util.upsertQueryData('getCart', userId, (await queryFulfilled).data));
        } catch {
          // Refused or unreachable: put the line back and reload the server's cart.
          patch.undo();
          dispatch(cartApi.util.invalidateTags([{ type: 'Cart', id: 'LIST' }]));
        }
      },
    }),
    clearCart: build.mutation<CartResponse, { userId: string }>({
      query: () => ({ url: '/cart', method: 'DELETE' }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(cartApi.util.updateQueryData('getCart', userId, () => EMPTY_CART));
        try {
          dispatch(cartApi.util.upsertQueryData('getCart', userId, (await queryFulfilled).data));
        } catch {
          // Refused or unreachable: put the line back and reload the server's cart.
          patch.undo();
          dispatch(cartApi.util.invalidateTags([{ type: 'Cart', id: 'LIST' }]));
        }
      },
    }),
    mergeGuestCart: build.mutation<MergeCartResponse, { userId: string; lines: { menuItemId: string; optionId: string | null; choiceIds: string[]; quantity: number; specialInstructions: string }[] }>({
      query: ({ lines }) => ({ url: '/cart/merge', method: 'POST', body: { lines } }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(cartApi.util.upsertQueryData('getCart', userId, data.cart));
      },
    }),
  }),
});

export const { useGetCartQuery, useAddCartItemMutation, useUpdateCartItemMutation, useRemoveCartItemMutation, useClearCartMutation, useMergeGuestCartMutation } =
  cartApi;
