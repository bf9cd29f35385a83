import { Injectable } from '@nestjs/common';
import { readCookie, type OrderFollowAuthorizer } from '../../infra/realtime/socket-auth.js';
import { SessionsService } from '../accounts/sessions.service.js';
import { OrdersService } from './orders.service.js';

/** Who may follow an order on the /order namespace (infra/realtime/order.gateway.ts): the customer whose order it is, or the holder of its link. */
@Injectable()
export class OrderFollowAuthorizerService implements OrderFollowAuthorizer {
  constructor(
    private readonly sessions: SessionsService,
    private readonly orders: OrdersService,
  ) {}

  async mayFollow(cookieHeader: string | undefined, orderId: string, token: string | undefined): Promise<boolean> {
    const user = token ? null : await this.sessions.resolveSession(readCookie(cookieHeader, this.sessions.cookieName));
    return this.orders.mayFollowOrder(orderId, { userId: user?.id ?? null, token });
  }
}
