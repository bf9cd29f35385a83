import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Staff Users and Visits (GET /api/admin/users, /api/admin/visits), as the OpenAPI document describes them. */
export type UserStats = ApiSchema<'UserStatsDto'>;
export type AdminUser = ApiSchema<'AdminUserDto'>;
export type AdminUserOrder = ApiSchema<'AdminUserOrderDto'>;
export type VisitStats = ApiSchema<'VisitStatsDto'>;
export type Visit = ApiSchema<'VisitDto'>;
export type VisitCharts = ApiSchema<'VisitChartsDto'>;
export type RangePreset = ApiSchema<'ReportPreset'>;
/** `?range=` and, for a custom range, its two London dates (YYYY-MM-DD, both counted). */
export interface VisitChartsRange {
  range: RangePreset;
  from?: string;
  to?: string;
}

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
    getVisitCharts: build.query<VisitCharts, VisitChartsRange>({
      query: ({ range, from, to }) => ({ url: '/admin/visits/charts', params: range === 'custom' ? { range, from, to } : { range } }),
      providesTags: ['AdminVisits'],
    }),
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
  useGetVisitChartsQuery,
} = visitorsApi;

/** The api's error message (one copy, api/api-error.ts). */
export { apiErrorMessage } from '../../api/api-error';
