import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './test-app.js';

/**
 * A redis-server of the test's own on a free port, which the test may stop and start again (the
 * shared one must never be touched). Append-only file on, as in production, so a restart keeps the
 * queues and job schedulers, like a Redis restart in a cluster.
 */
export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM: it writes its data and exits), like a Redis pod going away. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it answers PING. */
  start(): Promise<void>;
  /** CLIENT LIST's names of the connections open now. */
  clientNames(): Promise<string[]>;
  /** Stops it and deletes its data. */
  close(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'walkden-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let output = '';

  const ping = async (): Promise<boolean> => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 500 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };

  const start = async (): Promise<void> => {
    output = '';
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '', '--protected-mode', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server = child;
    const deadline = Date.now() + 10_000;
    while (!(await ping())) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on ${port}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const stop = async (): Promise<void> => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url,
    stop,
    start,
    async clientNames() {
      const client = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        const list = (await client.call('CLIENT', 'LIST')) as string;
        return list
          .split('\n')
          .map((line) => /(?:^| )name=(\S*)/.exec(line)?.[1] ?? '')
          .filter((name) => name !== '');
      } finally {
        client.disconnect();
      }
    },
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
