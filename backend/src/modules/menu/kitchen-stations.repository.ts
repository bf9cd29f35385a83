import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { entityReader, runStatement, type Statement, statement } from '../../infra/database/statement-batch.js';
import { KitchenStation } from './entities/kitchen-station.entity.js';

/** Kitchen stations (issue 28). Writes take the caller's transaction. */
@Injectable()
export class KitchenStationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** In the kitchen's order: display order, then name. */
  findAll(manager: EntityManager = this.dataSource.manager): Promise<KitchenStation[]> {
    return runStatement(manager, this.allStatement());
  }

  /** The same read as a statement (Place Order sends it with its other reads, issue 30). */
  allStatement(): Statement<KitchenStation[]> {
    return statement('SELECT * FROM kitchen_stations ORDER BY display_order, name', [], entityReader(this.dataSource, KitchenStation));
  }

  findOne(id: string, manager: EntityManager = this.dataSource.manager): Promise<KitchenStation | null> {
    return manager.getRepository(KitchenStation).findOne({ where: { id } });
  }

  lock(id: string, manager: EntityManager): Promise<KitchenStation | null> {
    return manager.getRepository(KitchenStation).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, station: Pick<KitchenStation, 'name' | 'unitsPerSlot' | 'displayOrder'>): Promise<KitchenStation> {
    return manager.getRepository(KitchenStation).save(manager.getRepository(KitchenStation).create(station));
  }

  async update(manager: EntityManager, id: string, changes: Partial<Pick<KitchenStation, 'name' | 'unitsPerSlot'>>): Promise<void> {
    if (Object.keys(changes).length > 0) await manager.getRepository(KitchenStation).update({ id }, changes);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(KitchenStation).delete({ id });
  }

  async maxDisplayOrder(manager: EntityManager): Promise<number> {
    const [{ max }]: { max: number }[] = await manager.query('SELECT coalesce(max(display_order), 0)::int AS max FROM kitchen_stations');
    return max;
  }

  /** How many items and choices use a station, so the Time tab can say what a deletion leaves without one. */
  async countUsers(id: string, manager: EntityManager = this.dataSource.manager): Promise<{ items: number; choices: number }> {
    const [row]: { items: number; choices: number }[] = await manager.query(
      'SELECT (SELECT count(*)::int FROM menu_items WHERE station_id = $1) AS items, (SELECT count(*)::int FROM menu_choices WHERE station_id = $1) AS choices',
      [id],
    );
    return row;
  }
}
