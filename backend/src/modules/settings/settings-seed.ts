import type { EntityManager } from 'typeorm';
import { insertIfMissing } from '../../infra/database/insert-if-missing.js';

/**
 * Seeds settings missing by key and returns how many it inserted; a setting that exists is left
 * alone, so a value staff changed survives. Runs in the caller's transaction.
 */
export async function seedSettings(manager: EntityManager, settings: ReadonlyArray<{ key: string; value: string }>): Promise<number> {
  let inserted = 0;
  for (const setting of settings) {
    inserted += await insertIfMissing(manager, 'INSERT INTO global_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [setting.key, setting.value]);
  }
  return inserted;
}
