import type { EntityManager } from 'typeorm';

/**
 * Runs an `INSERT ... ON CONFLICT DO NOTHING` and returns how many rows it inserted (0 or 1), so that
 * a seed can report what it added and add nothing on a second run.
 */
export async function insertIfMissing(manager: EntityManager, sql: string, parameters: unknown[]): Promise<number> {
  const rows: unknown[] = await manager.query(`${sql} RETURNING 1`, parameters);
  return rows.length;
}
