import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { AuditEntry } from '../audit/entities/audit-entry.entity.js';
import { SESSION_COOKIE, SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';

const NOW = '2031-01-20T12:00:00Z';

interface Account {
  id: string;
  email: string;
  client: TestHttpClient;
}

describe('staff Users (/api/admin/users)', () => {
  let api: TestApp;
  let dataSource: DataSource;

  async function account(options: { admin?: boolean; name?: string; joined?: string; lastLogin?: string | null } = {}): Promise<Account> {
    const email = `user-${randomUUID().slice(0, 8)}@users.test`;
    const user = await api.app.get(UsersService).createUser({ email, fullName: options.name ?? '', isAdmin: options.admin ?? false, emailConfirmed: true });
    const { token } = await api.app.get(SessionsService).startSession(user.id);
    await dataSource.query('UPDATE profiles SET created_at = $2, last_login = $3 WHERE user_id = $1', [
      user.id,
      options.joined ?? '2030-06-01T10:00:00Z',
      options.lastLogin === undefined ? null : options.lastLogin,
    ]);
    const client = new TestHttpClient(api.url, { [TEST_NOW_HEADER]: NOW });
    client.cookies.set(SESSION_COOKIE, token);
    return { id: user.id, email, client };
  }

  /** A new session for the account (its old ones were ended). */
  async function signIn(account: Account): Promise<Account> {
    const { token } = await api.app.get(SessionsService).startSession(account.id);
    const client = new TestHttpClient(api.url, { [TEST_NOW_HEADER]: NOW });
    client.cookies.set(SESSION_COOKIE, token);
    return { ...account, client };
  }

  async function placeOrder(user: Account | null, name: string, email: string, date = '2031-01-18'): Promise<string> {
    const [{ id }]: { id: string }[] = await dataSource.query(
      `INSERT INTO orders (order_number, user_id, order_date, slot_time, customer_name, customer_email, customer_phone, delivery_type,
                           subtotal, total, payment_method)
       VALUES ($1, $2, $3, '12:00', $4, $5, '07700 900000', 'collection', 1000, 1000, 'collection') RETURNING id`,
      [`WK-${randomUUID().slice(0, 8)}`, user?.id ?? null, date, name, email],
    );
    return id;
  }

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
  });

  beforeEach(async () => {
    await truncateAll(dataSource);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('computes the stat cards in the database, right on a seeded set', async () => {
    const admin = await account({ admin: true, joined: '2031-01-02T09:00:00Z', lastLogin: '2031-01-19T09:00:00Z' });
    const ann = await account({ joined: '2030-12-31T23:59:00Z', lastLogin: '2030-12-21T11:59:00Z' }); // 30 days + 1 minute ago
    const bob = await account({ joined: '2031-01-01T00:00:00Z', lastLogin: '2030-12-21T12:01:00Z' });
    await account({ joined: '2030-05-01T00:00:00Z' });
    await placeOrder(ann, 'Ann', ann.email);
    await placeOrder(ann, 'Ann', ann.email);
    await placeOrder(bob, 'Bob', bob.email);
    await placeOrder(null, 'Guest', 'guest@users.test'); // not an account's

    const queries: string[] = [];
    const original = dataSource.query.bind(dataSource);
    dataSource.query = ((sql: string, params?: unknown[]) => {
      queries.push(sql);
      return original(sql, params);
    }) as DataSource['query'];
    const response = await admin.client.get('/api/admin/users/stats').finally(() => {
      dataSource.query = original;
    });
    expect(response.status).toBe(200);
    // Besides the session's lookup, the stats are two counting queries, each by the table's own module.
    expect(queries.filter((sql) => !/FROM sessions s\s+JOIN users u/.test(sql))).toEqual([expect.stringContaining('FROM profiles p'), expect.stringMatching(/FROM orders WHERE user_id IS NOT NULL/)]);
    // 3 orders / 4 users = 0.75 -> 0.8; active: admin and bob; new in January: admin and bob.
    expect(response.body).toEqual({ total: 4, admins: 1, staff: 0, averageOrdersPerUser: 0.8, activeLast30Days: 2, newThisMonth: 2 });
  });

  it("lists 20 a page, newest first, with 'N/A' names as null, order counts and roles", async () => {
    const admin = await account({ admin: true, name: 'Sam Owner', joined: '2031-01-19T00:00:00Z' });
    const accounts: Account[] = [];
    for (let i = 0; i < 21; i += 1) accounts.push(await account({ joined: `2030-12-${String(i + 1).padStart(2, '0')}T10:00:00Z` }));
    await placeOrder(accounts[20], 'X', accounts[20].email);

    const first = await admin.client.get('/api/admin/users');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 22, pageCount: 2 });
    const items = first.body.items as { email: string; fullName: string | null; isAdmin: boolean; orderCount: number }[];
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({ email: admin.email, fullName: 'Sam Owner', isAdmin: true, orderCount: 0 });
    expect(items[1]).toMatchObject({ email: accounts[20].email, fullName: null, isAdmin: false, orderCount: 1 });

    const second = await admin.client.get('/api/admin/users?page=2');
    expect((second.body.items as { email: string }[]).map((item) => item.email)).toEqual([accounts[1].email, accounts[0].email]);
    await expect(admin.client.get('/api/admin/users?page=0')).resolves.toMatchObject({ status: 400 });
  });

  it("lists a user's orders with date, number and status", async () => {
    const admin = await account({ admin: true });
    const ann = await account();
    await placeOrder(ann, 'Ann', ann.email, '2031-01-10');
    await placeOrder(ann, 'Ann', ann.email, '2031-01-12');
    const response = await admin.client.get(`/api/admin/users/${ann.id}/orders`);
    expect(response.status).toBe(200);
    expect((response.body as unknown as { orderDate: string; status: string }[]).map((order) => [order.orderDate, order.status])).toEqual([
      ['2031-01-12', 'pending'],
      ['2031-01-10', 'pending'],
    ]);
  });

  it('deletes a user but keeps their orders with the name and e-mail they were placed with, and ends their sessions', async () => {
    const admin = await account({ admin: true });
    const ann = await account({ name: 'Ann Smith' });
    const orderId = await placeOrder(ann, 'Ann Smith', ann.email);
    await expect(ann.client.get('/api/auth/session')).resolves.toMatchObject({ body: { user: expect.objectContaining({ email: ann.email }) } });

    const response = await admin.client.delete(`/api/admin/users/${ann.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: ann.id, email: ann.email });

    const [order]: { user_id: string | null; customer_name: string; customer_email: string }[] = await dataSource.query(
      'SELECT user_id, customer_name, customer_email FROM orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({ user_id: null, customer_name: 'Ann Smith', customer_email: ann.email });
    await expect(dataSource.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [ann.id])).resolves.toEqual([{ n: 0 }]);
    await expect(ann.client.get('/api/auth/session')).resolves.toMatchObject({ body: { user: null } });
    await expect(admin.client.delete(`/api/admin/users/${ann.id}`)).resolves.toMatchObject({ status: 404, body: { error: { code: 'USER_NOT_FOUND' } } });
  });

  it('sets another user\'s role, never the last administrator\'s nor your own, and the change ends their sessions', async () => {
    const admin = await account({ admin: true });
    const ann = await account();

    await expect(admin.client.delete(`/api/admin/users/${admin.id}`)).resolves.toMatchObject({ status: 409, body: { error: { code: 'OWN_ACCOUNT' } } });
    await expect(admin.client.patch(`/api/admin/users/${admin.id}/role`, { role: 'staff' })).resolves.toMatchObject({ status: 409 });

    const promoted = await admin.client.patch(`/api/admin/users/${ann.id}/role`, { role: 'administrator' });
    expect(promoted).toMatchObject({ status: 200, body: { id: ann.id, isAdmin: true, role: 'administrator' } });
    // The change signed Ann out everywhere: she signs in again under her new role.
    await expect(ann.client.get('/api/auth/session')).resolves.toMatchObject({ body: { user: null } });
    const annAgain = await signIn(ann);
    // Ann, now an admin, makes the first admin staff; then she is the last one and nobody can remove her.
    await expect(annAgain.client.patch(`/api/admin/users/${admin.id}/role`, { role: 'staff' })).resolves.toMatchObject({ status: 200, body: { isAdmin: false, role: 'staff' } });
    const lastAdmin = await annAgain.client.delete(`/api/admin/users/${ann.id}`);
    expect(lastAdmin).toMatchObject({ status: 409 });
    await expect(api.app.get(UsersService).deleteUser(null, ann.id)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    await expect(api.app.get(UsersService).findRole(ann.id)).resolves.toBe('administrator');

    await expect(annAgain.client.patch(`/api/admin/users/${admin.id}/role`, { role: 'owner' })).resolves.toMatchObject({ status: 400 });
    await expect(annAgain.client.patch(`/api/admin/users/${admin.id}/role`, { isAdmin: true })).resolves.toMatchObject({ status: 400 });
  });

  it('audits each role change and deletion with the account before and after, and nothing for a refused one', async () => {
    const admin = await account({ admin: true });
    const ann = await account({ name: 'Ann Smith' });
    // The requests share one pinned "now", so the entries are matched in any order.
    const entries = () => dataSource.getRepository(AuditEntry).find({ where: { area: 'user' } });

    await expect(admin.client.patch(`/api/admin/users/${admin.id}/role`, { role: 'customer' })).resolves.toMatchObject({ status: 409 });
    await expect(admin.client.delete(`/api/admin/users/${admin.id}`)).resolves.toMatchObject({ status: 409 });
    await expect(entries()).resolves.toEqual([]);

    expect((await admin.client.patch(`/api/admin/users/${ann.id}/role`, { role: 'staff' })).status).toBe(200);
    expect((await admin.client.patch(`/api/admin/users/${ann.id}/role`, { role: 'customer' })).status).toBe(200);
    expect((await admin.client.delete(`/api/admin/users/${ann.id}`)).status).toBe(200);

    const annAccount = { id: ann.id, email: ann.email, fullName: 'Ann Smith' };
    const recorded = await entries();
    expect(recorded).toHaveLength(3);
    expect(recorded).toEqual(expect.arrayContaining([
      expect.objectContaining({ actorId: admin.id, actorEmail: admin.email, action: 'change_role', entityId: ann.id, before: expect.objectContaining({ ...annAccount, role: 'customer' }), after: expect.objectContaining({ ...annAccount, role: 'staff' }) }),
      expect.objectContaining({ action: 'change_role', before: expect.objectContaining({ role: 'staff' }), after: expect.objectContaining({ role: 'customer', isAdmin: false }) }),
      expect.objectContaining({ action: 'delete', before: expect.objectContaining({ ...annAccount, isAdmin: false }), after: null }),
    ]));
  });
});
