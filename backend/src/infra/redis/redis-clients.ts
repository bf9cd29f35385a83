import { Logger } from '@nestjs/common';
import { type Command, Redis, type RedisOptions } from 'ioredis';

/**
 * The longest a Redis command on a request path waits for its answer. Past it the command fails
 * and the caller falls back (the database, fail open or fail closed; docs/operations.md).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * What a connection is for, and so how it behaves while Redis is away:
 * - `commands`: caches, rate limits, sign-in state, readiness. Each command fails within
 *   REDIS_COMMAND_TIMEOUT_MS; once connected, a command sent while the connection is down fails at
 *   once instead of waiting in ioredis' offline queue (and being replayed, stale, when Redis returns).
 * - `pubsub`: Socket.IO's Redis adapter and emitter, which publish and subscribe without handling the
 *   promise. As `commands`, and every failed command is logged here: left to them it would be an
 *   unhandled rejection, which exits the process.
 * - `queue`: BullMQ producers (enqueue, the dashboard, scheduler upserts). No offline queue at all,
 *   one retry, the command timeout: an enqueue refused is left to the e-mail outbox.
 * - `queue-worker`: BullMQ Worker connections. BullMQ requires `maxRetriesPerRequest: null` and runs
 *   blocking commands, so there is no command timeout: the worker waits for Redis and resumes.
 */
export type RedisRole = 'commands' | 'pubsub' | 'queue' | 'queue-worker';

const OPTIONS: Record<RedisRole, RedisOptions> = {
  commands: { commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 },
  pubsub: { commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 },
  queue: { commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true },
  'queue-worker': { maxRetriesPerRequest: null },
};

/** A connection whose failed commands are logged, so that no caller can leave one unhandled. */
class HandledRedis extends Redis {
  constructor(
    url: string,
    options: RedisOptions,
    private readonly onFailure: (command: string, error: Error) => void,
  ) {
    super(url, options);
  }

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const result = super.sendCommand(command, stream);
    command.promise.catch((error: Error) => this.onFailure(command.name, error));
    return result;
  }
}

/**
 * A Redis connection for `role`, which logs losing Redis and getting it back once each (not every
 * reconnection attempt). `name` (no spaces) says which connection in those lines, and in CLIENT LIST
 * for the roles BullMQ does not name itself.
 */
export function createRedisClient(url: string, role: RedisRole, name: string, extra: RedisOptions = {}): Redis {
  const logger = new Logger('Redis');
  // disableClientInfo: no CLIENT SETINFO on connect, which Redis before 7.2 refuses (a failure logged for nothing).
  const options = { disableClientInfo: true, ...OPTIONS[role], ...(role === 'commands' || role === 'pubsub' ? { connectionName: `walkden-${name}` } : {}), ...extra };
  const client =
    role === 'pubsub'
      ? new HandledRedis(url, options, (command, error) => logger.warn({ connection: name, command, err: error.message }, 'Redis command failed'))
      : new Redis(url, options);
  if (role === 'commands' || role === 'pubsub') {
    // Queue commands only until the first connection, so that start-up does not race it.
    client.once('ready', () => {
      client.options.enableOfflineQueue = false;
    });
  }
  let lost = false;
  client.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    logger.warn({ connection: name, err: error.message }, 'Redis connection lost; retrying');
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger.log({ connection: name }, 'Redis connection back');
  });
  return client;
}

// What ioredis says when Redis is away: no answer in time, not connected, given up retrying.
const UNAVAILABLE = [/^Command timed out/, /^Stream isn't writeable/, /^Connection is closed/, /^Reached the max retries per request limit/];

/** An error that means "Redis is away", as opposed to a bug or a bad command. */
export function isRedisUnavailableError(error: unknown): boolean {
  return error instanceof Error && UNAVAILABLE.some((pattern) => pattern.test(error.message));
}
