import type { AdminSocket, AdminSocketEvent, AdminSocketMessage } from '../shared/realtime/admin-socket';

type Handler = (...args: unknown[]) => void;

/**
 * A stand-in for the admin shell's socket: tests send what the api would, typed by the contract's
 * event map (a message that does not fit its event does not compile), and flip the connection.
 */
export function fakeAdminSocket({ connected = true } = {}) {
  const handlers = new Map<string, Handler[]>();
  const fire = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(...args);
  };
  const fake = {
    connected,
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return fake;
    },
    off(event: string, handler: Handler) {
      handlers.set(event, (handlers.get(event) ?? []).filter((h) => h !== handler));
      return fake;
    },
    disconnect() {
      fake.connected = false;
      return fake;
    },
  };
  return {
    // Only what the app calls of a Socket.IO socket; the one cast of the fake.
    socket: fake as Partial<AdminSocket> as AdminSocket,
    send<E extends AdminSocketEvent>(event: E, message: AdminSocketMessage<E>): void {
      fire(event, message);
    },
    connect(): void {
      fake.connected = true;
      fire('connect');
    },
    drop(): void {
      fake.connected = false;
      fire('disconnect', 'transport close');
    },
    listenerCount: (event: string): number => handlers.get(event)?.length ?? 0,
  };
}
