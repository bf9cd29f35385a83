import { useCallback } from 'react';
import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

export type SoldOutAnswer = ApiSchema<'SoldOutDto'>;

/**
 * Sold out today, in one tap, for the Menu tab and the kitchen screen (staff and administrators):
 * an item or an option is sold out until the next day's opening, or back on sale. The customer menu
 * and the staff menu refetch (open customer pages hear menu.changed).
 */
export const soldOutApi = api.enhanceEndpoints({ addTagTypes: ['AdminMenu', 'Menu'] }).injectEndpoints({
  endpoints: (build) => ({
    setItemSoldOut: build.mutation<SoldOutAnswer, { id: string; soldOut: boolean }>({
      query: ({ id, soldOut }) => ({ url: `/admin/menu/items/${id}/sold-out`, method: 'PUT', body: { soldOut } }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    setOptionSoldOut: build.mutation<SoldOutAnswer, { id: string; soldOut: boolean }>({
      query: ({ id, soldOut }) => ({ url: `/admin/menu/options/${id}/sold-out`, method: 'PUT', body: { soldOut } }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
  }),
});

export const { useSetItemSoldOutMutation, useSetOptionSoldOutMutation } = soldOutApi;

/** One call for either: `setSoldOut({ kind: 'item' | 'option', id, soldOut })`, with the pending state. */
export function useSetSoldOut() {
  const [setItem, itemState] = useSetItemSoldOutMutation();
  const [setOption, optionState] = useSetOptionSoldOutMutation();
  const setSoldOut = useCallback(
    ({ kind, id, soldOut }: { kind: 'item' | 'option'; id: string; soldOut: boolean }) => (kind === 'item' ? setItem({ id, soldOut }) : setOption({ id, soldOut })).unwrap(),
    [setItem, setOption],
  );
  return { setSoldOut, isLoading: itemState.isLoading || optionState.isLoading };
}
