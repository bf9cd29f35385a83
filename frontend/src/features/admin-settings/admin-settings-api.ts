import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** A setting as staff see it (GET /api/admin/settings): stored text, money in pence. */
export type AdminSetting = ApiSchema<'SettingViewDto'>;

const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSetting[], void>({
      query: () => '/admin/settings',
      // Refetched with the public settings when any page hears settings.changed.
      providesTags: ['Settings'],
    }),
    saveSettings: build.mutation<AdminSetting[], Record<string, string>>({
      query: (values) => ({ url: '/admin/settings', method: 'PUT', body: { values } }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery, useSaveSettingsMutation } = adminSettingsApi;
