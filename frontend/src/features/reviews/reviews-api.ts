import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

export type Reviews = ApiSchema<'ReviewsResponseDto'>;
export type Review = ApiSchema<'ReviewDto'>;

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The api keeps Google's answer for hours; the browser keeps it for the visit.
    getReviews: build.query<Reviews, void>({
      query: () => '/reviews',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
