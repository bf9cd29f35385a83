import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';
import type { OrdersChangedMessage } from '@walkden/backend/socket-events';

/** The admin socket's order messages (the api's `infra/realtime/socket-events.ts`). */
export interface OrdersSocketEvents {
  'orders.changed': (message: OrdersChangedMessage) => void;
}

export type OrdersSocket = Socket<OrdersSocketEvents>;

/** The admin shell's socket, handed to the tabs that follow live changes. */
export const AdminSocketContext = createContext<Socket | null>(null);

export function useAdminSocketFromShell(): OrdersSocket | null {
  return useContext(AdminSocketContext) as OrdersSocket | null;
}
