import type { DataSource } from 'typeorm';

/**
 * The worker's settings as they are now, and a function that puts them back exactly: for a test file
 * that changes settings to see what follows, so the files after it in the same Jest worker (one
 * database) read the settings they expect.
 */
export async function snapshotSettings(dataSource: DataSource): Promise<() => Promise<void>> {
  const rows = await dataSource.query<{ key: string; value: string }[]>('SELECT key, value FROM global_settings');
  return async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM global_settings');
      for (const { key, value } of rows) await manager.query('INSERT INTO global_settings (key, value) VALUES ($1, $2)', [key, value]);
    });
  };
}
