import { Injectable } from '@nestjs/common';
import { exportRangeOf, toOrdersCsv } from './domain/orders-csv.js';
import { OrdersExportException } from './orders-export.exception.js';
import { OrdersRepository } from './orders.repository.js';

/** The operators' export of orders (the CLI's `orders:export`). */
@Injectable()
export class OrdersExportService {
  constructor(private readonly orders: OrdersRepository) {}

  /** Every order placed on the restaurant-local days `from` to `to` (inclusive, YYYY-MM-DD), as CSV. */
  async exportOrdersCsv(from: string, to: string): Promise<{ csv: string; count: number }> {
    const range = exportRangeOf(from, to);
    if ('problem' in range) throw OrdersExportException.invalidRange(range.problem);
    const orders = await this.orders.findOrdersPlacedBetween(range.start.toJSDate(), range.end.toJSDate());
    return { csv: toOrdersCsv(orders.map((order) => ({ ...order, items: order.items ?? [] }))), count: orders.length };
  }
}
