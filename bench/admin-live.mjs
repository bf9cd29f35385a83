// How long an order takes to reach the kitchen's screen: from the commit of an order placed through
// Place Order to the `orders.changed` message on an administrator's /admin socket, over 200 orders
// placed one after another. The commit instant is PostgreSQL's own: a trigger the benchmark adds to
// its database calls pg_notify, which is delivered to our LISTEN connection only when the order's
// transaction commits. Runs the build (api and worker) against a database of its own; prints one
// line and writes bench/results/admin-live.json.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import { printTable } from './lib/table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
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
let socket;
try {
  execFileSync('node', ['cli/dist/main.js', 'db:migrate'], { cwd: root, env, stdio: 'ignore' });
  execFileSync('node', ['cli/dist/main.js', 'db:seed'], { cwd: root, env, stdio: 'ignore' });
  await db.connect();
  await db.query(`UPDATE global_settings SET value = '1000' WHERE key = 'orders_per_time_slot'`);
  await db.query(`CREATE FUNCTION bench_order_committed() RETURNS trigger AS $$ BEGIN PERFORM pg_notify('bench_order_committed', NEW.id::text); RETURN NEW; END $$ LANGUAGE plpgsql`);
  await db.query('CREATE TRIGGER bench_order_committed AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION bench_order_committed()');

  // Customers and one administrator with sessions written straight to the database (no sign-in limits).
  const session = async (email, isAdmin) => {
    const { rows: [user] } = await db.query('INSERT INTO users (email, email_confirmed_at) VALUES ($1, now()) RETURNING id', [email]);
    await db.query('INSERT INTO profiles (user_id, email, full_name, is_admin, role) VALUES ($1, $2, $3, $4, $5)', [user.id, email, 'Bench Customer', isAdmin, isAdmin ? 'administrator' : 'customer']);
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), user.id]);
    return `sid=${token}`;
  };
  const adminCookie = await session(`admin-${run}@bench.test`, true);
  const { rows: [item] } = await db.query(
    'SELECT i.id AS "menuItemId", o.id AS "optionId" FROM menu_items i JOIN menu_item_options o ON o.menu_item_id = i.id WHERE i.is_available ORDER BY o.price DESC LIMIT 1',
  );

  children.push(spawn('node', ['backend/dist/worker.js'], { cwd: root, env: { ...env, PORT: String(await freePort()) }, stdio: ['ignore', 'ignore', 'inherit'] }));
  children.push(spawn('node', ['backend/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${base}/health/ready`).then((r) => r.ok, () => false)) === false) {
    if (Date.now() > deadline) throw new Error('api did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }

  const committedAt = new Map();
  const heardAt = new Map();
  await db.query('LISTEN bench_order_committed');
  db.on('notification', (message) => committedAt.set(message.payload, performance.now()));
  socket = io(`${base}/admin`, { transports: ['websocket'], extraHeaders: { cookie: adminCookie, origin: base }, reconnection: false });
  socket.on('orders.changed', (message) => {
    if (message.event === 'OrderPlaced') heardAt.set(message.orderId, performance.now());
  });
  await new Promise((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });

  const placeOrder = async (i) => {
    const cookies = new Map([['sid', (await session(`customer-${i}-${run}@bench.test`, false)).slice(4)]]);
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

  for (let i = 0; i < 5; i++) await placeOrder(-1 - i); // warm-up
  const ids = [];
  const started = performance.now();
  for (let i = 0; i < ORDERS; i++) ids.push(await placeOrder(i));
  const waitUntil = Date.now() + 10_000;
  while (ids.some((id) => !heardAt.has(id) || !committedAt.has(id)) && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - started) / 1000;
  const missing = ids.filter((id) => !heardAt.has(id) || !committedAt.has(id));
  if (missing.length) throw new Error(`${missing.length} of ${ids.length} orders never reached the admin socket`);
  const latencies = ids.map((id) => heardAt.get(id) - committedAt.get(id)).sort((a, b) => a - b);
  const result = {
    orders: ids.length,
    placedPerSecond: +(ids.length / seconds).toFixed(1),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
    max: +latencies.at(-1).toFixed(1),
    targetP95Ms: 150,
  };
  console.log(`order commit -> admin socket orders.changed: ${result.orders} orders  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  max ${result.max} ms`);
  printTable('Order commit → admin socket', [
    { figure: 'p50', value: result.p50, unit: 'ms' },
    { figure: 'p95', value: result.p95, unit: 'ms', target: `≤ ${result.targetP95Ms} ms`, met: result.p95 <= result.targetP95Ms },
    { figure: 'p99', value: result.p99, unit: 'ms' },
  ]);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/admin-live.json'), JSON.stringify({ at: new Date().toISOString(), day: DAY, ...result }, null, 2));
} finally {
  socket?.close();
  for (const child of children) child.kill('SIGTERM');
  await db.end().catch(() => undefined);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await new Promise((r) => setTimeout(r, 1000));
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
}
