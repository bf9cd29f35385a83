import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../infra/config/app-config.js';
import type { EntityManager } from 'typeorm';
import type { AccountOrders, AccountOrderSummary } from '../accounts/account-ports.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import type { AffectedOrder, KitchenStationRow, ScheduledOrders, SlotCount, StationUnitsInSlot } from '../scheduling/schedule-demand.js';
import { isOrderLinkToken } from './domain/order-link.js';
import { type OrderResponseDto, toOrderResponse } from './dto/order-response.dto.js';
import { OrdersException } from './orders.exception.js';
import { OrdersRepository } from './orders.repository.js';
import { KitchenStationsService } from '../menu/kitchen-stations.service.js';

/** How many of a customer's orders the history shows (newest first). */
export const ORDER_HISTORY_LIMIT = 100;

/**
 * A customer's own orders, and the reads other modules ask of the orders table (the Time tab's
 * counts and closed-day notices, the staff Users screen), with this module's own status lists.
 */
@Injectable()
export class OrdersService implements ScheduledOrders, AccountOrders {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly config: AppConfig,
    private readonly stations: KitchenStationsService,
  ) {}

  /** The order its link names (the confirmation e-mail's, issue 27), for anyone holding the link; ORDER_NOT_FOUND for a wrong token. */
  async findByOrderLink(orderId: string, token: string): Promise<OrderResponseDto> {
    const order = isOrderLinkToken(this.config.sessionSecret, orderId, token) ? await this.orders.findOrderWithItems(orderId) : null;
    if (!order) throw OrdersException.orderNotFound();
    return toOrderResponse(order);
  }

  /** Whether a browser may follow the order live: the signed-in customer's own order, or anyone with its link's token. */
  async mayFollowOrder(orderId: string, follower: { userId: string | null; token: string | undefined }): Promise<boolean> {
    const owner = await this.orders.findOwnerOf(orderId);
    if (owner === undefined) return false;
    if (isOrderLinkToken(this.config.sessionSecret, orderId, follower.token)) return true;
    return follower.userId !== null && owner === follower.userId;
  }

  async listOrdersOfCustomer(customer: AuthUser): Promise<OrderResponseDto[]> {
    return (await this.orders.findOrdersOfUser(customer.id, ORDER_HISTORY_LIMIT)).map(toOrderResponse);
  }

  /** Orders holding a slot (pending, confirmed, preparing, ready) per date and slot. */
  countSlotHolding(from: string, to: string): Promise<SlotCount[]> {
    return this.orders.countSlotHoldingByDateAndSlot(from, to);
  }

  kitchenStations(): Promise<KitchenStationRow[]> {
    return this.stations.listStations();
  }

  stationUnitsBySlot(from: string, to: string): Promise<StationUnitsInSlot[]> {
    return this.orders.stationUnitsByDateAndSlot(from, to);
  }

  /** Orders still to be served (neither completed nor abandoned) on those dates. */
  openOrdersOn(dates: readonly string[], manager?: EntityManager): Promise<AffectedOrder[]> {
    return this.orders.findOpenOrdersOn(dates, manager);
  }

  countOrdersByUser(userIds: readonly string[]): Promise<Map<string, number>> {
    return this.orders.countOrdersByUser(userIds);
  }

  countOrdersOfAccounts(): Promise<number> {
    return this.orders.countOrdersOfAccounts();
  }

  orderSummariesOf(userId: string, limit: number): Promise<AccountOrderSummary[]> {
    return this.orders.findOrderSummariesOfUser(userId, limit);
  }
}
