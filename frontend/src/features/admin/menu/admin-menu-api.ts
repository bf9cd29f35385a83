import { api } from '../../../api/api';
import type { AdminCategory, AdminMenu, AdminMenuItem, CategoryInput, MenuItemInput, MenuOptionInput } from './admin-menu-types';

/**
 * The Menu and Categories tabs. Every change also invalidates the customer menu ('Menu'), and the
 * admin socket's menu.changed invalidates 'AdminMenu' so that other open admin screens refresh.
 */
export const adminMenuApi = api.enhanceEndpoints({ addTagTypes: ['AdminMenu', 'Menu'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminMenu: build.query<AdminMenu, void>({
      query: () => '/admin/menu',
      providesTags: ['AdminMenu'],
    }),
    createMenuItem: build.mutation<AdminMenuItem, MenuItemInput>({
      query: (body) => ({ url: '/admin/menu/items', method: 'POST', body }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    updateMenuItem: build.mutation<AdminMenuItem, { id: string } & Partial<MenuItemInput>>({
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
    getCategories: build.query<AdminCategory[], void>({
      query: () => '/admin/categories',
      providesTags: ['AdminMenu'],
    }),
    createCategory: build.mutation<AdminCategory, CategoryInput>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    updateCategory: build.mutation<AdminCategory, { id: string } & Partial<CategoryInput>>({
      query: ({ id, ...body }) => ({ url: `/admin/categories/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    deleteCategory: build.mutation<void, { id: string; moveItemsTo?: string }>({
      query: ({ id, moveItemsTo }) => ({ url: `/admin/categories/${id}`, method: 'DELETE', params: moveItemsTo ? { moveItemsTo } : undefined }),
      invalidatesTags: ['AdminMenu', 'Menu'],
    }),
    reorderCategories: build.mutation<AdminCategory[], string[]>({
      query: (categoryIds) => ({ url: '/admin/categories/order', method: 'PUT', body: { categoryIds } }),
      invalidatesTags: ['AdminMenu', 'Menu'],
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
  useGetCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
} = adminMenuApi;

/** The message of the one error shape the api sends, else the toast's own words. */
export function apiErrorMessage(error: unknown): string | undefined {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : undefined;
}
