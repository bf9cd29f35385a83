import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { MailService } from '../../infra/mail/mail.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { DaysOffRepository } from './days-off.repository.js';
import { type DaysOffPlan, type DaysOffRequest, isWithinTimeOff, planDaysOff } from './domain/days-off.js';
import { RESTAURANT_ZONE } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import type { DayOff } from './entities/day-off.entity.js';
import type { ScheduleChangedEvent } from './events/schedule.events.js';
import { type AffectedBooking, type AffectedOrder, SCHEDULED_BOOKINGS, SCHEDULED_ORDERS, type ScheduledBookings, type ScheduledOrders } from './schedule-demand.js';
import { SchedulingException } from './scheduling.exception.js';

/** How far back the Time off list reaches, so that a day off just passed is still visible. */
const LIST_DAYS_BACK = 30;

export const CLOSED_DAY_NOTICE = 'closed-day-notice';

export interface DaysOffPreview {
  dates: string[];
  orders: AffectedOrder[];
  bookings: AffectedBooking[];
}

export interface CreatedDaysOff {
  daysOff: DayOff[];
  /** E-mails written to the outbox, one per affected order or booking. */
  notified: number;
}

/** Time off: list, preview what it closes, save (one row per day, optionally telling customers), delete. */
@Injectable()
export class DaysOffService {
  constructor(
    private readonly daysOff: DaysOffRepository,
    @Inject(SCHEDULED_ORDERS) private readonly orders: ScheduledOrders,
    @Inject(SCHEDULED_BOOKINGS) private readonly bookings: ScheduledBookings,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  listDaysOff(_staff: { id: string }): Promise<DayOff[]> {
    return this.daysOff.findDaysOffFrom(restaurantDate(this.clock.now().minus({ days: LIST_DAYS_BACK })));
  }

  /** The orders and bookings already placed inside the time off, before it is saved. */
  async previewDaysOff(_staff: { id: string }, request: DaysOffRequest): Promise<DaysOffPreview> {
    const plan = this.plan(request);
    return { dates: plan.dates, ...(await this.findAffected(plan)) };
  }

  /**
   * Saves one row per day and, when asked, e-mails every customer with an order or booking inside
   * the time off (through the outbox, in the same transaction). Slot pickers hear ScheduleChanged.
   */
  async createDaysOff(staff: Pick<AuthUser, 'id' | 'email'>, request: DaysOffRequest & { notifyCustomers?: boolean }): Promise<CreatedDaysOff> {
    const plan = this.plan(request);
    const { daysOff, outboxIds } = await this.daysOff.inTransaction(async (tx) => {
      const saved = await this.daysOff.insertDaysOff(tx, plan, staff.id);
      for (const dayOff of saved) await this.audit.recordChange(staff, { area: 'day_off', action: 'create', entityId: dayOff.id, before: null, after: dayOffSnapshot(dayOff) }, tx);
      const ids: (string | null)[] = [];
      if (request.notifyCustomers) {
        const { orders, bookings } = await this.findAffected(plan, tx);
        for (const order of orders) ids.push(await this.mail.queueEmail(this.orderNotice(order, plan), tx));
        for (const booking of bookings) ids.push(await this.mail.queueEmail(this.bookingNotice(booking, plan), tx));
      }
      return { daysOff: saved, outboxIds: ids };
    });
    await this.mail.dispatch(outboxIds);
    await this.events.emit('ScheduleChanged', { dates: plan.dates } satisfies ScheduleChangedEvent);
    return { daysOff, notified: outboxIds.filter(Boolean).length };
  }

  /** The deletion and its audit entry (the day off as it was) commit together. */
  async deleteDayOff(staff: Pick<AuthUser, 'id' | 'email'>, id: string): Promise<void> {
    const dayOff = await this.daysOff.inTransaction(async (tx) => {
      const found = await this.daysOff.findDayOff(id, tx);
      if (!found || !(await this.daysOff.deleteDayOff(id, tx))) throw SchedulingException.dayOffNotFound(id);
      await this.audit.recordChange(staff, { area: 'day_off', action: 'delete', entityId: id, before: dayOffSnapshot(found), after: null }, tx);
      return found;
    });
    await this.events.emit('ScheduleChanged', { dates: [dayOff.date] } satisfies ScheduleChangedEvent);
  }

  private plan(request: DaysOffRequest): DaysOffPlan {
    const planned = planDaysOff(request);
    if (!planned.ok) throw SchedulingException.invalidTimeOff(planned.problems);
    return planned.plan;
  }

  private async findAffected(plan: DaysOffPlan, tx?: EntityManager): Promise<Omit<DaysOffPreview, 'dates'>> {
    const [orders, bookings] = await Promise.all([this.orders.openOrdersOn(plan.dates, tx), this.bookings.liveBookingsOn(plan.dates, tx)]);
    return {
      orders: orders.filter((order) => isWithinTimeOff(order.slotTime, plan)),
      bookings: bookings.filter((booking) => isWithinTimeOff(booking.slotTime, plan)),
    };
  }

  private orderNotice(order: AffectedOrder, plan: DaysOffPlan) {
    return {
      kind: CLOSED_DAY_NOTICE,
      to: order.customerEmail,
      dedupeKey: `${CLOSED_DAY_NOTICE}:order:${order.id}:${order.orderDate}`,
      data: { ...this.noticeData(order.customerName, order.orderDate, order.slotTime, plan), isOrder: true, reference: order.orderNumber },
    };
  }

  private bookingNotice(booking: AffectedBooking, plan: DaysOffPlan) {
    return {
      kind: CLOSED_DAY_NOTICE,
      to: booking.email,
      dedupeKey: `${CLOSED_DAY_NOTICE}:booking:${booking.id}:${booking.bookingDate}`,
      data: { ...this.noticeData(booking.name, booking.bookingDate, booking.slotTime, plan), isOrder: false, reference: `a table for ${booking.partySize}` },
    };
  }

  private noticeData(name: string, date: string, time: string, plan: DaysOffPlan) {
    return {
      customerName: name,
      dateLabel: formatLongDate(date),
      slotTime: time,
      reason: plan.reason,
    };
  }
}

function dayOffSnapshot(dayOff: DayOff) {
  const { date, type, allDay, startTime, endTime, reason } = dayOff;
  return { date, type, allDay, startTime, endTime, reason };
}

/** '2031-01-14' -> 'Tuesday 14 January 2031' (luxon's tokens: the same whatever the ICU data says). */
function formatLongDate(date: string): string {
  return DateTime.fromISO(date, { zone: RESTAURANT_ZONE }).toFormat('cccc d LLLL yyyy', { locale: 'en-GB' });
}
