import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { mapStatement, type Statement } from '../../infra/database/statement-batch.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import type { KitchenStation } from './entities/kitchen-station.entity.js';
import { KitchenStationsRepository } from './kitchen-stations.repository.js';
import { MenuException } from './menu.exception.js';

/** A kitchen station as the admin screens and the slot listing read it. */
export interface KitchenStationView {
  id: string;
  name: string;
  unitsPerSlot: number;
}

export interface KitchenStationInput {
  name: string;
  unitsPerSlot: number;
}

function toView(station: KitchenStation): KitchenStationView {
  return { id: station.id, name: station.name, unitsPerSlot: station.unitsPerSlot };
}

/**
 * Issue 28: the kitchen's stations and what each can cook in a slot (the Time tab). Each change
 * and its audit entry commit together; slot pickers hear ScheduleChanged, as a station's room
 * decides which slots a cart is offered.
 */
@Injectable()
export class KitchenStationsService {
  constructor(
    private readonly stations: KitchenStationsRepository,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  async listStations(): Promise<KitchenStationView[]> {
    return (await this.stations.findAll()).map(toView);
  }

  /** The same list as a statement, for a caller that sends it with other reads. */
  listStatement(): Statement<KitchenStationView[]> {
    return mapStatement(this.stations.allStatement(), (stations) => stations.map(toView));
  }

  async createStation(staff: Pick<AuthUser, 'id' | 'email'>, input: KitchenStationInput): Promise<KitchenStationView> {
    const name = input.name.trim();
    const created = await this.stations.transaction(async (manager) => {
      const station = await uniqueName(this.stations.insert(manager, { name, unitsPerSlot: input.unitsPerSlot, displayOrder: (await this.stations.maxDisplayOrder(manager)) + 1 }), name);
      await this.audit.recordChange(staff, { area: 'kitchen_station', action: 'create', entityId: station.id, before: null, after: toView(station) }, manager);
      return station;
    });
    await this.announce();
    return toView(created);
  }

  async updateStation(staff: Pick<AuthUser, 'id' | 'email'>, id: string, input: Partial<KitchenStationInput>): Promise<KitchenStationView> {
    const updated = await this.stations.transaction(async (manager) => {
      const before = await this.stations.lock(id, manager);
      if (!before) throw MenuException.stationNotFound();
      const name = input.name?.trim();
      await uniqueName(this.stations.update(manager, id, { ...(name !== undefined && { name }), ...(input.unitsPerSlot !== undefined && { unitsPerSlot: input.unitsPerSlot }) }), name ?? before.name);
      const after = (await this.stations.findOne(id, manager))!;
      await this.audit.recordChange(staff, { area: 'kitchen_station', action: 'update', entityId: id, before: toView(before), after: toView(after) }, manager);
      return after;
    });
    await this.announce();
    return toView(updated);
  }

  /** Items and choices that used it use no station afterwards; orders forget the units they took there. */
  async deleteStation(staff: Pick<AuthUser, 'id' | 'email'>, id: string): Promise<void> {
    await this.stations.transaction(async (manager) => {
      const found = await this.stations.lock(id, manager);
      if (!found) throw MenuException.stationNotFound();
      const users = await this.stations.countUsers(id, manager);
      await this.stations.delete(manager, id);
      await this.audit.recordChange(staff, { area: 'kitchen_station', action: 'delete', entityId: id, before: { ...toView(found), ...users }, after: null }, manager);
    });
    await this.announce();
  }

  private async announce(): Promise<void> {
    // Every day's slots may change for some cart (scheduling's event: slot pickers and the Time tab reload).
    await this.events.emit('ScheduleChanged', { dates: [] });
  }
}

function uniqueName<T>(work: Promise<T>, name: string): Promise<T> {
  return work.catch((error: unknown) => {
    if (isPostgresError(error, PostgresErrorCode.UniqueViolation)) throw MenuException.stationNameTaken(name);
    throw error;
  });
}
