import { Inject } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { ORDER_FOLLOW_AUTHORIZER, type OrderFollowAuthorizer } from './socket-auth.js';
import { type ClientToServerEvents, ORDER_NAMESPACE, orderRoom, type OrderServerToClientEvents } from './socket-events.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A customer's page following one order (issue 27), api process only. The socket names the order
 * in its handshake (`auth: { orderId, token? }`); it is let in only from the site's own Origin and
 * only when the orders module says the browser may follow it (its own order, or the order link's
 * token), and then hears only that order's room. RealtimePublisher sends, from either process.
 */
@WebSocketGateway({ namespace: ORDER_NAMESPACE })
export class OrderGateway implements OnGatewayInit {
  private readonly origin: string;

  constructor(
    @Inject(ORDER_FOLLOW_AUTHORIZER) private readonly authorizer: OrderFollowAuthorizer,
    private readonly metrics: MetricsService,
    config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
  }

  afterInit(namespace: Namespace<ClientToServerEvents, OrderServerToClientEvents>): void {
    this.metrics.trackNamespace(ORDER_NAMESPACE, namespace);
    namespace.use((socket: Socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: Error) => next(new Error(error.message)),
      );
    });
  }

  private async admit(socket: Socket): Promise<void> {
    if (socket.handshake.headers.origin !== this.origin) throw new Error('bad-origin');
    const { orderId, token } = (socket.handshake.auth ?? {}) as { orderId?: unknown; token?: unknown };
    if (typeof orderId !== 'string' || !UUID.test(orderId)) throw new Error('forbidden');
    const allowed = await this.authorizer.mayFollow(socket.handshake.headers.cookie, orderId, typeof token === 'string' ? token : undefined);
    if (!allowed) throw new Error('forbidden');
    await socket.join(orderRoom(orderId));
  }
}
