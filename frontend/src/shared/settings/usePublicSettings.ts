import { SETTING_DEFAULTS } from '@walkden/contract/settings';
import { useGetSettingsQuery } from './settings-api';
import type { PublicSettings } from './public-settings';

/** SPEC 9's defaults (the api's own), used until the settings arrive or when they cannot be loaded. Money in pence. */
export { SETTING_DEFAULTS };

/** The business settings (the server prefetches them for the first render). */
export function usePublicSettings(): PublicSettings {
  const { data } = useGetSettingsQuery();
  return data ?? SETTING_DEFAULTS;
}
