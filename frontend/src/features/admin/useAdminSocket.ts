import { useEffect, useState } from 'react';
import { connectAdminSocket, type AdminSocket } from './admin-socket';

/** The admin socket for as long as the calling component is mounted. */
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
