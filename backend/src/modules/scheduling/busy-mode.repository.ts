import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { BusyModeEntry, type BusyModeKind } from './entities/busy-mode-entry.entity.js';

/** The busy_mode rows: at most one per kind. */
@Injectable()
export class BusyModeRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findAll(manager: EntityManager = this.dataSource.manager): Promise<BusyModeEntry[]> {
    return manager.getRepository(BusyModeEntry).find();
  }

  /** Locks the kinds' rows (those that exist) for the change. */
  async lockAll(manager: EntityManager): Promise<BusyModeEntry[]> {
    return manager.getRepository(BusyModeEntry).find({ lock: { mode: 'pessimistic_write' } });
  }

  async upsert(manager: EntityManager, entry: Pick<BusyModeEntry, 'kind' | 'until' | 'extraMinutes' | 'setBy' | 'setAt'>): Promise<void> {
    await manager.getRepository(BusyModeEntry).upsert(entry, ['kind']);
  }

  async remove(manager: EntityManager, kinds: BusyModeKind[]): Promise<void> {
    await manager.getRepository(BusyModeEntry).delete({ kind: In(kinds) });
  }
}
