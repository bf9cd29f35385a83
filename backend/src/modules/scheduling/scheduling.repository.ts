import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DayOff } from './entities/day-off.entity.js';
import { OpeningSession } from './entities/opening-session.entity.js';
import { OpeningTime } from './entities/opening-time.entity.js';
import { TimeSlot } from './entities/time-slot.entity.js';

/** Queries for opening days and sessions, days off and the slot grid. */
@Injectable()
export class SchedulingRepository {
  constructor(private readonly dataSource: DataSource) {}

  async isOpenOnWeekday(dayOfWeek: number): Promise<boolean> {
    const row = await this.dataSource.getRepository(OpeningTime).findOneBy({ dayOfWeek });
    return row?.isOpen ?? false;
  }

  findOpeningSessionsOn(dayOfWeek: number): Promise<OpeningSession[]> {
    return this.dataSource.getRepository(OpeningSession).find({ where: { dayOfWeek }, order: { startTime: 'ASC' } });
  }

  async findOpenWeekdays(): Promise<number[]> {
    const rows = await this.dataSource.getRepository(OpeningTime).find({ where: { isOpen: true }, select: { dayOfWeek: true } });
    return rows.map((row) => row.dayOfWeek);
  }

  findAllOpeningSessions(): Promise<OpeningSession[]> {
    return this.dataSource.getRepository(OpeningSession).find({ select: { dayOfWeek: true, startTime: true, endTime: true }, order: { startTime: 'ASC' } });
  }

  findDaysOffOn(date: string): Promise<DayOff[]> {
    return this.dataSource.getRepository(DayOff).find({ where: { date }, select: { id: true, allDay: true, startTime: true, endTime: true } });
  }

  findTimeSlots(): Promise<TimeSlot[]> {
    return this.dataSource.getRepository(TimeSlot).find({ order: { time: 'ASC' } });
  }
}
