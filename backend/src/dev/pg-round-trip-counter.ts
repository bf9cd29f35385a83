import { connect, createServer, type Socket } from 'node:net';

/** A proxy in front of PostgreSQL that counts its clients' round trips; see startRoundTripCounter. */
export interface RoundTripCounter {
  /** The port to point a DATABASE_URL at (127.0.0.1). */
  port: number;
  /** Round trips so far, over every connection. */
  count(): number;
  /** Starts keeping the statements sent (simple queries and the SQL of each Parse). */
  record(): void;
  /** The statements kept since record(), and stops keeping them. */
  recorded(): string[];
  stop(): Promise<void>;
}

/** SSLRequest's code: a real startup message follows it. */
const SSL_REQUEST = 80877103;

/**
 * A TCP proxy in front of PostgreSQL that counts the round trips its clients make (issue 30: Place
 * Order's budget): each message that makes the server answer, a simple Query ('Q') or the Sync ('S')
 * that closes an extended query (node-postgres sends Parse, Bind, Execute and Sync together for each
 * statement with parameters). The bytes pass through untouched. Used by the benchmarks and by the
 * round-trip budget's integration test.
 */
export async function startRoundTripCounter(target: { host: string; port: number }): Promise<RoundTripCounter> {
  let total = 0;
  let statements: string[] | null = null;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // The startup message (and an SSLRequest before it) have no type byte: a length, then a code.
          if (pending.length < 8 || pending.length < pending.readInt32BE(0)) break;
          started = pending.readInt32BE(4) !== SSL_REQUEST;
          pending = pending.subarray(pending.readInt32BE(0));
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) break;
        const type = String.fromCharCode(pending[0]);
        const end = 1 + pending.readInt32BE(1);
        if (type === 'Q' || type === 'S') total++;
        if (statements && (type === 'Q' || type === 'P')) {
          const body = pending.subarray(5, end).toString('utf8');
          // Query: the SQL and a NUL; Parse: the statement's name, a NUL, the SQL, a NUL, then parameter types.
          statements.push((type === 'Q' ? body : body.slice(body.indexOf('\0') + 1)).split('\0')[0]);
        }
        pending = pending.subarray(end);
      }
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the round-trip counter has no port');
  return {
    port: address.port,
    count: () => total,
    record: () => {
      statements = [];
    },
    recorded: () => {
      const kept = statements ?? [];
      statements = null;
      return kept;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
