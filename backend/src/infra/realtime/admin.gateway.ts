import { Logger } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { assertAdmin } from '../../modules/accounts/guards/auth.guards.js';
import { SessionsService, type AuthUser } from '../../modules/accounts/sessions.service.js';

export const ADMIN_ROOM = 'admin';

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/**
 * The staff namespace. A socket is let in only if its session cookie names an administrator (the
 * same rule as the HTTP AdminGuard); listeners push events to the admin room, never controllers.
 */
@WebSocketGateway({ namespace: '/admin' })
export class AdminGateway implements OnGatewayInit {
  private readonly logger = new Logger(AdminGateway.name);
  @WebSocketServer() namespace: Namespace;

  constructor(private readonly sessions: SessionsService) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket: Socket, next) => {
      this.sessions
        .resolveSession(readCookie(socket.handshake.headers.cookie, this.sessions.cookieName))
        .then((user) => {
          assertAdmin(user);
          socket.data.user = user satisfies AuthUser;
          void socket.join(ADMIN_ROOM);
          next();
        })
        .catch((error: Error) => next(new Error(error.name === 'ForbiddenException' ? 'forbidden' : 'unauthorized')));
    });
  }

  /** Sends an event to every connected administrator, on every api replica. */
  broadcast<T>(event: string, payload: T): void {
    if (!this.namespace) return;
    this.namespace.to(ADMIN_ROOM).emit(event, payload);
    this.logger.debug({ event }, 'admin event');
  }
}
