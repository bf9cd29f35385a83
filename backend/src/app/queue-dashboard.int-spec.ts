import { randomUUID } from 'node:crypto';
import { QUEUE_DASHBOARD_PATH } from '../infra/queue/queue-dashboard.js';
import { QueueName } from '../infra/queue/queue.constants.js';
import { QueueService } from '../infra/queue/queue.service.js';
import { SESSION_COOKIE } from '../modules/accounts/sessions.service.js';
import { SessionsService } from '../modules/accounts/sessions.service.js';
import { UsersService } from '../modules/accounts/users.service.js';
import { TestHttpClient } from '../test/http-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('the BullMQ dashboard, administrators only', () => {
  let api: TestApp;
  let admin: TestHttpClient;
  let customer: TestHttpClient;
  let anonymous: TestHttpClient;
  let scriptPath: string;

  const signedIn = async (isAdmin: boolean): Promise<TestHttpClient> => {
    const user = await api.app.get(UsersService).createUser({ email: `${isAdmin ? 'admin' : 'customer'}-${randomUUID().slice(0, 8)}@dashboard.test`, emailConfirmed: true, isAdmin });
    const { token } = await api.app.get(SessionsService).startSession(user.id);
    const client = new TestHttpClient(api.url);
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  };

  beforeAll(async () => {
    api = await createTestApp({ REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}_dashboard` });
    [admin, customer] = [await signedIn(true), await signedIn(false)];
    anonymous = new TestHttpClient(api.url);
    const page = await admin.get(`${QUEUE_DASHBOARD_PATH}`);
    scriptPath = /<script defer src="(static\/js\/main\.[^"]+\.js)">/.exec(page.text)?.[1] ?? '';
  });

  afterAll(async () => {
    const queue = await api?.app.get(QueueService).connectedQueue(QueueName.Maintenance);
    await queue?.resume();
    await api?.close();
  });

  it('shows an administrator the page, its assets and every queue, under a CSP the page obeys', async () => {
    const page = await admin.get(QUEUE_DASHBOARD_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('Walkden job queues');
    // Its scripts are files of its own (allowed by script-src 'self'); the only inline one is JSON data.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const inline = [...page.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1].trim());
    expect(inline).toEqual(['id="__UI_CONFIG__" type="application/json"']);
    expect(scriptPath).not.toBe('');
    const script = await admin.get(`${QUEUE_DASHBOARD_PATH}/${scriptPath}`);
    expect(script.status).toBe(200);

    const queues = await admin.get(`${QUEUE_DASHBOARD_PATH}/api/queues`);
    expect(queues.status).toBe(200);
    expect((queues.body.queues as { name: string }[]).map((queue) => queue.name).sort()).toEqual(Object.values(QueueName).sort());
  });

  it.each([
    ['anonymous', () => anonymous],
    ['a customer', () => customer],
  ])('refuses %s everything: the page, its assets, its API and its actions', async (_who, client) => {
    for (const path of ['', '/', `/${scriptPath}`, '/api/queues', '/api/redis/stats']) {
      const response = await client().get(`${QUEUE_DASHBOARD_PATH}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.text).not.toContain('Walkden job queues');
    }
    const pause = await client().request('PUT', `${QUEUE_DASHBOARD_PATH}/api/queues/${QueueName.Maintenance}/pause`, undefined, { origin: new URL(api.url).origin });
    expect(pause.status).toBe(404);
    expect(await (await api.app.get(QueueService).connectedQueue(QueueName.Maintenance)).isPaused()).toBe(false);
  });

  it("lets an administrator act from the site's own origin, and refuses a cross-site request", async () => {
    const queue = await api.app.get(QueueService).connectedQueue(QueueName.Maintenance);
    const pausePath = `${QUEUE_DASHBOARD_PATH}/api/queues/${QueueName.Maintenance}/pause`;
    const origin = new URL(api.url).origin;

    // A cross-site page (another origin, or no Origin at all) cannot act with the admin's cookies.
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, {}, { origin, 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const refused = await fetch(`${api.url}${pausePath}`, { method: 'PUT', headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers } });
      expect({ headers, status: refused.status }).toEqual({ headers, status: 403 });
    }
    expect(await queue.isPaused()).toBe(false);

    // The dashboard's own request, as the browser sends it.
    const paused = await fetch(`${api.url}${pausePath}`, {
      method: 'PUT',
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(paused.status).toBe(200);
    expect(await queue.isPaused()).toBe(true);
    const resumed = await fetch(`${api.url}${QUEUE_DASHBOARD_PATH}/api/queues/${QueueName.Maintenance}/resume`, { method: 'PUT', headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin } });
    expect(resumed.status).toBe(200);
    expect(await queue.isPaused()).toBe(false);
  });
});
