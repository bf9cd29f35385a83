/* global AbortSignal, Headers */
// A Friday rush, measured (issue 23). Two api replicas and two workers of the build on one database
// of their own and one Redis prefix, behind a round-robin balancer (bench/lib/balancer.mjs), with the
// local stand-ins (Stripe and its webhooks, the mail catcher). For BENCH_RUSH_SECONDS (300):
//  - BENCH_RUSH_CUSTOMERS (300) customers at a time browse (menu, pages, slots) and fill carts; once one
//    has placed an order a new customer takes the seat (fresh account and address, so that the
//    per-account and per-address placement limits see real customers, not one customer placing 600);
//  - BENCH_RUSH_ORDERS_PER_SECOND (2) orders are placed, open-loop, each for a slot the customer picks
//    from the day's offer with a lunch and an evening peak; a third are paid online at the Stripe
//    stand-in's page (its webhook arrives through the balancer), and a quarter of those webhooks are
//    delivered again a few seconds later;
//  - 3 admin screens (Socket.IO /admin, through the balancer) are open, and staff move each order
//    they hear of to confirmed, preparing and ready; once the load stops the slots are counted, then
//    staff take payment at the counter and complete every order.
// Reports errors, p50/p95/p99 per route, slots overfilled (each slot's accepted orders against the
// capacity, in SQL), kitchen stations overfilled (each slot's units per station against the station's
// units per slot), orders whose e-mails did not go out exactly once (outbox against the mail
// catcher's Message-IDs), socket delivery from the commit (a trigger's pg_notify, heard on LISTEN) to
// each screen, and each process's resident memory at start and end.
// The clock: the api honours X-Test-Now when TEST_CLOCK_ENABLED=true outside production (as the
// tests do), so every request says it is 08:00 on a Thursday in 2031 and the whole day's slots are
// offered whatever the wall clock says. Stripe's sessions use the system clock (checkoutSessionExpiry).
// --soak (or BENCH_RUSH_SOAK=1): 30 minutes (BENCH_RUSH_SECONDS overrides) at half the rate; RSS and
// heap every minute, memory growth as the RSS floor after warm-up against the last 5 minutes',
// PostgreSQL connections and Redis keys.
// Writes bench/results/rush.json (rush-soak.json for the soak). Besides RSS it reads each process's
// V8 heap from its metrics endpoint. BENCH_RUSH_HEAP_SNAPSHOTS=1: api 1 also writes a heap snapshot
// (after a full GC) at the start figures and at the end into bench/results/heap/, for
// `node bench/lib/heap-diff.mjs A B` (which constructors grew).
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';
import { freePort, root, rssMb } from './lib/api.mjs';
import { startBalancer } from './lib/balancer.mjs';
import { printTable } from './lib/table.mjs';

const { signCsrfToken } = await import(join(root, 'backend/dist/infra/http/csrf.middleware.js'));

const SOAK = process.argv.includes('--soak') || process.env.BENCH_RUSH_SOAK === '1';
const RATE_SCALE = SOAK ? 0.5 : 1;
const SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? (SOAK ? 1800 : 300));
const CUSTOMERS = Math.round(Number(process.env.BENCH_RUSH_CUSTOMERS ?? 300) * RATE_SCALE);
const ORDERS_PER_SECOND = Number(process.env.BENCH_RUSH_ORDERS_PER_SECOND ?? 2) * RATE_SCALE;
/** Mean pause between two things a customer does (uniform 0.4x to 1.6x). */
const THINK_MS = Number(process.env.BENCH_RUSH_THINK_MS ?? 5000);
const SCREENS = 3;
const ONLINE_SHARE = 1 / 3;
const REPLAY_SHARE = 1 / 4;
/** Memory, connections and keys for the soak's "start" are taken after this much load (JIT, pools and caches warm). */
const WARMUP_SECONDS = SOAK ? Math.min(120, Math.round(SECONDS / 10)) : 0;
const DAY = '2031-01-02';
const NOW = `${DAY}T08:00:00Z`; // a Thursday: 09:00-14:00 and 17:00-21:00 in the seeded hours
const RESULT = SOAK ? 'rush-soak' : 'rush';
const BENCH_APP = 'walkden-bench';

const run = randomBytes(4).toString('hex');
const database = `walkden_bench_${run}`;
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
const redisPrefix = `bench_${run}`;
const secret = randomBytes(32).toString('hex');
const webhookSecret = 'whsec_bench_rush';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const round1 = (value) => Math.round(value * 10) / 10;
const signed = (value) => `${value >= 0 ? '+' : ''}${value}`;
const jitter = (mean) => mean * (0.4 + Math.random() * 1.2);

const children = [];
const sockets = [];
let balancer;
let db;
let redis;

const HEAP_SNAPSHOTS = process.env.BENCH_RUSH_HEAP_SNAPSHOTS === '1';
const heapDir = join(root, 'bench', 'results', 'heap');

function spawnChild(name, script, env, args = [], nodeFlags = []) {
  const child = spawn('node', [...nodeFlags, script, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const keep = (chunk) => {
    tail.push(chunk.toString());
    if (tail.length > 200) tail.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.push({ name, child, tail, metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null });
  return child;
}

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

// ---- measurements ------------------------------------------------------------------------------

const routes = new Map();
const errors = [];
function record(route, ms, ok, detail) {
  let entry = routes.get(route);
  if (!entry) routes.set(route, (entry = { ms: [], errors: 0 }));
  entry.ms.push(ms);
  if (!ok) {
    entry.errors += 1;
    if (errors.length < 50) errors.push(`${route}: ${detail}`);
  }
}

/** A request through the balancer, timed and recorded under `route`; `expected(status, json)` says what is not an error. */
async function call(route, url, { method = 'GET', headers = {}, body, expected = (status) => status < 400, redirect = 'manual' } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { method, headers, body, redirect, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // pages and redirects
    }
    const ok = expected(response.status, json);
    record(route, performance.now() - started, ok, `${response.status} ${text.slice(0, 160)}`);
    return { status: response.status, json, headers: response.headers, ok };
  } catch (error) {
    record(route, performance.now() - started, false, `${error.name}: ${error.message}`);
    return { status: 0, json: null, headers: new Headers(), ok: false };
  }
}

// ---- the product -------------------------------------------------------------------------------

const apiPorts = [await freePort(), await freePort()];
balancer = await startBalancer(apiPorts, { healthIntervalMs: 1000 });
const base = balancer.url;
const baseEnv = {
  ...process.env,
  // Outside production only so that X-Test-Now is honoured; everything else is the production build.
  NODE_ENV: 'development',
  TEST_CLOCK_ENABLED: 'true',
  DATABASE_URL: databaseUrl,
  REDIS_PREFIX: redisPrefix,
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  SESSION_SECRET: secret,
  STRIPE_SECRET_KEY: 'sk_test_local_bench',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  LOCAL_STANDINS: 'off',
};

try {
  const cli = (...args) => execFileSync('node', ['cli/dist/main.js', ...args], { cwd: root, env: baseEnv, stdio: 'ignore' });
  cli('db:migrate');
  cli('db:seed');

  // The stand-ins, on free ports; Stripe's webhooks go to the balancer.
  const standins = spawnChild('stand-ins', 'backend/dist/dev/standins.js', { ...baseEnv, LOG_LEVEL: 'warn' }, ['--all', '--ephemeral', '--json']);
  const urls = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: standins.stdout });
    lines.on('line', (line) => line.startsWith('{') && resolve(JSON.parse(line)));
    standins.once('exit', (code) => reject(new Error(`the stand-ins exited (${code})`)));
    setTimeout(() => reject(new Error('the stand-ins did not start')), 60_000).unref();
  });
  const productEnv = { ...baseEnv, SMTP_URL: urls.mail.smtpUrl, STRIPE_API_BASE: urls.stripe.apiBase, POSTCODE_API_BASE: urls.postcode.apiBase, OIDC_ISSUER_URL: urls.oidc.issuerUrl };

  db = new pg.Client({ connectionString: databaseUrl, application_name: BENCH_APP });
  await db.connect();
  // The commit instant of every order change, PostgreSQL's own: delivered to LISTEN only at commit.
  await db.query(`CREATE FUNCTION bench_order_changed() RETURNS trigger AS $$ BEGIN
    PERFORM pg_notify('bench_order_changed', NEW.id::text || ':' || NEW.status || ':' || NEW.is_paid::text); RETURN NEW; END $$ LANGUAGE plpgsql`);
  await db.query(`CREATE TRIGGER bench_order_inserted AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION bench_order_changed()`);
  await db.query(`CREATE TRIGGER bench_order_updated AFTER UPDATE ON orders FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_paid IS DISTINCT FROM NEW.is_paid) EXECUTE FUNCTION bench_order_changed()`);

  for (let i = 0; i < 2; i++) spawnChild(`worker ${i + 1}`, 'backend/dist/worker.js', { ...productEnv, PORT: String(await freePort()), METRICS_PORT: String(await freePort()) });
  if (HEAP_SNAPSHOTS) mkdirSync(heapDir, { recursive: true });
  for (const [i, port] of apiPorts.entries()) {
    const flags = HEAP_SNAPSHOTS && i === 0 ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heapDir}`] : [];
    spawnChild(`api ${i + 1}`, 'backend/dist/main.js', { ...productEnv, PORT: String(port), METRICS_PORT: String(await freePort()) }, [], flags);
  }
  for (const port of apiPorts) {
    await until(`the api on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok, 90_000);
  }
  await until('the balancer to see both apis', async () => (await fetch(`${base}/health/ready`)).ok && (await fetch(`${base}/health/ready`)).ok, 10_000);
  // Asking before the balancer's own health check has admitted an api is setup, not the rush: its refusals are not counted.
  balancer.failed.splice(0);

  // Slots: the day's offer, and a capacity that holds the run's orders with the peaks filling up.
  const slotListing = await (await fetch(`${base}/api/checkout/slots?type=collection`, { headers: { 'x-test-now': NOW } })).json();
  const daySlots = slotListing.slots.map((slot) => slot.time);
  if (daySlots.length < 10) throw new Error(`only ${daySlots.length} slots offered at ${NOW}: ${JSON.stringify(slotListing).slice(0, 300)}`);
  const expectedOrders = Math.ceil(SECONDS * ORDERS_PER_SECOND);
  const capacity = Number(process.env.BENCH_RUSH_SLOT_CAPACITY ?? Math.max(10, Math.ceil((1.3 * expectedOrders) / daySlots.length)));
  cli('settings:set', 'orders_per_time_slot', String(capacity));
  await until('the new capacity to reach both apis', async () => {
    const seen = await Promise.all(apiPorts.map((port) => fetch(`http://127.0.0.1:${port}/api/settings`).then((r) => r.json())));
    return seen.every((settings) => JSON.stringify(settings).includes(`"ordersPerTimeSlot":${capacity}`));
  }, 15_000);
  /** A lunch peak (12:00-13:30) and an evening one (17:30-19:30), as customers choose. */
  const weightOf = (time) => (time >= '17:30' && time <= '19:30' ? 6 : time >= '12:00' && time <= '13:30' ? 4 : 1);

  const menu = await (await fetch(`${base}/api/menu?view=takeaway`)).json();
  // Issue 28: what a customer picks in each choice group, between its least and its most.
  const someChoices = (dish) =>
    (dish.choiceGroups ?? []).flatMap((group) => {
      const count = group.minChoices + Math.floor(Math.random() * (Math.min(group.maxChoices, group.choices.length) - group.minChoices + 1));
      return [...group.choices].sort(() => Math.random() - 0.5).slice(0, count).map((choice) => choice.id);
    });
  const dishes = menu.categories.flatMap((category) => category.items).filter((item) => item.isAvailable !== false && item.options?.length);
  if (dishes.length === 0) throw new Error('the seeded menu has no dish to order');

  // ---- people ----------------------------------------------------------------------------------

  let accountCount = 0;
  /** Accounts with a confirmed e-mail and a live session, written in one statement each (no sign-in limits). */
  async function createAccounts(count, isAdmin = false) {
    const accounts = [];
    for (let i = 0; i < count; i++) {
      const n = ++accountCount;
      const token = randomBytes(32).toString('base64url');
      accounts.push({ n, email: `${isAdmin ? 'staff' : 'customer'}-${n}@rush.test`, token, hash: createHash('sha256').update(token).digest('hex'), ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
    }
    const { rows } = await db.query(`INSERT INTO users (email, email_confirmed_at) SELECT unnest($1::text[]), now() RETURNING id, email`, [accounts.map((a) => a.email)]);
    const ids = new Map(rows.map((row) => [row.email, row.id]));
    for (const account of accounts) account.id = ids.get(account.email);
    // The kitchen's people are staff (Orders and Bookings), not administrators.
    await db.query(`INSERT INTO profiles (user_id, email, full_name, is_admin, role) SELECT unnest($1::uuid[]), unnest($2::text[]), 'Rush Customer', false, $3`, [
      accounts.map((a) => a.id),
      accounts.map((a) => a.email),
      isAdmin ? 'staff' : 'customer',
    ]);
    await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`, [accounts.map((a) => a.hash), accounts.map((a) => a.id)]);
    for (const account of accounts) {
      const csrf = signCsrfToken(secret, account.token);
      account.cookie = `sid=${account.token}; csrf_token=${csrf}`;
      account.headers = { cookie: account.cookie, 'x-csrf-token': csrf, 'x-forwarded-for': account.ip, 'x-test-now': NOW };
    }
    return accounts;
  }
  const fresh = [];
  let refilling = null;
  async function nextAccount() {
    if (fresh.length < 50 && !refilling) refilling = createAccounts(200).then((made) => fresh.push(...made)).finally(() => (refilling = null));
    while (fresh.length === 0) await (refilling ?? sleep(10));
    return fresh.shift();
  }

  const staff = await createAccounts(SCREENS, true);
  const seats = [];
  for (const account of await createAccounts(CUSTOMERS)) seats.push({ account, cartLines: 0, busy: false, slots: null });

  // ---- admin screens ---------------------------------------------------------------------------

  const committedAt = new Map();
  const heard = Array.from({ length: SCREENS }, () => new Map());
  await db.query('LISTEN bench_order_changed');
  db.on('notification', (message) => {
    if (!committedAt.has(message.payload)) committedAt.set(message.payload, performance.now());
  });
  const orderKind = new Map(); // id -> 'online' | 'collection'
  const handled = new Set();
  const heardBeforeAnswer = new Map(); // id -> status, for OrderPlaced heard before the placement's answer
  const staffFlows = [];
  function startOn(orderId, status) {
    if (handled.has(orderId)) return;
    handled.add(orderId);
    staffFlows.push(moveThroughKitchen(orderId, status));
  }
  for (const [screen, person] of staff.entries()) {
    const socket = io(`${base}/admin`, { transports: ['websocket'], extraHeaders: { cookie: person.cookie, origin: base, 'x-forwarded-for': person.ip } });
    sockets.push(socket);
    socket.on('orders.changed', (message) => {
      if (message.status === undefined) return;
      const key = `${message.orderId}:${message.status}:${message.isPaid}`;
      if (!heard[screen].has(key)) heard[screen].set(key, performance.now());
      // Staff start on an order when a screen shows it confirmed-to-be: a pay-later order as placed, an online one once paid.
      const kind = orderKind.get(message.orderId);
      // The socket often beats Place Order's own answer to the customer: keep the news until the kind is known.
      if (message.event === 'OrderPlaced' && kind === undefined) heardBeforeAnswer.set(message.orderId, message.status);
      const ready = (message.event === 'OrderPlaced' && kind === 'collection') || (message.event === 'OrderPaid' && message.isPaid);
      if (ready) startOn(message.orderId, message.status);
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  }

  let staffTurn = 0;
  const statusOf = new Map();
  async function changeStatus(orderId, status) {
    const person = staff[staffTurn++ % staff.length];
    const answer = await call('PATCH /api/admin/orders/:id/status', `${base}/api/admin/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { ...person.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    if (answer.ok) statusOf.set(orderId, status);
    return answer.ok;
  }
  /** Staff on the screens: confirm (pay later), then preparing and ready a few seconds apart. */
  async function moveThroughKitchen(orderId, status) {
    statusOf.set(orderId, status);
    for (const next of status === 'pending' ? ['confirmed', 'preparing', 'ready'] : ['preparing', 'ready']) {
      await sleep(jitter(3000));
      if (!(await changeStatus(orderId, next))) return;
    }
  }

  // ---- customers -------------------------------------------------------------------------------

  let running = true;
  const pages = ['/', '/menu'];
  async function browse(seat) {
    const headers = seat.account.headers;
    const roll = Math.random();
    if (seat.cartLines === 0 || (seat.cartLines < 3 && roll < 0.25)) {
      const dish = dishes[Math.floor(Math.random() * dishes.length)];
      const option = dish.options[Math.floor(Math.random() * dish.options.length)];
      const added = await call('POST /api/cart/items', `${base}/api/cart/items`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ menuItemId: dish.id, optionId: option.id, choiceIds: someChoices(dish) }),
      });
      if (added.ok) seat.cartLines += 1;
    } else if (roll < 0.55) {
      await call('GET /api/menu', `${base}/api/menu?view=takeaway`, { headers });
    } else if (roll < 0.8) {
      const page = pages[Math.floor(Math.random() * pages.length)];
      await call(`GET ${page} (page)`, `${base}${page}`, { headers: { ...headers, accept: 'text/html' } });
    } else {
      const listing = await call('GET /api/checkout/slots', `${base}/api/checkout/slots?type=collection`, { headers });
      if (listing.ok) seat.slots = listing.json.slots;
    }
  }
  const customerLoops = seats.map(async (seat, i) => {
    await sleep((i / seats.length) * THINK_MS); // arrive over the first think time
    while (running) {
      if (!seat.busy) await browse(seat);
      await sleep(jitter(THINK_MS));
    }
  });

  function pickSlot(listing) {
    const open = listing.filter((slot) => slot.available !== false);
    if (open.length === 0) return null;
    let ticket = Math.random() * open.reduce((sum, slot) => sum + weightOf(slot.time), 0);
    for (const slot of open) if ((ticket -= weightOf(slot.time)) <= 0) return slot.time;
    return open.at(-1).time;
  }

  const placed = [];
  const refusals = { slotFull: 0, noSlot: 0 };
  const replays = [];
  let placements = 0;
  async function placeOrder(seat) {
    seat.busy = true;
    const online = Math.random() < ONLINE_SHARE;
    const headers = { ...seat.account.headers, 'content-type': 'application/json' };
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        if (!seat.slots || attempt > 0) {
          const listing = await call('GET /api/checkout/slots', `${base}/api/checkout/slots?type=collection`, { headers: seat.account.headers });
          if (!listing.ok) return;
          seat.slots = listing.json.slots;
        }
        const slotTime = pickSlot(seat.slots);
        if (!slotTime) {
          refusals.noSlot += 1;
          return;
        }
        const answer = await call('POST /api/orders', `${base}/api/orders`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            deliveryType: 'collection',
            slotTime,
            paymentMethod: online ? 'online' : 'collection',
            customer: { name: 'Rush Customer', email: seat.account.email, phone: '07700 900123' },
            specialInstructions: '',
          }),
          // A slot filled since the customer looked is the product working: they pick another.
          expected: (status, json) => status === 201 || (status === 409 && json?.error?.code === 'SLOT_FULL'),
        });
        if (answer.status === 409) {
          refusals.slotFull += 1;
          continue;
        }
        if (answer.status !== 201) return;
        const order = answer.json.order;
        orderKind.set(order.id, online ? 'online' : 'collection');
        if (!online && heardBeforeAnswer.has(order.id)) startOn(order.id, heardBeforeAnswer.get(order.id));
        placed.push({ id: order.id, online, slotTime });
        if (online) await payOnline(seat, order.id, answer.json.next.url);
        return;
      }
    } finally {
      // The customer leaves; a new one takes the seat.
      seat.account = await nextAccount();
      seat.cartLines = 0;
      seat.slots = null;
      seat.busy = false;
    }
  }

  async function payOnline(seat, orderId, payUrl) {
    await sleep(jitter(3000)); // card details
    // The stand-in's hosted page: the session completes, its webhook goes to the balancer, then the browser returns.
    const paid = await call('POST stripe /pay/:id/pay', `${payUrl}/pay`, { method: 'POST', expected: (status) => status === 303 || status === 302 });
    const back = paid.headers.get('location');
    if (back) await call('GET /api/payments/success', back.replace(/^https?:\/\/[^/]+/, base), { headers: seat.account.headers, expected: (status) => status < 400 });
    if (Math.random() < REPLAY_SHARE) replays.push(replayWebhook(new URL(payUrl).pathname.split('/').pop(), orderId));
  }

  /** Stripe delivers an event again (same id and payload, a fresh signature): the product answers 2xx and changes nothing. */
  async function replayWebhook(sessionId) {
    await sleep(jitter(5000));
    const events = await (await fetch(`${urls.stripe.apiBase}/__control/events`)).json();
    const event = events.find((candidate) => candidate.type === 'checkout.session.completed' && candidate.data.object.id === sessionId);
    if (!event) {
      record('stripe webhook (replayed)', 0, false, `no completed event for ${sessionId}`);
      return;
    }
    const started = performance.now();
    const response = await fetch(`${urls.stripe.apiBase}/__control/events/${encodeURIComponent(event.id)}/redeliver`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const delivery = await response.json();
    record('stripe webhook (replayed)', performance.now() - started, delivery.status >= 200 && delivery.status < 300, JSON.stringify(delivery));
  }

  // ---- the run ---------------------------------------------------------------------------------

  const processes = () => children.filter(({ name }) => name !== 'stand-ins').map(({ name, child }) => ({ name, pid: child.pid }));
  const memory = () => Object.fromEntries(processes().map(({ name, pid }) => [name, round1(rssMb(pid))]));
  /** V8's heap in use and external memory (MB) of each process, from its metrics endpoint: RSS minus these is the allocator's and the code's. */
  const heaps = async () =>
    Object.fromEntries(
      await Promise.all(
        children
          .filter(({ metricsPort }) => metricsPort)
          .map(async ({ name, metricsPort }) => {
            const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text()).catch(() => '');
            const gauge = (metric) => Number(new RegExp(`^walkden_${metric}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
            return [name, { heapUsedMb: round1(gauge('nodejs_heap_size_used_bytes')), heapTotalMb: round1(gauge('nodejs_heap_size_total_bytes')), externalMb: round1(gauge('nodejs_external_memory_bytes')) }];
          }),
      ),
    );
  /** Asks api 1 for a heap snapshot (V8 takes it after a full GC) and waits until its file stops growing. */
  const heapSnapshot = async (label) => {
    if (!HEAP_SNAPSHOTS) return null;
    const before = new Set(readdirSync(heapDir));
    children.find(({ name }) => name === 'api 1').child.kill('SIGUSR2');
    let file = null;
    let lastSize = -1;
    await until(`api 1's ${label} heap snapshot`, async () => {
      file ??= readdirSync(heapDir).find((name) => !before.has(name) && name.endsWith('.heapsnapshot')) ?? null;
      if (!file) return false;
      const size = statSync(join(heapDir, file)).size;
      const settled = size > 0 && size === lastSize;
      lastSize = size;
      if (!settled) await sleep(800);
      return settled;
    }, 180_000);
    return join('bench', 'results', 'heap', file);
  };

  const connections = async () =>
    (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name <> $2`, [database, BENCH_APP])).rows[0].n;
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  const redisKeys = async () => {
    const families = new Map();
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      cursor = nextCursor;
      for (const key of keys) {
        // One family per key shape: ids, uuids, numbers and addresses become *.
        const family = key.slice(redisPrefix.length).replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '*').replace(/\d+(\.\d+){0,3}/g, '*');
        families.set(family, (families.get(family) ?? 0) + 1);
      }
    } while (cursor !== '0');
    return { total: [...families.values()].reduce((a, b) => a + b, 0), families: Object.fromEntries([...families].sort()) };
  };

  const atReady = { rssMb: memory(), heaps: await heaps(), connections: await connections(), redisKeys: await redisKeys() };
  console.log(`rush: ${SECONDS} s, ${CUSTOMERS} customers, ${ORDERS_PER_SECOND} orders/s, ${daySlots.length} slots of capacity ${capacity}, ${base} -> apis ${apiPorts.join(', ')}${SOAK ? ' (soak)' : ''}`);
  const started = performance.now();
  let atWarm = null;
  const warm =
    WARMUP_SECONDS > 0
      ? sleep(WARMUP_SECONDS * 1000).then(async () => {
          atWarm = { rssMb: memory(), heaps: await heaps(), connections: await connections(), redisKeys: await redisKeys() };
          atWarm.heapSnapshot = await heapSnapshot('start');
        })
      : null;
  const placing = [];
  let progressAt = Date.now();
  // Every minute, each process's RSS beside V8's heap: a steady climb and a jump say different things.
  const timeline = [];
  let timelineAt = Date.now();
  const sample = () => {
    const at = Math.round((performance.now() - started) / 1000);
    heaps().then((heap) => timeline.push({ seconds: at, rssMb: memory(), heaps: heap }));
  };
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * ORDERS_PER_SECOND);
    while (placements < due) {
      placements += 1;
      const ready = seats.filter((seat) => !seat.busy && seat.cartLines > 0);
      const seat = ready[Math.floor(Math.random() * ready.length)];
      if (seat) placing.push(placeOrder(seat));
      else record('POST /api/orders', 0, false, 'no customer with a filled cart: the load generator fell behind');
    }
    if (Date.now() - timelineAt >= 60_000) {
      timelineAt = Date.now();
      sample();
    }
    if (Date.now() - progressAt > 30_000) {
      progressAt = Date.now();
      console.log(`  ${Math.round((performance.now() - started) / 1000)} s: ${placed.length} orders, ${[...routes.values()].reduce((n, r) => n + r.ms.length, 0)} requests, ${errors.length} errors`);
    }
    await sleep(50);
  }
  running = false;
  await Promise.all(placing);
  await Promise.all(customerLoops);
  await Promise.all(replays);
  await Promise.all(staffFlows);
  await warm;
  const seconds = (performance.now() - started) / 1000;

  // Slots: each slot's accepted orders (everything but abandoned checkouts) against the capacity, before anything is collected.
  const { rows: perSlot } = await db.query(
    `SELECT slot_time::text AS slot, count(*)::int AS n FROM orders WHERE order_date = $1 AND status <> 'abandoned' GROUP BY slot_time ORDER BY slot_time`,
    [DAY],
  );
  const overfilled = perSlot.filter((row) => row.n > capacity);
  // Kitchen stations (issue 28): each slot's units per station, of the same orders, against the station's units per slot.
  const { rows: perStation } = await db.query(
    `SELECT o.slot_time::text AS slot, s.name AS station, s.units_per_slot AS room, sum(u.units)::int AS units
       FROM order_station_uses u JOIN orders o ON o.id = u.order_id JOIN kitchen_stations s ON s.id = u.station_id
      WHERE o.order_date = $1 AND o.status <> 'abandoned' GROUP BY o.slot_time, s.name, s.units_per_slot ORDER BY o.slot_time, s.name`,
    [DAY],
  );
  const stationsOverfilled = perStation.filter((row) => row.units > row.room);

  // Collection: staff take payment at the counter and complete every order of the day.
  // An online checkout never paid (the customer's payment failed on the way) is reconciliation's, not the counter's.
  const { rows: toComplete } = await db.query(
    `SELECT id, is_paid FROM orders WHERE order_date = $1 AND status NOT IN ('abandoned', 'completed') AND (is_paid OR payment_method <> 'online')`,
    [DAY],
  );
  const leftBehind = placed.filter((order) => !handled.has(order.id)).length;
  for (let i = 0; i < toComplete.length; i += 10) {
    await Promise.all(
      toComplete.slice(i, i + 10).map(async (order) => {
        const person = staff[i % staff.length];
        if (!order.is_paid) {
          await call('PATCH /api/admin/orders/:id/paid', `${base}/api/admin/orders/${order.id}/paid`, {
            method: 'PATCH',
            headers: { ...person.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ isPaid: true }),
          });
        }
        await changeStatus(order.id, 'completed');
      }),
    );
  }

  // E-mails: every order's outbox rows sent, and each seen exactly once by the mail catcher.
  const outstanding = async () => (await db.query(`SELECT count(*)::int AS n FROM email_outbox WHERE status NOT IN ('sent', 'failed')`)).rows[0].n;
  await until('the outbox to drain', async () => (await outstanding()) === 0, 180_000).catch(() => undefined);
  const { rows: outbox } = await db.query(`SELECT id, dedupe_key, status FROM email_outbox`);
  const messages = await (await fetch(`${urls.mail.inboxUrl}/api/email`)).json();
  const received = new Map();
  for (const message of messages) {
    const id = /<([^@>]+)@walkden\.mail>/.exec(String(message.headers['message-id'] ?? ''))?.[1];
    if (id) received.set(id, (received.get(id) ?? 0) + 1);
  }
  const { rows: orders } = await db.query(`SELECT id, status, is_paid, payment_method FROM orders WHERE order_date = $1`, [DAY]);
  const rowsOfOrder = new Map(orders.map((order) => [order.id, []]));
  for (const row of outbox) {
    for (const id of row.dedupe_key.match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? []) rowsOfOrder.get(id)?.push(row);
  }
  const mailProblems = [];
  for (const order of orders) {
    const rows = rowsOfOrder.get(order.id);
    const confirmations = rows.filter((row) => row.dedupe_key.startsWith('order-confirmed:')).length;
    const wrong = rows.filter((row) => row.status !== 'sent' || received.get(row.id) !== 1);
    const owesConfirmation = order.status !== 'abandoned' && (order.payment_method !== 'online' || order.is_paid);
    if (owesConfirmation && confirmations !== 2) mailProblems.push({ order: order.id, problem: `${confirmations} confirmation e-mails owed` });
    else if (wrong.length) mailProblems.push({ order: order.id, problem: wrong.map((row) => `${row.dedupe_key} ${row.status}, received ${received.get(row.id) ?? 0}`).join('; ') });
  }
  const onlineUnpaid = orders.filter((order) => order.payment_method === 'online' && !order.is_paid).length;
  const notCompleted = orders.filter((order) => order.status !== 'completed' && order.status !== 'abandoned').length;

  // Sockets: from each change's commit to its message on every screen.
  await sleep(2000);
  const screens = heard.map((messages) => {
    const latencies = [];
    let missing = 0;
    for (const [key, at] of committedAt) {
      const got = messages.get(key);
      if (got === undefined) missing += 1;
      else latencies.push(got - at);
    }
    latencies.sort((a, b) => a - b);
    return { heard: latencies.length, missing, p50: round1(percentile(latencies, 50)), p95: round1(percentile(latencies, 95)), max: round1(latencies.at(-1) ?? NaN) };
  });

  const atEnd = { rssMb: memory(), heaps: await heaps(), connections: await connections(), redisKeys: await redisKeys() };
  atEnd.heapSnapshot = await heapSnapshot('end');
  const startFigures = atWarm ?? atReady;
  const growth = Object.fromEntries(Object.entries(atEnd.rssMb).map(([name, mb]) => [name, round1(((mb - startFigures.rssMb[name]) / startFigures.rssMb[name]) * 100)]));
  // V8 grows and shrinks its heap in a sawtooth of a minute or two (api RSS 270 to 470 MB in one soak),
  // so one sample at each end says where the tooth was, not whether memory climbs. What a leak raises
  // is the floor, what is left after V8 has collected: the soak's figure is the lowest of the minute
  // samples in the 5 minutes after warm-up against the lowest of the last 5 minutes (medians beside).
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  };
  const WINDOW_SECONDS = 300;
  const inWindow = (from, to, name) => timeline.filter((t) => t.seconds > from && t.seconds <= to).map((t) => t.rssMb[name]);
  const windowFigures = (from, to) =>
    Object.fromEntries(Object.keys(atEnd.rssMb).map((name) => [name, { floor: round1(Math.min(...inWindow(from, to, name))), median: round1(median(inWindow(from, to, name))) }]));
  const windows = SOAK
    ? { early: windowFigures(WARMUP_SECONDS, WARMUP_SECONDS + WINDOW_SECONDS), late: windowFigures(seconds - WINDOW_SECONDS, seconds + 1) }
    : null;
  const percentChange = (from, to) => round1(((to - from) / from) * 100);
  const windowGrowth =
    windows &&
    Object.fromEntries(
      Object.keys(windows.late).map((name) => [
        name,
        { floor: percentChange(windows.early[name].floor, windows.late[name].floor), median: percentChange(windows.early[name].median, windows.late[name].median) },
      ]),
    );
  const grownFamilies = Object.fromEntries(
    Object.entries(atEnd.redisKeys.families)
      .filter(([family, n]) => n > (startFigures.redisKeys.families[family] ?? 0))
      .map(([family, n]) => [family, `${startFigures.redisKeys.families[family] ?? 0} -> ${n}`]),
  );

  const routeFigures = Object.fromEntries(
    [...routes].sort(([a], [b]) => a.localeCompare(b)).map(([route, entry]) => {
      const sorted = entry.ms.filter((ms) => ms > 0).sort((a, b) => a - b);
      return [route, { requests: entry.ms.length, errors: entry.errors, p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), p99: round1(percentile(sorted, 99)) }];
    }),
  );
  const totalErrors = Object.values(routeFigures).reduce((n, route) => n + route.errors, 0) + balancer.failed.length;
  const socketP95 = Math.max(...screens.map((screen) => screen.p95));
  const socketMissing = screens.reduce((n, screen) => n + screen.missing, 0);

  const result = {
    at: new Date().toISOString(),
    mode: SOAK ? 'soak' : 'rush',
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGb: round1(totalmem() / 2 ** 30), node: process.version },
    settings: { seconds: round1(seconds), customers: CUSTOMERS, ordersPerSecond: ORDERS_PER_SECOND, thinkMs: THINK_MS, slots: daySlots.length, capacity, day: DAY, now: NOW },
    orders: { placed: placed.length, online: placed.filter((o) => o.online).length, replayedWebhooks: replays.length, refusals, onlineUnpaid, notCompleted, leftBehindByScreens: leftBehind },
    errors: { total: totalErrors, balancer: balancer.failed, samples: errors },
    routes: routeFigures,
    slots: { capacity, overfilled, fullest: Math.max(...perSlot.map((row) => row.n)), perSlot },
    stations: { checked: perStation.length, overfilled: stationsOverfilled, perStation },
    emails: { outboxRows: outbox.length, received: messages.length, ordersNotExactlyOnce: mailProblems.length, problems: mailProblems.slice(0, 20) },
    sockets: { changes: committedAt.size, screens },
    memory: {
      atReady: atReady.rssMb,
      ...(atWarm && { afterWarmup: atWarm.rssMb, heapsAfterWarmup: atWarm.heaps }),
      atEnd: atEnd.rssMb,
      heapsAtEnd: atEnd.heaps,
      growthPercent: growth,
      ...(windows && { windowMedians: windows, windowGrowthPercent: windowGrowth }),
    },
    ...(SOAK && { timeline: timeline.sort((a, b) => a.seconds - b.seconds) }),
    heapSnapshots: HEAP_SNAPSHOTS ? { start: atWarm?.heapSnapshot ?? null, end: atEnd.heapSnapshot } : undefined,
    connections: { atReady: atReady.connections, ...(atWarm && { afterWarmup: atWarm.connections }), atEnd: atEnd.connections },
    redisKeys: { atReady: atReady.redisKeys.total, ...(atWarm && { afterWarmup: atWarm.redisKeys.total }), atEnd: atEnd.redisKeys.total, grownFamilies, families: atEnd.redisKeys.families },
  };

  const rows = [
    { figure: 'errors', value: totalErrors, target: '0', met: totalErrors === 0 },
    { figure: 'orders placed (online)', value: `${placed.length} (${result.orders.online})` },
    ...Object.entries(routeFigures).map(([route, figures]) => ({ figure: `${route}: p50/p95/p99 (n)`, value: `${figures.p50}/${figures.p95}/${figures.p99} ms (${figures.requests})` })),
    { figure: `slots overfilled (capacity ${capacity})`, value: overfilled.length, target: '0', met: overfilled.length === 0 },
    { figure: `kitchen stations overfilled (of ${perStation.length} slot-stations in use)`, value: stationsOverfilled.length, target: '0', met: stationsOverfilled.length === 0 },
    { figure: 'orders whose e-mails were not sent exactly once', value: mailProblems.length, target: '0', met: mailProblems.length === 0 },
    { figure: 'online orders left unpaid', value: onlineUnpaid, target: '0', met: onlineUnpaid === 0 },
    { figure: 'orders the screens never showed staff', value: leftBehind, target: '0', met: leftBehind === 0 },
    ...screens.map((screen, i) => ({ figure: `socket delivery p95, screen ${i + 1} (missed)`, value: `${screen.p95} ms (${screen.missing})`, target: '≤ 150 ms, 0 missed', met: screen.p95 <= 150 && screen.missing === 0 })),
    ...Object.keys(atEnd.rssMb).map((name) => ({
      figure: `${name} RSS ${atWarm ? 'after warm-up' : 'at start'} → end (one sample each)`,
      value: `${startFigures.rssMb[name]} → ${atEnd.rssMb[name]} MB (${growth[name] >= 0 ? '+' : ''}${growth[name]} %)`,
    })),
    ...(windows
      ? Object.keys(windows.late).map((name) => ({
          figure: `${name} RSS floor (median), 5 minutes after warm-up → last 5 minutes`,
          value: `${windows.early[name].floor} (${windows.early[name].median}) → ${windows.late[name].floor} (${windows.late[name].median}) MB: ${signed(windowGrowth[name].floor)} % (${signed(windowGrowth[name].median)} %)`,
          target: 'floor < 10 %',
          met: windowGrowth[name].floor < 10,
        }))
      : []),
    ...Object.keys(atEnd.heaps).map((name) => {
      const from = startFigures.heaps?.[name];
      const to = atEnd.heaps[name];
      return { figure: `${name} V8 heap used / external`, value: `${from ? `${from.heapUsedMb} / ${from.externalMb} → ` : ''}${to.heapUsedMb} / ${to.externalMb} MB` };
    }),
  ];
  if (SOAK) {
    rows.push({ figure: 'PostgreSQL connections (bench db)', value: `${startFigures.connections} → ${atEnd.connections}`, target: 'no growth', met: atEnd.connections <= startFigures.connections });
    rows.push({ figure: 'Redis keys', value: `${startFigures.redisKeys.total} → ${atEnd.redisKeys.total}`, target: 'data only', met: undefined });
    rows.push({ figure: 'Redis key families that grew', value: Object.keys(grownFamilies).join(', ') || 'none' });
  }
  console.log(`${result.mode}: ${placed.length} orders in ${round1(seconds)} s, ${Object.values(routeFigures).reduce((n, r) => n + r.requests, 0)} requests, ${totalErrors} errors, socket p95 ${socketP95} ms (${socketMissing} missed)`);
  printTable(`A Friday rush${SOAK ? ' (soak)' : ''}: 2 apis + 2 workers, ${CUSTOMERS} customers, ${ORDERS_PER_SECOND} orders/s for ${round1(seconds)} s`, rows);
  if (errors.length) console.log(`\nfirst errors:\n  ${errors.slice(0, 10).join('\n  ')}`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, `bench/results/${RESULT}.json`), JSON.stringify(result, null, 2));
} catch (error) {
  console.error(error);
  for (const { name, tail } of children) console.error(`--- ${name} (last output)\n${tail.join('').slice(-2000)}`);
  process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.close();
  await balancer?.close();
  await Promise.all(
    children.map(({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    }),
  );
  await db?.end().catch(() => undefined);
  if (redis) {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      cursor = nextCursor;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
}
