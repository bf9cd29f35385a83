import { Inject, type OnApplicationShutdown } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { ADMIN_SOCKET_AUTHENTICATOR, type AdminSocketAuthenticator } from './socket-auth.js';
import { ADMIN_NAMESPACE, ADMIN_ROOM, type AdminServerToClientEvents, type ClientToServerEvents, sessionRoom, userRoom } from './socket-events.js';

/** How often each api checks that its admin sockets' sessions are still live (a change made where no publisher runs, e.g. the CLI). */
export const ADMIN_SOCKET_RECHECK_MS = 60_000;

/** Why a socket is refused: the client sees it as the connect_error message. */
export type AdminSocketRefusal = 'unauthorized' | 'forbidden' | 'two-step' | 'bad-origin';

/**
 * The staff namespace, api process only. A socket is let in only from the site's own Origin
 * (PUBLIC_URL: a page elsewhere cannot ride a member of staff's cookie, CSWSH) and only if its
 * session cookie names staff or an administrator (the same rule as RoleGuard for staff routes).
 * It joins the admin room and its user's and session's rooms, by which RealtimePublisher closes it
 * when the session ends. Nothing here sends: RealtimePublisher does, through Redis, from either process.
 */
@WebSocketGateway({ namespace: ADMIN_NAMESPACE })
export class AdminGateway implements OnGatewayInit, OnApplicationShutdown {
  private readonly origin: string;
  private namespace?: Namespace<ClientToServerEvents, AdminServerToClientEvents>;
  private recheck?: NodeJS.Timeout;

  constructor(
    @Inject(ADMIN_SOCKET_AUTHENTICATOR) private readonly auth: AdminSocketAuthenticator,
    private readonly metrics: MetricsService,
    config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
  }

  afterInit(namespace: Namespace<ClientToServerEvents, AdminServerToClientEvents>): void {
    this.namespace = namespace;
    this.metrics.trackNamespace(ADMIN_NAMESPACE, namespace);
    namespace.use((socket: Socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: Error) => next(new Error(error.message)),
      );
    });
    this.recheck = setInterval(() => void this.recheckSockets(), ADMIN_SOCKET_RECHECK_MS).unref();
  }

  /**
   * Closes this replica's admin sockets whose session is no longer live or whose role no longer
   * allows them in. Sign-out, role changes and deletions close sockets at once through Redis; this
   * catches what happened where no publisher runs (the CLI) and sessions that went idle.
   */
  async recheckSockets(): Promise<number> {
    let closed = 0;
    for (const socket of this.namespace?.sockets.values() ?? []) {
      const stillAllowed = await this.auth.authenticateStaff(socket.handshake.headers.cookie).then(
        (staff) => staff.sessionId === socket.data.sessionId,
        (error: Error) => error.message !== 'unauthorized' && error.message !== 'forbidden' && error.message !== 'two-step',
      );
      if (!stillAllowed) {
        socket.disconnect(true);
        closed++;
      }
    }
    return closed;
  }

  onApplicationShutdown(): void {
    clearInterval(this.recheck);
  }

  private async admit(socket: Socket): Promise<void> {
    if (socket.handshake.headers.origin !== this.origin) throw new Error('bad-origin' satisfies AdminSocketRefusal);
    const staff = await this.auth.authenticateStaff(socket.handshake.headers.cookie).catch((error: Error) => {
      const refusal: AdminSocketRefusal = error.message === 'forbidden' || error.message === 'two-step' ? error.message : 'unauthorized';
      throw new Error(refusal);
    });
    socket.data.userId = staff.userId;
    socket.data.sessionId = staff.sessionId;
    await socket.join([ADMIN_ROOM, userRoom(staff.userId), sessionRoom(staff.sessionId)]);
  }
}
