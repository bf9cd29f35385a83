import { Injectable } from '@nestjs/common';
import { daysOf, daysWithRefunds, heatMapsOf } from './domain/order-hours.js';
import { type DayFigures, type HourCount, type ItemFigures, type OrderFigures, OrderFiguresRepository } from './order-figures.repository.js';

export type { CountAndPence, DayFigures, HourCount, ItemFigures, OrderFigures } from './order-figures.repository.js';

/** Instants [start, end). */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** Everything the owner's reports read from orders and refunds for one range and the range it is compared with. */
export interface OrderFiguresOfRange {
  current: OrderFigures;
  previous: OrderFigures;
  byDay: DayFigures[];
  placedByHour: HourCount[];
  slotsByHour: HourCount[];
  /** Every item and option ordered in the range, with units and takings (the reports rank them). */
  lines: ItemFigures[];
}

/** The orders module's figures for other modules (the reports): one call per report, its queries in parallel. */
@Injectable()
export class OrderFiguresService {
  constructor(private readonly figures: OrderFiguresRepository) {}

  async figuresOf(range: InstantRange, previous: InstantRange): Promise<OrderFiguresOfRange> {
    const { start, end } = range;
    const [current, before, hours, refunds, lines] = await Promise.all([
      this.figures.figures(start, end),
      this.figures.figures(previous.start, previous.end),
      this.figures.byHour(start, end),
      this.figures.refundsByDay(start, end),
      this.figures.lines(start, end),
    ]);
    const { placed, slots } = heatMapsOf(hours.placed, hours.slots);
    return { current, previous: before, byDay: daysWithRefunds(daysOf(hours.placed), refunds), placedByHour: placed, slotsByHour: slots, lines };
  }
}

