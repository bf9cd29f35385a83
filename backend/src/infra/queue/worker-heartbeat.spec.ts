import { jest } from '@jest/globals';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { HEARTBEAT_INTERVAL_MS, WorkerHeartbeat } from './worker-heartbeat.service.js';

describe('worker heartbeat', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'walkden-heartbeat-'));
  });
  afterEach(async () => {
    jest.useRealTimers();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the file at start, rewrites it on every interval, and removes it at shutdown', async () => {
    const file = join(dir, 'heartbeat');
    jest.useFakeTimers({ now: new Date('2031-07-01T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const heartbeat = new WorkerHeartbeat(new AppConfig({ WORKER_HEARTBEAT_FILE: file }));

    await heartbeat.onApplicationBootstrap();
    await expect(readFile(file, 'utf8')).resolves.toBe('2031-07-01T12:00:00.000Z\n');

    await jest.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    // The write is asynchronous file I/O: let it land.
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(readFile(file, 'utf8')).resolves.toBe('2031-07-01T12:00:10.000Z\n');

    await heartbeat.onApplicationShutdown();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('writes nothing when no file is configured', async () => {
    const heartbeat = new WorkerHeartbeat(new AppConfig({}));
    await heartbeat.onApplicationBootstrap();
    await heartbeat.onApplicationShutdown();
    await expect(readFile(join(dir, 'heartbeat'), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
