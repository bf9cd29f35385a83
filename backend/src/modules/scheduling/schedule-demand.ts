import type { EntityManager } from 'typeorm';

/** How many orders or bookings a date and slot holds (the weekly schedule's colours). */
export interface SlotCount {
  date: string;
  time: string;
  count: number;
}

/** Issue 28: a kitchen station (the orders module reads them for the Time tab), and the units a date and slot's orders take there. */
export interface KitchenStationRow {
  id: string;
  name: string;
  unitsPerSlot: number;
}

export interface StationUnitsInSlot {
  date: string;
  time: string;
  stationId: string;
  units: number;
}

/** An order already placed for a day about to be closed. */
export interface AffectedOrder {
  id: string;
  orderNumber: string;
  orderDate: string;
  slotTime: string;
  customerName: string;
  customerEmail: string;
  status: string;
  deliveryType: string;
}

/** A live booking on a day about to be closed. */
export interface AffectedBooking {
  id: string;
  name: string;
  email: string;
  bookingDate: string;
  slotTime: string;
  partySize: number;
  status: string;
}

/**
 * What the Time tab asks of the orders module; OrdersService implements it. Scheduling declares it
 * because orders imports scheduling (slots, opening days): scheduling never imports orders.
 */
export interface ScheduledOrders {
  /** Orders holding a slot (the orders module's own status list), per date and slot, dates from..to inclusive. */
  countSlotHolding(from: string, to: string): Promise<SlotCount[]>;
  /** Issue 28: every kitchen station, in the kitchen's order. */
  kitchenStations(): Promise<KitchenStationRow[]>;
  /** Issue 28: the units slot-holding orders take of each station, per date and slot, dates from..to inclusive. */
  stationUnitsBySlot(from: string, to: string): Promise<StationUnitsInSlot[]>;
  /** Orders still to be served on those dates, by date, slot and number; read in the caller's transaction when given. */
  openOrdersOn(dates: readonly string[], manager?: EntityManager): Promise<AffectedOrder[]>;
}

/** What the Time tab asks of the bookings module; BookingsService implements it (bookings imports scheduling). */
export interface ScheduledBookings {
  /** Live bookings (the bookings module's own status list), per date and slot, dates from..to inclusive. */
  countLiveBySlot(from: string, to: string): Promise<SlotCount[]>;
  /** Live bookings on those dates, by date, slot and name; read in the caller's transaction when given. */
  liveBookingsOn(dates: readonly string[], manager?: EntityManager): Promise<AffectedBooking[]>;
}

export const SCHEDULED_ORDERS = Symbol('ScheduledOrders');
export const SCHEDULED_BOOKINGS = Symbol('ScheduledBookings');
