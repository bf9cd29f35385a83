import { api } from '../../api/api';

/** Staff Users and Visits (GET /api/admin/users, /api/admin/visits). Dates are ISO instants. */
export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export interface UserStats {
  total: number;
  admins: number;
  averageOrdersPerUser: number;
  activeLast30Days: number;
  newThisMonth: number;
}

export interface AdminUser {
  id: string;
  fullName: string | null;
  email: string;
  joinedAt: string;
  lastLogin: string | null;
  orderCount: number;
  isAdmin: boolean;
}

export interface AdminUserOrder {
  id: string;
  orderNumber: string;
  orderDate: string;
  status: string;
  createdAt: string;
}

export interface VisitStats {
  total: number;
  uniqueIps: number;
  last24Hours: number;
  last7Days: number;
  dailyAverage: number;
}

export interface Visit {
  id: string;
  visitedAt: string;
  path: string;
  referrer: string | null;
  ipAddress: string | null;
  utmSource: string | null;
}

const visitorsApi = api.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminVisits'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserStats: build.query<UserStats, void>({ query: () => '/admin/users/stats', providesTags: ['AdminUsers'] }),
    getUsers: build.query<Paged<AdminUser>, number>({ query: (page) => `/admin/users?page=${page}`, providesTags: ['AdminUsers'] }),
    getUserOrders: build.query<AdminUserOrder[], string>({ query: (id) => `/admin/users/${id}/orders` }),
    deleteUser: build.mutation<{ id: string; email: string }, string>({
      query: (id) => ({ url: `/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminUsers'],
    }),
    changeUserRole: build.mutation<AdminUser, { id: string; isAdmin: boolean }>({
      query: ({ id, isAdmin }) => ({ url: `/admin/users/${id}/role`, method: 'PATCH', body: { isAdmin } }),
      invalidatesTags: ['AdminUsers'],
    }),
    getVisitStats: build.query<VisitStats, void>({ query: () => '/admin/visits/stats', providesTags: ['AdminVisits'] }),
    getVisits: build.query<Paged<Visit>, number>({ query: (page) => `/admin/visits?page=${page}`, providesTags: ['AdminVisits'] }),
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

/** The server's own words for a refused change, when it gave them. */
export function apiErrorMessage(error: unknown): string | undefined {
  return (error as { data?: { error?: { message?: string } } } | null)?.data?.error?.message;
}
