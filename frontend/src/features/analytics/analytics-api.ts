import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

export type VisitInput = ApiSchema<'LogVisitDto'>;

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    logVisit: build.mutation<void, VisitInput>({
      query: (visit) => ({ url: '/visits', method: 'POST', body: visit }),
    }),
  }),
});
