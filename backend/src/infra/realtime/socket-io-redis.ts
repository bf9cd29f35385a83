/**
 * The Redis key (channel prefix) Socket.IO's Redis adapter listens on in every api process, and
 * RealtimePublisher publishes to from any process. One function so that both always agree.
 */
export function socketIoRedisKey(redisPrefix: string): string {
  return `${redisPrefix}:socket.io`;
}
