import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type AdminCategory = ApiSchema<'AdminCategoryDto'>;
/** The category form: every field the create route takes, all of them set. */
export type CategoryInput = Required<ApiSchema<'CreateCategoryDto'>>;

/** The Categories tab (/api/admin/categories). A change shows on the Menu tab and the public menu too ('AdminMenu', 'Menu'). */
const adminCategoriesApi = api.enhanceEndpoints({ addTagTypes: ['AdminMenu', 'Menu'] }).injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetCategoriesQuery, useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation, useReorderCategoriesMutation } = adminCategoriesApi;
export const adminCategoriesApiUtil = adminCategoriesApi.util;

export { apiErrorMessage } from '../../api/api-error';
