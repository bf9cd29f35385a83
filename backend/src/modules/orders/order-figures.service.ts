import { Injectable } from '@nestjs/common';
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
  topItemsByQuantity: ItemFigures[];
  topItemsByTakings: ItemFigures[];
  topChoicesByQuantity: ItemFigures[];
  topChoicesByTakings: ItemFigures[];
}

/** The orders module's figures for other modules (the reports): one call per report, its queries in parallel. */
@Injectable()
export class OrderFiguresService {
  constructor(private readonly figures: OrderFiguresRepository) {}

  async figuresOf(range: InstantRange, previous: InstantRange, topLimit: number): Promise<OrderFiguresOfRange> {
    const { start, end } = range;
    const [current, before, byDay, byHour, topItemsByQuantity, topItemsByTakings, topChoicesByQuantity, topChoicesByTakings] = await Promise.all([
      this.figures.figures(start, end),
      this.figures.figures(previous.start, previous.end),
      this.figures.byDay(start, end),
      this.figures.byHour(start, end),
      this.figures.topItems(start, end, 'quantity', 'item', topLimit),
      this.figures.topItems(start, end, 'pence', 'item', topLimit),
      this.figures.topItems(start, end, 'quantity', 'choice', topLimit),
      this.figures.topItems(start, end, 'pence', 'choice', topLimit),
    ]);
    return { current, previous: before, byDay, placedByHour: byHour.placed, slotsByHour: byHour.slots, topItemsByQuantity, topItemsByTakings, topChoicesByQuantity, topChoicesByTakings };
  }
}
