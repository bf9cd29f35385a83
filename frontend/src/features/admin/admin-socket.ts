import { io, type Socket } from 'socket.io-client';

/**
 * Events the api pushes to administrators. Loosely typed until the backend's typed event map lands;
 * then this becomes that map.
 */
export type AdminServerEvents = Record<string, (payload: unknown) => void>;
export type AdminSocket = Socket<AdminServerEvents>;

/**
 * Connects to the api's /admin namespace with the session cookie (the server lets administrators
 * in only). Created by the admin shell when it mounts, so no customer page ever opens it.
 */
export function connectAdminSocket(origin: string = window.location.origin): AdminSocket {
  return io(`${origin}/admin`, { withCredentials: true, transports: ['websocket'] });
}
