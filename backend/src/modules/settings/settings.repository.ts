import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { entityReader, runStatement, type Statement, statement } from '../../infra/database/statement-batch.js';
import { GlobalSetting } from './entities/global-setting.entity.js';

/** The stored text of the keys a save changed. */
export interface SettingChanges {
  before: Record<string, string | null>;
  after: Record<string, string>;
}

/** Queries for global_settings. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  findAll(): Promise<GlobalSetting[]> {
    return runStatement(this.dataSource, this.allStatement());
  }

  /** Every stored setting, by key (a statement Place Order sends with its other reads, issue 30). */
  allStatement(): Statement<GlobalSetting[]> {
    return statement('SELECT * FROM global_settings ORDER BY key', [], entityReader(this.dataSource, GlobalSetting));
  }

  findByKey(key: string): Promise<GlobalSetting | null> {
    return this.dataSource.getRepository(GlobalSetting).findOneBy({ key });
  }

  /**
   * Stores every value in one transaction and hands the changed keys' stored text before (null when
   * never stored) and after to `record` inside it; returns the changed keys.
   */
  upsertMany(
    values: ReadonlyMap<string, string>,
    defaults: ReadonlyMap<string, string>,
    record: (tx: EntityManager, changes: SettingChanges) => Promise<void>,
  ): Promise<string[]> {
    return this.dataSource.transaction(async (tx) => {
      const stored = new Map(
        ((await tx.query('SELECT key, value FROM global_settings WHERE key = ANY($1) FOR UPDATE', [[...values.keys()]])) as { key: string; value: string }[]).map(
          (row) => [row.key, row.value],
        ),
      );
      const changes: SettingChanges = { before: {}, after: {} };
      for (const [key, value] of values) {
        // A key with no row holds its default: saving the default again changes nothing (and stores nothing,
        // so a default that differs between environments stays the environment's).
        const before = stored.get(key) ?? defaults.get(key);
        if (before === value) continue;
        await this.upsert(key, value, tx);
        changes.before[key] = before ?? null;
        changes.after[key] = value;
      }
      const changed = Object.keys(changes.after);
      if (changed.length > 0) await record(tx, changes);
      return changed;
    });
  }

  /** Inserts or replaces the value and stamps updated_at. */
  async upsert(key: string, value: string, manager?: EntityManager): Promise<GlobalSetting> {
    const rows: { key: string; value: string; updated_at: Date }[] = await (manager ?? this.dataSource.manager).query(
      `INSERT INTO global_settings (key, value, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
       RETURNING key, value, updated_at`,
      [key, value],
    );
    return Object.assign(new GlobalSetting(), { key: rows[0].key, value: rows[0].value, updatedAt: rows[0].updated_at });
  }
}
