import { Injectable } from '@nestjs/common';
import type { DateTime } from 'luxon';
import { openingHours, type OpeningHours } from './domain/opening-hours.js';
import { type DaySchedule, offeredSlots, type OfferedSlots, restaurantDate, restaurantWeekday } from './domain/slot-listing.js';
import { SchedulingRepository } from './scheduling.repository.js';

/** Opening days and sessions, days off and the slot grid; other modules ask it which slots are offered today. */
@Injectable()
export class SchedulingService {
  constructor(private readonly scheduling: SchedulingRepository) {}

  async getDaySchedule(date: string): Promise<DaySchedule> {
    const weekday = restaurantWeekday(date);
    const [isOpenWeekday, sessions, daysOff, timeSlots] = await Promise.all([
      this.scheduling.isOpenOnWeekday(weekday),
      this.scheduling.findOpeningSessionsOn(weekday),
      this.scheduling.findDaysOffOn(date),
      this.scheduling.findTimeSlots(),
    ]);
    return {
      date,
      isOpenWeekday,
      sessions: sessions.map(({ startTime, endTime }) => ({ startTime, endTime })),
      daysOff: daysOff.map(({ allDay, startTime, endTime }) => ({ allDay, startTime, endTime })),
      timeSlots: timeSlots.map(({ time, isActive }) => ({ time, isActive })),
    };
  }

  /** The weekly hours the site states, from the same opening days and sessions that offer slots. */
  async getOpeningHours(): Promise<OpeningHours> {
    const [openWeekdays, sessions] = await Promise.all([this.scheduling.findOpenWeekdays(), this.scheduling.findAllOpeningSessions()]);
    return openingHours(openWeekdays, sessions);
  }

  /** The slots a customer may choose today at `now`, before capacity. */
  async getOfferedSlots(now: DateTime, bufferMinutes: number): Promise<OfferedSlots> {
    return offeredSlots(await this.getDaySchedule(restaurantDate(now)), now, bufferMinutes);
  }
}
