import { Inject } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { MetricsService } from '../metrics/metrics.service.js';
import { ADMIN_SOCKET_AUTHENTICATOR, type AdminSocketAuthenticator } from './socket-auth.js';
import { ADMIN_NAMESPACE, ADMIN_ROOM, type AdminServerToClientEvents, type ClientToServerEvents } from './socket-events.js';

/**
 * The staff namespace, api process only. A socket is let in only if its session cookie names an
 * administrator (the same rule as the HTTP AdminGuard), and joins the admin room. Nothing here
 * sends: RealtimePublisher does, through Redis, from either process.
 */
@WebSocketGateway({ namespace: ADMIN_NAMESPACE })
export class AdminGateway implements OnGatewayInit {
  constructor(
    @Inject(ADMIN_SOCKET_AUTHENTICATOR) private readonly auth: AdminSocketAuthenticator,
    private readonly metrics: MetricsService,
  ) {}

  afterInit(namespace: Namespace<ClientToServerEvents, AdminServerToClientEvents>): void {
    this.metrics.trackNamespace(ADMIN_NAMESPACE, namespace);
    namespace.use((socket: Socket, next) => {
      this.auth
        .authenticateAdmin(socket.handshake.headers.cookie)
        .then((admin) => {
          socket.data.userId = admin.id;
          void socket.join(ADMIN_ROOM);
          next();
        })
        .catch((error: Error) => next(new Error(error.message === 'forbidden' ? 'forbidden' : 'unauthorized')));
    });
  }
}
