import type { ApiSchema } from '../../api/api-types';

/** The restaurant as GET /api/restaurant answers: the configured profile with the live opening hours. */
export type Restaurant = ApiSchema<'RestaurantResponseDto'>;
export type SocialNetwork = Restaurant['socials'][number]['network'];

/** A tel: link to the international form of the number. */
export function telHref(phone: Restaurant['phone']): string {
  return `tel:${phone.international}`;
}
