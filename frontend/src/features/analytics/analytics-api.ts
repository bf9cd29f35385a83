import { api } from '../../api/api';

export interface VisitInput {
  path: string;
  referrer: string | null;
}

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    logVisit: build.mutation<void, VisitInput>({
      query: (visit) => ({ url: '/visits', method: 'POST', body: visit }),
    }),
  }),
});
