import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Staff Users and Visits (GET /api/admin/users, /api/admin/visits), as the OpenAPI document describes them. */
export type UserStats = ApiSchema<'UserStatsDto'>;
export type AdminUser = ApiSchema<'AdminUserDto'>;
export type AdminUserOrder = ApiSchema<'AdminUserOrderDto'>;
export type VisitStats = ApiSchema<'VisitStatsDto'>;
export type Visit = ApiSchema<'VisitDto'>;

const visitorsApi = api.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminVisits'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserStats: build.query<UserStats, void>({ query: () => '/admin/users/stats', providesTags: ['AdminUsers'] }),
    getUsers: build.query<ApiSchema<'AdminUsersPageDto'>, number>({ query: (page) => `/admin/users?page=${page}`, providesTags: ['AdminUsers'] }),
    getUserOrders: build.query<AdminUserOrder[], string>({ query: (id) => `/admin/users/${id}/orders` }),
    deleteUser: build.mutation<ApiSchema<'DeletedUserDto'>, string>({
      query: (id) => ({ url: `/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminUsers'],
    }),
    changeUserRole: build.mutation<AdminUser, { id: string } & ApiSchema<'ChangeUserRoleDto'>>({
      query: ({ id, role }) => ({ url: `/admin/users/${id}/role`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['AdminUsers'],
    }),
    getVisitStats: build.query<VisitStats, void>({ query: () => '/admin/visits/stats', providesTags: ['AdminVisits'] }),
    getVisits: build.query<ApiSchema<'VisitsPageDto'>, number>({ query: (page) => `/admin/visits?page=${page}`, providesTags: ['AdminVisits'] }),
  }),
});

export const {
  useGetUserStatsQuery,
  useGetUsersQuery,
  useGetUserOrdersQuery,
  useDeleteUserMutation,
  useChangeUserRoleMutation,
  useGetVisitStatsQuery,
  useGetVisitsQuery,
} = visitorsApi;

/** The api's error message (one copy, api/api-error.ts). */
export { apiErrorMessage } from '../../api/api-error';
