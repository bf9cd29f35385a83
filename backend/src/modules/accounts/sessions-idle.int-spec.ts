import { DataSource } from 'typeorm';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Role } from './domain/roles.js';
import { SESSION_COOKIE, SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';

const HOUR_MS = 3600 * 1000;

describe('sessions end after their role\'s idle limit', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let count = 0;

  /** A signed-in client whose session was last used `idleMs` ago (sessions run on the machine's clock). */
  async function sessionIdleFor(role: Role, idleMs: number): Promise<{ client: TestHttpClient; sessionId: string }> {
    const user = await api.app.get(UsersService).createUser({ email: `${role}-${++count}@idle.test`, emailConfirmed: true, role });
    const { token, sessionId } = await api.app.get(SessionsService).startSession(user.id, new Date(Date.now() - idleMs));
    const client = new TestHttpClient(api.url);
    client.cookies.set(SESSION_COOKIE, token);
    return { client, sessionId };
  }

  const signedInAs = async (client: TestHttpClient) => ((await client.get('/api/auth/session')).body as { user: { role: Role } | null }).user?.role ?? null;

  beforeAll(async () => {
    api = await createTestApp();
    dataSource = api.app.get(DataSource);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('signs staff and administrators out after 12 idle hours, customers after 30 days', async () => {
    const cases: [Role, number, Role | null][] = [
      ['staff', 11.9 * HOUR_MS, 'staff'],
      ['staff', 12.1 * HOUR_MS, null],
      ['administrator', 11.9 * HOUR_MS, 'administrator'],
      ['administrator', 12.1 * HOUR_MS, null],
      ['customer', 12.1 * HOUR_MS, 'customer'],
      ['customer', 29.9 * 24 * HOUR_MS, 'customer'],
      ['customer', 30.1 * 24 * HOUR_MS, null],
    ];
    const outcomes = [];
    for (const [role, idleMs] of cases) outcomes.push(await signedInAs((await sessionIdleFor(role, idleMs)).client));
    expect(outcomes).toEqual(cases.map(([, , expected]) => expected));
  });

  it("ends a session whose row has expired, however recently it was used", async () => {
    const { client, sessionId } = await sessionIdleFor('customer', 60_000);
    expect(await signedInAs(client)).toBe('customer');
    await dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sessionId]);
    expect(await signedInAs(client)).toBeNull();
  });

  it('counts idleness from the last use: a staff session used now lasts 12 more hours, whatever its role was at sign-in', async () => {
    const { client, sessionId } = await sessionIdleFor('staff', 11 * HOUR_MS);
    expect(await signedInAs(client)).toBe('staff');
    const [row]: { last_seen_at: Date; expires_at: Date }[] = await dataSource.query('SELECT last_seen_at, expires_at FROM sessions WHERE id = $1', [sessionId]);
    expect(Date.now() - row.last_seen_at.getTime()).toBeLessThan(60_000);
    expect(row.expires_at.getTime() - row.last_seen_at.getTime()).toBe(12 * HOUR_MS);

    // The idle limit is the user's role now: a customer session idle for a day ends when the user becomes staff.
    const customer = await sessionIdleFor('customer', 24 * HOUR_MS);
    await dataSource.query(`UPDATE profiles SET role = 'staff' WHERE user_id = (SELECT user_id FROM sessions WHERE id = $1)`, [customer.sessionId]);
    expect(await signedInAs(customer.client)).toBeNull();
  });
});
