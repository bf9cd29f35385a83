import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../accounts/sessions.service.js';
import { type OrderResponseDto, toOrderResponse } from './dto/order-response.dto.js';
import { OrdersRepository } from './orders.repository.js';

/** How many of a customer's orders the history shows (newest first). */
export const ORDER_HISTORY_LIMIT = 100;

/** A customer's own orders. */
@Injectable()
export class OrdersService {
  constructor(private readonly orders: OrdersRepository) {}

  async listOrdersOfCustomer(customer: AuthUser): Promise<OrderResponseDto[]> {
    return (await this.orders.findOrdersOfUser(customer.id, ORDER_HISTORY_LIMIT)).map(toOrderResponse);
  }
}
