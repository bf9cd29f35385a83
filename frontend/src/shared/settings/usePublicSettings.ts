import { useGetSettingsQuery } from './settings-api';
import type { PublicSettings } from './public-settings';

/** SPEC 9's defaults, used until the settings arrive or when they cannot be loaded. Money in pence. */
export const SETTING_DEFAULTS: PublicSettings = {
  maxDistance: 2,
  deliveryFee: 250,
  minimumOrderValue: 1500,
  timeSlotBuffer: 10,
  ordersPerTimeSlot: 3,
  defaultCapacity: 1,
  bookingCoversCapacity: 20,
  deliveries: true,
  collections: true,
};

/** The business settings (the server prefetches them for the first render). */
export function usePublicSettings(): PublicSettings {
  const { data } = useGetSettingsQuery();
  return data ?? SETTING_DEFAULTS;
}
