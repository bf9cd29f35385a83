import { api } from '../../api/api';
import type { PublicSettings } from './public-settings';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<PublicSettings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
