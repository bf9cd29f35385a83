import type { Restaurant } from './restaurant';
import { useGetRestaurantQuery } from './restaurant-api';

/**
 * The restaurant's name, address, contact, trader details, socials and hours. Every server-rendered
 * page arrives with it, so it is undefined only for the moment a page loads without the server.
 */
export function useRestaurant(): Restaurant | undefined {
  return useGetRestaurantQuery().data;
}
