import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { ADMIN_NAMESPACE } from '@walkden/contract/socket-events';
import type { AdminSocket } from '../../shared/realtime/admin-socket';

/**
 * Connects to the api's /admin namespace with the session cookie (the server admits staff and
 * administrators only). The admin shell opens it while it is mounted, so no customer page ever does.
 */
export function connectAdminSocket(origin: string = window.location.origin): AdminSocket {
  return io(`${origin}${ADMIN_NAMESPACE}`, { withCredentials: true, transports: ['websocket'] });
}

/** The admin socket for as long as the calling component (the shell) is mounted. */
export function useAdminSocket(connect: () => AdminSocket = connectAdminSocket): AdminSocket | null {
  const [socket, setSocket] = useState<AdminSocket | null>(null);
  useEffect(() => {
    const connection = connect();
    setSocket(connection);
    return () => {
      connection.disconnect();
      setSocket(null);
    };
  }, [connect]);
  return socket;
}
