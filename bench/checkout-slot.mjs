// Place Order under contention (issue 17, Server):
//  - 50 customers place an order for the same slot at once: p99 (target ≤ 150 ms) and exactly the
//    slot's capacity accepted; several rounds, each on a fresh slot with fresh customers;
//  - 1,000 placements over every slot of the day: no slot holds more than its capacity, and no kitchen
//    station more units than it cooks in a slot (issue 28: the item's station is set below the order
//    count for this part, so that the station is the limit that binds).
// The customers (confirmed e-mail, a session, a CSRF token) are written straight into the bench's
// database; their carts are filled through the API. The restaurant clock is pinned with X-Test-Now
// (a Thursday, 08:00), so the api runs with NODE_ENV=development and TEST_CLOCK_ENABLED: production
// ignores that header.
// Writes bench/results/checkout-slot.json.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { cpuMs, root, rssMb, startApi } from './lib/api.mjs';
import { median, printTable } from './lib/table.mjs';

const { signCsrfToken } = await import(join(root, 'backend/dist/infra/http/csrf.middleware.js'));

const CAPACITY = Number(process.env.BENCH_SLOT_CAPACITY ?? 10);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 1000);
const ROUND_TRIP_ORDERS = 5; // placed one at a time on the warm-up's slot, which has room for them
const NOW = '2031-01-02T08:00:00Z'; // a Thursday: 09:00-14:00 and 17:00-21:00 in the seeded hours
const BARE_DATE = '2031-01-03'; // the bare baseline's orders, on a day of their own
const secret = randomBytes(32).toString('hex');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const api = await startApi({
  countRoundTrips: !process.env.BENCH_NO_COUNT,
  nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/apiprof'] : [],
  env: { NODE_ENV: 'development', TEST_CLOCK_ENABLED: 'true', SESSION_SECRET: secret },
  beforeStart: async (databaseUrl) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    if (process.env.BENCH_LOG_SLOW) await client.query(`ALTER DATABASE ${new URL(databaseUrl).pathname.slice(1)} SET log_min_duration_statement = ${Number(process.env.BENCH_LOG_SLOW)}`);
    await client.query(`INSERT INTO global_settings (key, value) VALUES ('orders_per_time_slot', $1) ON CONFLICT (key) DO UPDATE SET value = $1`, [String(CAPACITY)]);
    await client.end();
  },
});
const db = new pg.Client({ connectionString: api.databaseUrl });
await db.connect();
let customerCount = 0;

/** Customers with a confirmed e-mail and a live session, written in one statement each. */
async function createCustomers(count) {
  const customers = [];
  for (let i = 0; i < count; i++) {
    const n = ++customerCount;
    const token = randomBytes(32).toString('base64url');
    customers.push({ n, email: `bench-${n}@walkden.test`, token, hash: createHash('sha256').update(token).digest('hex'), ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  }
  const { rows } = await db.query(
    `INSERT INTO users (email, email_confirmed_at) SELECT unnest($1::text[]), now() RETURNING id, email`,
    [customers.map((customer) => customer.email)],
  );
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  for (const customer of customers) customer.id = ids.get(customer.email);
  await db.query(`INSERT INTO profiles (user_id, email, full_name) SELECT unnest($1::uuid[]), unnest($2::text[]), 'Bench Customer'`, [customers.map((c) => c.id), customers.map((c) => c.email)]);
  await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`, [customers.map((c) => c.hash), customers.map((c) => c.id)]);
  for (const customer of customers) {
    const csrf = signCsrfToken(secret, customer.token);
    customer.headers = { cookie: `sid=${customer.token}; csrf_token=${csrf}`, 'x-csrf-token': csrf, 'x-forwarded-for': customer.ip, 'x-test-now': NOW, 'content-type': 'application/json' };
  }
  return customers;
}

async function post(customer, path, body) {
  const started = performance.now();
  // A placement carries an Idempotency-Key, as the checkout page sends it.
  const headers = path === '/api/orders' ? { ...customer.headers, 'Idempotency-Key': randomUUID() } : customer.headers;
  const response = await fetch(`${api.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  return { status: response.status, code: json?.error?.code, ms: performance.now() - started };
}

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

try {
  const menu = await (await fetch(`${api.url}/api/menu?view=takeaway`)).json();
  const item = menu.categories.flatMap((category) => category.items).find((candidate) => candidate.isAvailable && candidate.options.length === 1 && candidate.choiceGroups.every((group) => group.minChoices === 0));
  const fillCart = (customer) =>
    post(customer, '/api/cart/items', { menuItemId: item.id, optionId: item.options[0].id }).then((result) => {
      if (result.status >= 300) throw new Error(`add to cart answered ${result.status} ${result.code}`);
    });
  const order = (slotTime) => ({ deliveryType: 'collection', slotTime, paymentMethod: 'collection', customer: { name: 'Bench Customer', email: 'bench@walkden.test', phone: '07700900123' } });

  const slotsResponse = await fetch(`${api.url}/api/checkout/slots?type=collection`, { headers: { 'x-test-now': NOW } });
  const listing = await slotsResponse.json();
  const slots = listing.slots.filter((slot) => slot.available !== false).map((slot) => slot.time);
  if (slots.length < ROUNDS + 2) throw new Error(`only ${slots.length} slots offered at ${NOW}: ${JSON.stringify(listing)}`);
  const capacitySeen = listing.slots[0];

  // Warm-up: one order on the last slot.
  const [warm] = await createCustomers(1);
  await fillCart(warm);
  await post(warm, '/api/orders', order(slots.at(-1)));

  // Round trips to PostgreSQL of one placement at a time (the proxy counts every connection's):
  // from the request to its answer, and those made after it (the e-mails owed sent, their rows marked).
  const settled = async () => {
    for (let before = api.roundTrips(); ; ) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const now = api.roundTrips();
      if (now === before) return now;
      before = now;
    }
  };
  const alone = [];
  for (const customer of process.env.BENCH_NO_COUNT ? [] : await createCustomers(ROUND_TRIP_ORDERS)) {
    await fillCart(customer);
    const before = await settled();
    if (process.env.BENCH_LOG_ROUND_TRIPS && alone.length === 0) api.roundTripCounter().record();
    const result = await post(customer, '/api/orders', order(slots.at(-1)));
    const answered = api.roundTrips();
    if (process.env.BENCH_LOG_ROUND_TRIPS && alone.length === 0) console.log(api.roundTripCounter().recorded().map((sql, index) => `${index + 1}. ${sql.replace(/\s+/g, ' ').slice(0, 220)}`).join('\n'));
    if (result.status !== 201) throw new Error(`a placement alone answered ${result.status} ${result.code}`);
    alone.push({ untilAnswer: answered - before, afterAnswer: (await settled()) - answered, ms: result.ms });
  }
  const roundTrips = median(alone.map((placement) => placement.untilAnswer));
  console.log(`round trips of one placement (pay on collection), until its answer: ${alone.map((p) => p.untilAnswer).join(', ')}; after it: ${alone.map((p) => p.afterAnswer).join(', ')}`);

  // The timings below are of the api straight to PostgreSQL, as the bare baseline's are: the counter is
  // a hop through this process, which the 50 requests at once keep busy. Warmed up again after the restart.
  if (api.roundTrips() !== null) {
    await api.withoutRoundTripCounter();
    const [again] = await createCustomers(1);
    await fillCart(again);
    await post(again, '/api/orders', order(slots.at(-1)));
  }

  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const slotTime = slots[round];
    const customers = await createCustomers(CONCURRENT);
    await inBatches(customers, 10, fillCart);
    const cpuBefore = cpuMs(api.pid);
    const results = await Promise.all(customers.map((customer) => post(customer, '/api/orders', order(slotTime))));
    const cpuPerPlacement = (cpuMs(api.pid) - cpuBefore) / CONCURRENT;
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const accepted = results.filter((result) => result.status === 201).length;
    const refused = results.filter((result) => result.status === 409 && result.code === 'SLOT_FULL').length;
    const other = results.filter((result) => result.status !== 201 && result.code !== 'SLOT_FULL').map((result) => `${result.status} ${result.code}`);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM orders WHERE order_date = '2031-01-02' AND slot_time = $1`, [`${slotTime}:00`]);
    rounds.push({ slotTime, accepted, refused, other, inDatabase: rows[0].n, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1), cpuPerPlacement });
    console.log(`round ${round + 1} (${slotTime}): ${accepted} accepted, ${refused} SLOT_FULL${other.length ? `, other: ${other.join(', ')}` : ''}; p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; the api's CPU ${cpuPerPlacement.toFixed(1)} ms a placement`);
  }

  // The bare baseline (issue 30): the same 50 placements at once on one slot of the same capacity,
  // as the least a placement must do in SQL: a transaction with the slot's advisory lock, the
  // count, the order and its line (through a pool the size of the api's, node-postgres's 10).
  const bare = new pg.Pool({ connectionString: api.databaseUrl, max: 10 });
  const bareRounds = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const slotTime = `${slots[round]}:00`;
      const customers = await createCustomers(CONCURRENT);
      const placeBare = async (customer) => {
        const started = performance.now();
        const client = await bare.connect();
        try {
          await client.query('BEGIN');
          await client.query('SELECT pg_advisory_xact_lock(4711006, hashtext($1))', [`${BARE_DATE} ${slotTime}`]);
          const { rows } = await client.query(`SELECT count(*)::int AS n FROM orders WHERE order_date = $1 AND slot_time = $2 AND status = ANY('{pending,confirmed,preparing,ready}')`, [BARE_DATE, slotTime]);
          if (rows[0].n >= CAPACITY) {
            await client.query('ROLLBACK');
            return { accepted: false, ms: performance.now() - started };
          }
          const { rows: inserted } = await client.query(
            `INSERT INTO orders (order_number, user_id, order_date, slot_time, customer_name, customer_email, customer_phone, delivery_type, subtotal, total, payment_method)
             VALUES ('BARE-' || $1, $2, $3, $4, 'Bench Customer', 'bench@walkden.test', '07700900123', 'collection', $5, $5, 'collection') RETURNING id`,
            [`${round}-${customer.n}`, customer.id, BARE_DATE, slotTime, item.options[0].pricePence ?? 500],
          );
          await client.query(`INSERT INTO order_items (order_id, menu_item_id, option_id, item_name, quantity, unit_price, total_price) VALUES ($1, $2, $3, $4, 1, $5, $5)`, [
            inserted[0].id,
            item.id,
            item.options[0].id,
            item.name,
            item.options[0].pricePence ?? 500,
          ]);
          await client.query('COMMIT');
          return { accepted: true, ms: performance.now() - started };
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      };
      const results = await Promise.all(customers.map(placeBare));
      const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
      bareRounds.push({ slotTime, accepted: results.filter((result) => result.accepted).length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
      console.log(`bare round ${round + 1} (${slotTime}): ${bareRounds.at(-1).accepted} accepted; p50 ${bareRounds.at(-1).p50.toFixed(0)} ms, p99 ${bareRounds.at(-1).p99.toFixed(0)} ms`);
    }
  } finally {
    await bare.end();
  }

  // 1,000 placements, 50 at a time, spread over every slot of the day. The item's kitchen station
  // cooks 2 units a slot fewer than the order count allows, and each order takes 2 of them.
  const { rows: stationRows } = await db.query(
    `UPDATE kitchen_stations SET units_per_slot = $2 WHERE id = (SELECT station_id FROM menu_items WHERE id = $1) RETURNING name, units_per_slot AS room`,
    [item.id, 2 * CAPACITY - 2],
  );
  await db.query('UPDATE menu_items SET station_units = 2 WHERE id = $1', [item.id]);
  const station = stationRows[0] ?? null;
  const many = await createCustomers(ATTEMPTS);
  await inBatches(many, 20, fillCart);
  const spread = slots.slice(ROUNDS, -1);
  const attempts = await inBatches(
    many.map((customer, index) => ({ customer, slotTime: spread[(index * 7) % spread.length] })),
    CONCURRENT,
    ({ customer, slotTime }) => post(customer, '/api/orders', order(slotTime)),
  );
  const { rows: perSlot } = await db.query(
    `SELECT slot_time::text AS slot, count(*)::int AS n FROM orders WHERE order_date = '2031-01-02' GROUP BY slot_time ORDER BY slot_time`,
  );
  const overfilled = perSlot.filter((row) => row.n > CAPACITY);
  const { rows: perStation } = await db.query(
    `SELECT o.slot_time::text AS slot, s.name AS station, s.units_per_slot AS room, sum(u.units)::int AS units
       FROM order_station_uses u JOIN orders o ON o.id = u.order_id JOIN kitchen_stations s ON s.id = u.station_id
      WHERE o.order_date = '2031-01-02' GROUP BY o.slot_time, s.name, s.units_per_slot`,
  );
  const stationsOverfilled = perStation.filter((row) => row.units > row.room);
  const manyAccepted = attempts.filter((result) => result.status === 201).length;
  console.log(
    `${ATTEMPTS} placements over ${spread.length} slots: ${manyAccepted} accepted, fullest slot ${Math.max(...perSlot.map((row) => row.n))}, overfilled ${overfilled.length}; ` +
      `station ${station ? `${station.name} (${station.room} units a slot)` : 'none'}: fullest ${Math.max(0, ...perStation.map((row) => row.units))} units, overfilled ${stationsOverfilled.length}`,
  );
  const rss = Math.round(rssMb(api.pid));

  const figures = {
    bareP99: median(bareRounds.map((round) => round.p99)),
    roundTrips,
    p99: median(rounds.map((round) => round.p99)),
    p50: median(rounds.map((round) => round.p50)),
    cpuPerPlacement: median(rounds.map((round) => round.cpuPerPlacement)),
    exact: rounds.every((round) => round.accepted === CAPACITY && round.inDatabase === CAPACITY && round.other.length === 0),
    overfilled: overfilled.length,
    stationsOverfilled: stationsOverfilled.length,
    stationSlots: perStation.length,
    rssMb: rss,
  };
  printTable(`Place Order: ${CONCURRENT} customers at once on one slot of capacity ${CAPACITY} (median of ${ROUNDS} rounds)`, [
    { figure: 'p50', value: Math.round(figures.p50), unit: 'ms' },
    { figure: "the api's CPU time a placement (user + system, over a round of 50)", value: figures.cpuPerPlacement.toFixed(1), unit: 'ms' },
    { figure: 'p99', value: Math.round(figures.p99), unit: 'ms', target: '≤ 150 ms', met: figures.p99 <= 150 },
    { figure: 'bare SQL transaction p99 (lock, count, order, line), same 50 at once', value: Math.round(figures.bareP99), unit: 'ms' },
    { figure: 'p99 / bare p99', value: (figures.p99 / figures.bareP99).toFixed(1), target: '≤ 3', met: figures.p99 / figures.bareP99 <= 3 },
    { figure: 'database round trips of one placement, until its answer (median of 5)', value: roundTrips, target: '≤ 8', met: roundTrips !== null && roundTrips <= 8 },
    { figure: 'accepted per round', value: rounds.map((round) => round.accepted).join(', '), target: `exactly ${CAPACITY}`, met: figures.exact },
    { figure: `slots overfilled after ${ATTEMPTS} placements`, value: figures.overfilled, target: '0', met: figures.overfilled === 0 },
    {
      figure: `kitchen stations overfilled after ${ATTEMPTS} placements (${figures.stationSlots} slot-stations in use)`,
      value: figures.stationsOverfilled,
      target: '0, with a station in use',
      met: figures.stationsOverfilled === 0 && figures.stationSlots > 0,
    },
    { figure: 'api resident memory', value: rss, unit: 'MB' },
  ]);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/checkout-slot.json'), JSON.stringify({ at: new Date().toISOString(), capacity: CAPACITY, capacitySeen, rounds, many: { attempts: ATTEMPTS, accepted: manyAccepted, perSlot, station, perStation }, bareRounds, alone, figures }, null, 2));
} finally {
  await db.end();
  await api.stop();
}
