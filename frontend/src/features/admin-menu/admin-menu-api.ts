import { api } from '../../api/api';
import type { AdminMenu, AdminMenuItem, ChoiceGroupsInput, MenuItemInput, MenuItemUpdate, MenuKitchenStation, MenuOptionInput } from './admin-menu-types';

/**
 * The Menu tab. Every change also invalidates the customer menu ('Menu'), and the
 * admin socket's menu.changed invalidates 'AdminMenu' so that other open admin screens refresh.
 * The kitchen stations are the Time tab's to change (same 'KitchenStations' tag); the item editor only lists them.
 */
export const adminMenuApi = api.enhanceEndpoints({ addTagTypes: ['AdminMenu', 'Menu', 'KitchenStations'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminMenu: build.query<AdminMenu, void>({
      query: () => '/admin/menu',
      providesTags: ['AdminMenu'],
    }),
    createMenuItem: build.mutation<AdminMenuItem, MenuItemInput>({
      query: (body) => ({ url: '/admin/menu/items', method: 'POST', body }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    updateMenuItem: build.mutation<AdminMenuItem, { id: string } & MenuItemUpdate>({
      query: ({ id, ...body }) => ({ url: `/admin/menu/items/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    deleteMenuItem: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/menu/items/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    reorderMenuItems: build.mutation<void, { categoryId: string | null; itemIds: string[] }>({
      query: (body) => ({ url: '/admin/menu/items/order', method: 'PUT', body }),
      // The new order shows at once; a refusal puts the old one back.
      async onQueryStarted({ itemIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adminMenuApi.util.updateQueryData('getAdminMenu', undefined, (draft) => {
            itemIds.forEach((id, index) => {
              const item = draft.items.find((candidate) => candidate.id === id);
              if (item) item.displayOrder = index + 1;
            });
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    setMenuItemImage: build.mutation<AdminMenuItem, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('image', file);
        return { url: `/admin/menu/items/${id}/image`, method: 'PUT', body };
      },
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    removeMenuItemImage: build.mutation<AdminMenuItem, string>({
      query: (id) => ({ url: `/admin/menu/items/${id}/image`, method: 'DELETE' }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    addMenuOption: build.mutation<AdminMenuItem, { itemId: string } & MenuOptionInput>({
      query: ({ itemId, ...body }) => ({ url: `/admin/menu/items/${itemId}/options`, method: 'POST', body }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    updateMenuOption: build.mutation<AdminMenuItem, { id: string } & Partial<MenuOptionInput>>({
      query: ({ id, ...body }) => ({ url: `/admin/menu/options/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    deleteMenuOption: build.mutation<AdminMenuItem, string>({
      query: (id) => ({ url: `/admin/menu/options/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    reorderMenuOptions: build.mutation<AdminMenuItem, { itemId: string; optionIds: string[] }>({
      query: ({ itemId, optionIds }) => ({ url: `/admin/menu/items/${itemId}/options/order`, method: 'PUT', body: { optionIds } }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    // Issue 28: the item's whole list of choice groups at once; what is left out is removed.
    setMenuItemChoiceGroups: build.mutation<AdminMenuItem, { id: string } & ChoiceGroupsInput>({
      query: ({ id, ...body }) => ({ url: `/admin/menu/items/${id}/choice-groups`, method: 'PUT', body }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    getMenuStations: build.query<MenuKitchenStation[], void>({
      query: () => '/admin/stations',
      providesTags: ['KitchenStations'],
    }),
  }),
});

export const {
  useGetAdminMenuQuery,
  useCreateMenuItemMutation,
  useUpdateMenuItemMutation,
  useDeleteMenuItemMutation,
  useReorderMenuItemsMutation,
  useSetMenuItemImageMutation,
  useRemoveMenuItemImageMutation,
  useAddMenuOptionMutation,
  useUpdateMenuOptionMutation,
  useDeleteMenuOptionMutation,
  useReorderMenuOptionsMutation,
  useSetMenuItemChoiceGroupsMutation,
  useGetMenuStationsQuery,
} = adminMenuApi;

/** The api's error message (one copy, api/api-error.ts). */
export { apiErrorMessage } from '../../api/api-error';
