import { Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual, type EntityManager } from 'typeorm';
import type { DaysOffPlan } from './domain/days-off.js';
import { DayOff } from './entities/day-off.entity.js';

/** Queries for days off. The orders and bookings a day off affects come from their own modules (schedule-demand.ts). */
@Injectable()
export class DaysOffRepository {
  constructor(private readonly dataSource: DataSource) {}

  inTransaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findDaysOffFrom(date: string): Promise<DayOff[]> {
    return this.dataSource.getRepository(DayOff).find({ where: { date: MoreThanOrEqual(date) }, order: { date: 'ASC', startTime: 'ASC' } });
  }

  findDayOff(id: string, manager: EntityManager = this.dataSource.manager): Promise<DayOff | null> {
    return manager.getRepository(DayOff).findOneBy({ id });
  }

  async insertDaysOff(manager: EntityManager, plan: DaysOffPlan, createdBy: string | null): Promise<DayOff[]> {
    const repository = manager.getRepository(DayOff);
    return repository.save(
      plan.dates.map((date) =>
        repository.create({
          date,
          startDate: plan.startDate,
          endDate: plan.endDate,
          type: plan.type,
          allDay: plan.allDay,
          startTime: plan.startTime,
          endTime: plan.endTime,
          reason: plan.reason,
          createdBy,
        }),
      ),
    );
  }

  async deleteDayOff(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return ((await manager.getRepository(DayOff).delete({ id })).affected ?? 0) > 0;
  }
}
