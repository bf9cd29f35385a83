// How long a change takes to reach the kitchen's and the admin's screens (issues 13 and 26), with
// BENCH_KITCHEN_SCREENS (5) kitchen screens (staff) and BENCH_ADMIN_SCREENS (3) admin screens
// (administrators) open on the /admin socket, over BENCH_ORDERS (200) orders placed one after another:
//  - a new order: from its commit to each screen's `orders.changed`, and for a kitchen screen to the
//    moment it shows the order, which is what the screen does on that message: fetch today's list
//    (GET /api/admin/orders/day), whose answer holds the order;
//  - a kitchen tap: one kitchen screen moves the order on (POST /api/admin/orders/:id/advance), and
//    the time from that update's commit to each screen's message (a status change patches the
//    screens' cache, no request).
// The commit instant is PostgreSQL's own: a trigger the benchmark adds to its database calls
// pg_notify, which reaches our LISTEN connection only when the transaction commits. Runs the build
// (api and worker) against a database of its own; prints the figures and writes
// bench/results/admin-live.json.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import { printTable } from './lib/table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const KITCHEN_SCREENS = Number(process.env.BENCH_KITCHEN_SCREENS ?? 5);
const ADMIN_SCREENS = Number(process.env.BENCH_ADMIN_SCREENS ?? 3);
// A Tuesday in the future, 10:00 in London: the api's clock is pinned to it (X-Test-Now), so the
// 12:00 collection slot is open whatever day the benchmark runs on.
const DAY = '2031-01-14';
const NOW = '2031-01-14T10:00:00Z';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const run = randomBytes(4).toString('hex');
const database = `walkden_bench_${run}`;
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// NODE_ENV=test only so that the api honours X-Test-Now; everything else is the production build.
const env = { ...process.env, NODE_ENV: 'test', TEST_CLOCK_ENABLED: 'true', DATABASE_URL: databaseUrl, PORT: String(port), REDIS_PREFIX: `bench_${run}`,
  PUBLIC_URL: base, LOG_LEVEL: 'warn', SESSION_SECRET: randomBytes(32).toString('hex'), STRIPE_API_BASE: '', SMTP_URL: 'smtp://127.0.0.1:1' };

const children = [];
const db = new pg.Client({ connectionString: databaseUrl });
const sockets = [];
try {
  execFileSync('node', ['cli/dist/main.js', 'db:migrate'], { cwd: root, env, stdio: 'ignore' });
  execFileSync('node', ['cli/dist/main.js', 'db:seed'], { cwd: root, env, stdio: 'ignore' });
  await db.connect();
  await db.query(`UPDATE global_settings SET value = '1000' WHERE key = 'orders_per_time_slot'`);
  await db.query(
    `CREATE FUNCTION bench_order_committed() RETURNS trigger AS $$ BEGIN PERFORM pg_notify('bench_order_committed', NEW.id::text || ':' || NEW.status); RETURN NEW; END $$ LANGUAGE plpgsql`,
  );
  await db.query('CREATE TRIGGER bench_order_committed AFTER INSERT OR UPDATE OF status ON orders FOR EACH ROW EXECUTE FUNCTION bench_order_committed()');

  // Customers, staff and administrators with sessions written straight to the database (no sign-in limits).
  const session = async (email, role) => {
    const { rows: [user] } = await db.query('INSERT INTO users (email, email_confirmed_at) VALUES ($1, now()) RETURNING id', [email]);
    await db.query('INSERT INTO profiles (user_id, email, full_name, is_admin, role) VALUES ($1, $2, $3, $4, $5)', [user.id, email, 'Bench Person', role === 'administrator', role]);
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), user.id]);
    return `sid=${token}`;
  };
  const screens = [];
  for (let i = 0; i < KITCHEN_SCREENS; i++) screens.push({ kind: 'kitchen', cookie: await session(`kitchen-${i}-${run}@bench.test`, 'staff') });
  for (let i = 0; i < ADMIN_SCREENS; i++) screens.push({ kind: 'admin', cookie: await session(`admin-${i}-${run}@bench.test`, 'administrator') });
  const { rows: [item] } = await db.query(
    'SELECT i.id AS "menuItemId", o.id AS "optionId" FROM menu_items i JOIN menu_item_options o ON o.menu_item_id = i.id WHERE i.is_available AND NOT EXISTS (SELECT 1 FROM menu_choice_groups g WHERE g.menu_item_id = i.id AND g.min_choices > 0) ORDER BY o.price DESC LIMIT 1',
  );

  children.push(spawn('node', ['backend/dist/worker.js'], { cwd: root, env: { ...env, PORT: String(await freePort()) }, stdio: ['ignore', 'ignore', 'inherit'] }));
  children.push(spawn('node', ['backend/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${base}/health/ready`).then((r) => r.ok, () => false)) === false) {
    if (Date.now() > deadline) throw new Error('api did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }

  // `<order id>:<status>` -> when the commit was heard on LISTEN, and when each screen heard or showed it.
  const committedAt = new Map();
  await db.query('LISTEN bench_order_committed');
  db.on('notification', (message) => committedAt.set(message.payload, performance.now()));
  // Today's list by the date the orders were created on (the real one: created_at is the database's now()).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const kitchenDay = async (screen) => {
    const response = await fetch(`${base}/api/admin/orders/day?date=${today}`, { headers: { cookie: screen.cookie, 'x-test-now': NOW } });
    if (!response.ok) throw new Error(`GET /api/admin/orders/day answered ${response.status}`);
    return response.json();
  };
  for (const screen of screens) {
    screen.heard = new Map();
    screen.shown = new Map();
    const socket = io(`${base}/admin`, { transports: ['websocket'], extraHeaders: { cookie: screen.cookie, origin: base }, reconnection: false });
    sockets.push(socket);
    socket.on('orders.changed', (message) => {
      const key = `${message.orderId}:${message.status}`;
      if (!screen.heard.has(key)) screen.heard.set(key, performance.now());
      // The kitchen screen's answer to a new order: today's list again (useOrdersLive).
      if (screen.kind === 'kitchen' && message.event === 'OrderPlaced') {
        kitchenDay(screen).then(
          (day) => {
            if (day.active.some((order) => order.id === message.orderId)) screen.shown.set(key, performance.now());
          },
          (error) => console.error(error.message),
        );
      }
    });
    await new Promise((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
  }
  const kitchen = screens.filter((screen) => screen.kind === 'kitchen');
  // A new order is on a kitchen screen once shown (its list fetched); a status change once heard (it patches the cache).
  const everyScreenHas = (key, { shown }) =>
    committedAt.has(key) && screens.every((screen) => screen.heard.has(key)) && (!shown || kitchen.every((screen) => screen.shown.has(key)));
  const waitFor = async (key, { shown = false } = {}) => {
    const until = Date.now() + 10_000;
    while (!everyScreenHas(key, { shown }) && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  };

  const placeOrder = async (i) => {
    const cookies = new Map([['sid', (await session(`customer-${i}-${run}@bench.test`, 'customer')).slice(4)]]);
    const call = async (method, path, body) => {
      const response = await fetch(base + path, {
        method,
        headers: {
          'x-test-now': NOW,
          'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(cookies.has('csrf_token') && { 'x-csrf-token': cookies.get('csrf_token') }),
          ...(body && { 'content-type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const json = await response.json().catch(() => null);
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
      return json;
    };
    await call('GET', '/api/auth/session');
    await call('POST', '/api/cart/items', item);
    const placed = await call('POST', '/api/orders', {
      deliveryType: 'collection',
      slotTime: '12:00',
      paymentMethod: 'collection',
      customer: { name: `Bench Customer ${i}`, email: `customer-${i}-${run}@bench.test`, phone: '07700 900123' },
      specialInstructions: '',
    });
    return placed.order.id;
  };

  // A kitchen tap: the first kitchen screen moves the order from pending to confirmed.
  // Its CSRF token, as the page gets it: the cookie any answer sets for its session.
  const [tapper] = kitchen;
  const csrf = (await fetch(`${base}/api/auth/session`, { headers: { cookie: tapper.cookie } })).headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith('csrf_token='))
    ?.slice('csrf_token='.length);
  if (!csrf) throw new Error('no CSRF cookie for the kitchen screen');
  const tap = async (orderId) => {
    const response = await fetch(`${base}/api/admin/orders/${orderId}/advance`, {
      method: 'POST',
      headers: { cookie: `${tapper.cookie}; csrf_token=${csrf}`, 'x-csrf-token': csrf, 'x-test-now': NOW, 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'pending' }),
    });
    if (!response.ok) throw new Error(`POST advance answered ${response.status}: ${await response.text()}`);
  };

  for (let i = 0; i < 5; i++) {
    const id = await placeOrder(-1 - i); // warm-up
    await waitFor(`${id}:pending`, { shown: true });
    await tap(id);
    await waitFor(`${id}:confirmed`);
  }
  const ids = [];
  const started = performance.now();
  for (let i = 0; i < ORDERS; i++) {
    const id = await placeOrder(i);
    ids.push(id);
    await waitFor(`${id}:pending`, { shown: true });
    await tap(id);
    await waitFor(`${id}:confirmed`);
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = (label, keys, times) => {
    const missed = keys.filter((key) => !times.has(key) || !committedAt.has(key));
    const latencies = keys.filter((key) => times.has(key) && committedAt.has(key)).map((key) => times.get(key) - committedAt.get(key)).sort((a, b) => a - b);
    return { label, missed: missed.length, p50: +percentile(latencies, 50).toFixed(1), p95: +percentile(latencies, 95).toFixed(1), p99: +percentile(latencies, 99).toFixed(1), max: +latencies.at(-1).toFixed(1) };
  };
  const placedKeys = ids.map((id) => `${id}:pending`);
  const tappedKeys = ids.map((id) => `${id}:confirmed`);
  const rows = [
    ...kitchen.map((screen, i) => figures(`new order shown, kitchen screen ${i + 1} (message + today's list)`, placedKeys, screen.shown)),
    ...screens.map((screen, i) => figures(`new order message, ${screen.kind} screen ${screen.kind === 'kitchen' ? i + 1 : i + 1 - KITCHEN_SCREENS}`, placedKeys, screen.heard)),
    ...screens.map((screen, i) => figures(`kitchen tap message, ${screen.kind} screen ${screen.kind === 'kitchen' ? i + 1 : i + 1 - KITCHEN_SCREENS}`, tappedKeys, screen.heard)),
  ];
  const worst = Math.max(...rows.map((row) => row.p95));
  const result = {
    orders: ids.length,
    kitchenScreens: KITCHEN_SCREENS,
    adminScreens: ADMIN_SCREENS,
    ordersPerSecond: +(ids.length / seconds).toFixed(1),
    worstP95: worst,
    missed: rows.reduce((n, row) => n + row.missed, 0),
    targetP95Ms: 150,
    rows,
    host: { cpus: cpus().length, loadAverage: loadavg().map((n) => +n.toFixed(2)) },
  };
  console.log(`order commit -> ${KITCHEN_SCREENS} kitchen and ${ADMIN_SCREENS} admin screens: ${result.orders} orders and taps, worst p95 ${worst} ms, ${result.missed} missed`);
  printTable(`Order commit → ${KITCHEN_SCREENS} kitchen and ${ADMIN_SCREENS} admin screens`, [
    ...rows.map((row) => ({ figure: `${row.label} p95 (p50, missed)`, value: `${row.p95} ms (${row.p50}, ${row.missed})`, target: '≤ 150 ms, 0 missed', met: row.p95 <= 150 && row.missed === 0 })),
  ]);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/admin-live.json'), JSON.stringify({ at: new Date().toISOString(), day: DAY, ...result }, null, 2));
} finally {
  for (const socket of sockets) socket.close();
  for (const child of children) child.kill('SIGTERM');
  await db.end().catch(() => undefined);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await new Promise((r) => setTimeout(r, 1000));
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
}
