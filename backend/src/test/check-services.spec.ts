import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './test-app.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** `make start`'s first step, in dry-run mode: it says what it would start and starts nothing. */
function checkServices(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['.ci/check-services.mjs', '--dry-run'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('.ci/check-services.mjs (make start on a bare machine)', () => {
  it('offers to bring up PostgreSQL and Redis itself when their local URLs answer nothing', async () => {
    const [pgPort, redisPort] = [await freePort(), await freePort()];
    const { status, output } = checkServices({ DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/walkden`, REDIS_URL: `redis://127.0.0.1:${redisPort}` });
    expect(output).toContain(`PostgreSQL is not reachable at postgres://postgres@127.0.0.1:${pgPort}/walkden`);
    expect(output).toMatch(new RegExp(`Would start PostgreSQL .* on port ${pgPort}`));
    expect(output).toMatch(/Would stop it afterwards with: (sudo )?pg_ctlcluster/);
    expect(output).toContain(`Would start Redis on 127.0.0.1:${redisPort}`);
    expect(output).toContain(`Would stop it afterwards with: redis-cli -p ${redisPort} shutdown`);
    expect(status).toBe(0);
  });

  it('leaves a configured remote URL alone and only reports it unreachable', () => {
    const { status, output } = checkServices({ DATABASE_URL: 'postgres://walkden:secret@db.example.invalid:5432/walkden', REDIS_URL: 'redis://cache.example.invalid:6379' });
    expect(output).toContain('PostgreSQL is not reachable at postgres://walkden:***@db.example.invalid:5432/walkden');
    expect(output).toContain('redis://cache.example.invalid:6379 is not on this machine: left alone.');
    expect(output).not.toMatch(/Would start/);
    expect(output).not.toContain('secret');
    expect(status).toBe(1);
  });

  it('says both are reachable when they are, and starts nothing', () => {
    const { status, output } = checkServices({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    expect(output).toMatch(/PostgreSQL at .* is reachable\./);
    expect(output).toMatch(/Redis at .* is reachable\./);
    expect(output).not.toMatch(/Would start/);
    expect(status).toBe(0);
  });
});
