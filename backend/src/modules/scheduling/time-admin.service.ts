import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { planSessions, type SessionHours } from './domain/opening-sessions.js';
import { gridSlot, SLOT_GRID } from './domain/slot-grid.js';
import { RESTAURANT_ZONE } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { mondayOf, scheduleDay, type ScheduleDay, slotKey, weekDates } from './domain/weekly-schedule.js';
import type { ScheduleChangedEvent } from './events/schedule.events.js';
import { type KitchenStationRow, SCHEDULED_BOOKINGS, SCHEDULED_ORDERS, type ScheduledBookings, type ScheduledOrders, type SlotCount } from './schedule-demand.js';
import { SchedulingException } from './scheduling.exception.js';
import { SchedulingService } from './scheduling.service.js';
import { TimeAdminRepository } from './time-admin.repository.js';

type Staff = Pick<AuthUser, 'id' | 'email'>;

export interface OpeningTimesView {
  /** Sunday (0) to Saturday (6); a weekday without a row is closed. Sessions 'HH:MM', [start, end). */
  days: { dayOfWeek: number; isOpen: boolean; sessions: SessionHours[] }[];
  /** The whole grid, 09:00 to 23:45; a time without a row is off. */
  slots: { time: string; isActive: boolean }[];
}

export interface WeeklyScheduleView {
  weekStart: string;
  /** Issue 28: the kitchen's stations, for the slots' units per station. */
  stations: KitchenStationRow[];
  days: ScheduleDay[];
}

/** The Time tab's opening days, slot grid and weekly schedule. Every change reaches open slot pickers. */
@Injectable()
export class TimeAdminService {
  constructor(
    private readonly time: TimeAdminRepository,
    private readonly scheduling: SchedulingService,
    private readonly settings: SettingsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    @Inject(SCHEDULED_ORDERS) private readonly orders: ScheduledOrders,
    @Inject(SCHEDULED_BOOKINGS) private readonly bookings: ScheduledBookings,
  ) {}


  async getOpeningTimes(_staff: { id: string }): Promise<OpeningTimesView> {
    const [days, sessions, slots] = await Promise.all([this.time.findOpeningTimes(), this.time.findOpeningSessions(), this.time.findTimeSlots()]);
    const open = new Map(days.map((day) => [day.dayOfWeek, day.isOpen]));
    const sessionsOf = (dayOfWeek: number) =>
      sessions.filter((session) => session.dayOfWeek === dayOfWeek).map((session) => ({ startTime: session.startTime.slice(0, 5), endTime: session.endTime.slice(0, 5) }));
    const active = new Map(slots.map((slot) => [slot.time.slice(0, 5), slot.isActive]));
    return {
      days: Array.from({ length: 7 }, (_unused, dayOfWeek) => ({ dayOfWeek, isOpen: open.get(dayOfWeek) ?? false, sessions: sessionsOf(dayOfWeek) })),
      slots: SLOT_GRID.map((time) => ({ time, isActive: active.get(time) ?? false })),
    };
  }

  /** Each change below and its audit entry commit together. */
  async setWeekdayOpen(staff: Staff, dayOfWeek: string, isOpen: boolean): Promise<OpeningTimesView> {
    if (!/^[0-6]$/.test(dayOfWeek)) throw SchedulingException.invalidWeekday(dayOfWeek);
    const day = Number(dayOfWeek);
    await this.time.inTransaction(async (tx) => {
      const before = await this.time.findOpeningTimeForUpdate(tx, day);
      await this.time.setWeekdayOpen(tx, day, isOpen);
      const change = { area: 'opening_time', action: 'set_open', entityId: dayOfWeek, before: { dayOfWeek: day, isOpen: before?.isOpen ?? false }, after: { dayOfWeek: day, isOpen } } as const;
      await this.audit.recordChange(staff, change, tx);
    });
    await this.events.emit('ScheduleChanged', { dates: [] } satisfies ScheduleChangedEvent);
    return this.getOpeningTimes(staff);
  }

  /** Replaces a weekday's opening sessions; slots outside every session are no longer offered. */
  async setWeekdaySessions(staff: Staff, dayOfWeek: string, sessions: readonly { startTime?: unknown; endTime?: unknown }[]): Promise<OpeningTimesView> {
    if (!/^[0-6]$/.test(dayOfWeek)) throw SchedulingException.invalidWeekday(dayOfWeek);
    const planned = planSessions(sessions);
    if (!planned.ok) throw SchedulingException.invalidSessions(planned.problems);
    const day = Number(dayOfWeek);
    await this.time.inTransaction(async (tx) => {
      const before = (await this.time.findSessionsOf(tx, day)).map((session) => ({ startTime: session.startTime.slice(0, 5), endTime: session.endTime.slice(0, 5) }));
      await this.time.replaceSessions(tx, day, planned.sessions);
      const after = planned.sessions.map((session) => ({ startTime: session.startTime.slice(0, 5), endTime: session.endTime.slice(0, 5) }));
      const change = { area: 'opening_time', action: 'set_sessions', entityId: dayOfWeek, before: { dayOfWeek: day, sessions: before }, after: { dayOfWeek: day, sessions: after } } as const;
      await this.audit.recordChange(staff, change, tx);
    });
    await this.events.emit('ScheduleChanged', { dates: [] } satisfies ScheduleChangedEvent);
    return this.getOpeningTimes(staff);
  }

  async setTimeSlotActive(staff: Staff, time: string, isActive: boolean): Promise<OpeningTimesView> {
    const slot = gridSlot(time);
    if (!slot) throw SchedulingException.offGrid(time);
    await this.time.inTransaction(async (tx) => {
      const before = await this.time.findTimeSlotForUpdate(tx, slot);
      await this.time.setTimeSlotActive(tx, slot, isActive);
      const change = { area: 'time_slot', action: 'set_active', entityId: slot, before: { time: slot, isActive: before?.isActive ?? false }, after: { time: slot, isActive } } as const;
      await this.audit.recordChange(staff, change, tx);
    });
    await this.events.emit('ScheduleChanged', { dates: [] } satisfies ScheduleChangedEvent);
    return this.getOpeningTimes(staff);
  }

  /** Monday first, 7 days, from the week holding `date` (today by default). */
  async getWeeklySchedule(_staff: { id: string }, date?: string): Promise<WeeklyScheduleView> {
    if (date !== undefined && !DateTime.fromISO(date, { zone: RESTAURANT_ZONE }).isValid) throw SchedulingException.invalidDate('date', date);
    const weekStart = mondayOf(date ?? restaurantDate(this.clock.now()));
    const dates = weekDates(weekStart);
    const [schedules, settings, orders, bookings, stations, units] = await Promise.all([
      Promise.all(dates.map((day) => this.scheduling.getDaySchedule(day))),
      this.settings.getPublicSettings(),
      this.orders.countSlotHolding(dates[0], dates[6]),
      this.bookings.countLiveBySlot(dates[0], dates[6]),
      this.orders.kitchenStations(),
      this.orders.stationUnitsBySlot(dates[0], dates[6]),
    ]);
    const toMap = (rows: SlotCount[]) => new Map(rows.map((row) => [slotKey(row.date, row.time), row.count]));
    const [ordersBySlot, bookingsBySlot] = [toMap(orders), toMap(bookings)];
    const kitchen = new Map<string, { stationId: string; units: number }[]>();
    for (const row of units) kitchen.set(slotKey(row.date, row.time), [...(kitchen.get(slotKey(row.date, row.time)) ?? []), { stationId: row.stationId, units: row.units }]);
    return { weekStart, stations, days: schedules.map((schedule) => scheduleDay(schedule, settings.ordersPerTimeSlot, ordersBySlot, bookingsBySlot, kitchen)) };
  }
}
