import { api } from '../../api/api';
import type { Restaurant } from './restaurant';

export const restaurantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRestaurant: build.query<Restaurant, void>({
      query: () => '/restaurant',
    }),
  }),
});

export const { useGetRestaurantQuery } = restaurantApi;
