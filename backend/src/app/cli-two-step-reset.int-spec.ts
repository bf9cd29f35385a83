import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { createTestDataSource } from '../test/test-database.js';

// `user:reset-two-step` as an operator runs it: the real CLI (cli/src/main.ts) in its own process, on this run's database.
const BACKEND = fileURLToPath(new URL('../../', import.meta.url));
const LOADER = fileURLToPath(new URL('../test/swc-loader/register.mjs', import.meta.url));
const CLI = fileURLToPath(new URL('../../../cli/src/main.ts', import.meta.url));

async function runCli(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', LOADER, CLI, ...args], { cwd: BACKEND, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: chunks.join('') };
}

describe('user:reset-two-step', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await createTestDataSource();
  });
  afterAll(() => dataSource?.destroy());

  it('removes every factor and recovery code of an administrator who lost them all, ends their sessions, and is audited as cli', async () => {
    const email = `lost-${randomUUID().slice(0, 8)}@cli.test`;
    const [{ id }] = (await dataSource.query(`INSERT INTO users (email, email_confirmed_at) VALUES ($1, now()) RETURNING id`, [email])) as { id: string }[];
    await dataSource.query(`INSERT INTO profiles (user_id, email, role, is_admin) VALUES ($1, $2, 'administrator', true)`, [id, email]);
    await dataSource.query(`INSERT INTO second_factors (user_id, kind, label, totp_secret) VALUES ($1, 'totp', 'Authenticator app', 'v1.sealed')`, [id]);
    await dataSource.query(`INSERT INTO second_factors (user_id, kind, label, credential_id, public_key) VALUES ($1, 'passkey', 'Passkey', $2, '\\x00')`, [id, randomUUID()]);
    await dataSource.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, 'a'), ($1, 'b')`, [id]);
    await dataSource.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [randomUUID(), id]);

    const run = await runCli('user:reset-two-step', email.toUpperCase());
    expect(run).toEqual({ code: 0, output: expect.stringContaining(`Two-step sign-in reset for ${email}: 2 factors and every recovery code removed, every session ended.`) });
    const [left] = (await dataSource.query(
      `SELECT (SELECT count(*) FROM second_factors WHERE user_id = $1)::int AS factors, (SELECT count(*) FROM recovery_codes WHERE user_id = $1)::int AS codes,
              (SELECT count(*) FROM sessions WHERE user_id = $1)::int AS sessions`,
      [id],
    )) as { factors: number; codes: number; sessions: number }[];
    expect(left).toEqual({ factors: 0, codes: 0, sessions: 0 });
    await expect(dataSource.query(`SELECT actor_email, area, action, before, after FROM audit_log WHERE entity_id = $1`, [id])).resolves.toEqual([
      { actor_email: 'cli', area: 'user', action: 'two_step_reset', before: { factors: 2 }, after: { factors: 0 } },
    ]);
  }, 60_000);

  it('says so for an unknown e-mail, and changes nothing', async () => {
    await expect(runCli('user:reset-two-step', 'nobody@cli.test')).resolves.toEqual({ code: 1, output: expect.stringContaining('No account has the e-mail nobody@cli.test.') });
  }, 60_000);
});
