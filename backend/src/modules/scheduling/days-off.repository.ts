import { Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual, type EntityManager } from 'typeorm';
import type { DaysOffPlan } from './domain/days-off.js';
import { DayOff } from './entities/day-off.entity.js';

/** An order or booking already placed for a day about to be closed. */
export interface AffectedOrderRow {
  id: string;
  orderNumber: string;
  orderDate: string;
  slotTime: string;
  customerName: string;
  customerEmail: string;
  status: string;
  deliveryType: string;
}

export interface AffectedBookingRow {
  id: string;
  name: string;
  email: string;
  bookingDate: string;
  slotTime: string;
  partySize: number;
  status: string;
}

/**
 * Queries for days off. The preview reads orders and bookings by date in SQL (the orders module
 * depends on scheduling, not the other way round); nothing here writes to them.
 */
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

  /** Orders still to be served on those dates (not completed, not abandoned), by date and slot. */
  findOpenOrdersOn(dates: string[], manager?: EntityManager): Promise<AffectedOrderRow[]> {
    return (manager ?? this.dataSource.manager).query(
      `SELECT id, order_number AS "orderNumber", to_char(order_date, 'YYYY-MM-DD') AS "orderDate", to_char(slot_time, 'HH24:MI') AS "slotTime",
              customer_name AS "customerName", customer_email AS "customerEmail", status, delivery_type AS "deliveryType"
         FROM orders
        WHERE order_date = ANY($1::date[]) AND status NOT IN ('completed', 'abandoned')
        ORDER BY order_date, slot_time, order_number`,
      [dates],
    );
  }

  /** Live bookings (pending or confirmed) on those dates: declined and cancelled ones owe no notice. */
  findBookingsOn(dates: string[], manager?: EntityManager): Promise<AffectedBookingRow[]> {
    return (manager ?? this.dataSource.manager).query(
      `SELECT id, name, email, to_char(booking_date, 'YYYY-MM-DD') AS "bookingDate", to_char(slot_time, 'HH24:MI') AS "slotTime",
              party_size AS "partySize", status
         FROM bookings
        WHERE booking_date = ANY($1::date[]) AND status IN ('pending', 'confirmed')
        ORDER BY booking_date, slot_time, name`,
      [dates],
    );
  }
}
