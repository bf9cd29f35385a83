import { Injectable } from '@nestjs/common';
import type { DateTime } from 'luxon';
import { openingHours, type OpeningHours } from './domain/opening-hours.js';
import { restaurantDate, restaurantWeekday } from '../../infra/clock/restaurant-time.js';
import { type DaySchedule, offeredSlots, type OfferedSlots } from './domain/slot-listing.js';
import { BusyModeRepository } from './busy-mode.repository.js';
import { type BusyModeState, busyModeState, bufferWithPrepTime } from './domain/busy-mode.js';
import { type DayWithBusyMode, SchedulingRepository } from './scheduling.repository.js';
import type { Statement } from '../../infra/database/statement-batch.js';

/** What other modules read of the schedule, with the service that answers them. */
export type { ClosedReason, DaySchedule, OfferedSlots } from './domain/slot-listing.js';
export type { OpeningHours } from './domain/opening-hours.js';
export type { BusyModeState } from './domain/busy-mode.js';
export type { DayWithBusyMode } from './scheduling.repository.js';

/** The slots a day's read offers at `now`, and the busy mode in force then. */
export function offerAndBusyMode({ busyMode: rows, ...schedule }: DayWithBusyMode, now: DateTime, bufferMinutes: number): { offered: OfferedSlots; busyMode: BusyModeState } {
  const busyMode = busyModeState(rows, now);
  return { offered: offeredSlots(schedule, now, bufferWithPrepTime(bufferMinutes, busyMode)), busyMode };
}

/** Opening days and sessions, days off and the slot grid; other modules ask it which slots are offered today. */
@Injectable()
export class SchedulingService {
  constructor(
    private readonly scheduling: SchedulingRepository,
    private readonly busyMode: BusyModeRepository,
  ) {}

  /** A date's opening sessions, days off and slot grid: one read (the busy-mode rows that come with it are dropped). */
  async getDaySchedule(date: string): Promise<DaySchedule> {
    const { busyMode: _busyMode, ...schedule } = await this.scheduling.readDayWithBusyMode(date, restaurantWeekday(date));
    return schedule;
  }

  /** The weekly hours the site states, from the same opening days and sessions that offer slots. */
  async getOpeningHours(): Promise<OpeningHours> {
    const [openWeekdays, sessions] = await Promise.all([this.scheduling.findOpenWeekdays(), this.scheduling.findAllOpeningSessions()]);
    return openingHours(openWeekdays, sessions);
  }

  /**
   * The slots a customer may choose on `date` (today when left out) at `now`, before capacity; extra
   * prep time in force moves the first one later. On a later day the buffer reaches none of its slots.
   */
  async getOfferedSlots(now: DateTime, bufferMinutes: number, date: string = restaurantDate(now)): Promise<OfferedSlots> {
    return (await this.getOfferAndBusyMode(now, bufferMinutes, date)).offered;
  }

  /** The slots offered on `date` and the busy mode in force at `now`, from one read (Place Order needs both). */
  async getOfferAndBusyMode(now: DateTime, bufferMinutes: number, date: string = restaurantDate(now)): Promise<{ offered: OfferedSlots; busyMode: BusyModeState }> {
    return offerAndBusyMode(await this.scheduling.readDayWithBusyMode(date, restaurantWeekday(date)), now, bufferMinutes);
  }

  /** The read behind getOfferAndBusyMode as a statement (Place Order sends it with its other reads); `offerAndBusyMode` reads on. */
  dayStatement(date: string): Statement<DayWithBusyMode> {
    return this.scheduling.dayWithBusyModeStatement(date, restaurantWeekday(date));
  }

  /** Issue 28: each date's offer at `now` (the days a customer may order ahead for), one read per date, together. */
  async getOfferedSlotsOn(now: DateTime, bufferMinutes: number, dates: readonly string[]): Promise<OfferedSlots[]> {
    const offers = await Promise.all(dates.map((date) => this.getOfferAndBusyMode(now, bufferMinutes, date)));
    return offers.map((offer) => offer.offered);
  }

  /** Busy mode in force at `now` (a pause whose end has passed is over, whatever the row says). */
  async getBusyMode(now: DateTime): Promise<BusyModeState> {
    return busyModeState(await this.busyMode.findAll(), now);
  }
}
