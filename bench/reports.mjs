// The owner's reports on years of data (issue 29): a database of its own with BENCH_ORDERS orders (200,000 by
// default, two lines each, over two years, 2% abandoned, a refund on every fortieth paid online order) and
// BENCH_VISITS site visits (1,000,000), then each report endpoint for a month and for a year, BENCH_RUNS times
// after one warm-up: median and slowest. Targets: a month ≤ 300 ms, a year ≤ 1 s.
//
// The Visits charts are timed twice: from the visits themselves, then after `visits:roll-up` has counted each
// finished day (what the worker's hourly roll-up-visits job keeps); the roll-up's own time is printed too.
//
// Endpoints that the build does not have yet (404) are listed as "not built" rather than failing the run.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { root, startApi } from './lib/api.mjs';
import { median, printTable } from './lib/table.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// Two years of data ending on the last day the reports ask for.
const FIRST_DAY = '2024-11-01';
const DAYS = 730;
const MONTH = { from: '2026-09-01', to: '2026-09-30' };
const YEAR = { from: '2025-10-01', to: '2026-09-30' };

/** Fills the database before the api starts: plain SQL, generate_series, then ANALYZE. */
async function fill(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const started = Date.now();
    // Staff screens in production ask for a second factor; the benchmark's administrator has none.
    await db.query(`INSERT INTO global_settings (key, value) VALUES ('require_two_step_for_staff', 'false') ON CONFLICT (key) DO UPDATE SET value = 'false'`);
    await db.query(
      `INSERT INTO orders (order_number, order_date, slot_time, customer_name, customer_email, customer_phone, special_instructions,
                           delivery_type, delivery_address, delivery_postcode, subtotal, delivery_fee, driver_tip, tax, total,
                           status, payment_method, is_paid, paid_at, created_at)
       SELECT 'BN-' || g, (placed AT TIME ZONE 'Europe/London')::date, make_time(11 + g % 11, (g % 4) * 15, 0),
              'Bench Customer', 'customer-' || (g % 40000) || '@bench.test', '07700 900' || lpad((g % 1000)::text, 3, '0'), '',
              CASE WHEN delivery THEN 'delivery' ELSE 'collection' END,
              CASE WHEN delivery THEN '1 Bench Street' END, CASE WHEN delivery THEN 'M284AA' END,
              subtotal, CASE WHEN delivery THEN 250 ELSE 0 END, CASE WHEN delivery THEN (g % 5) * 50 ELSE 0 END, 0,
              subtotal + CASE WHEN delivery THEN 250 + (g % 5) * 50 ELSE 0 END,
              CASE WHEN abandoned THEN 'abandoned' ELSE 'completed' END,
              CASE WHEN online THEN 'online' WHEN delivery THEN 'driver' ELSE 'collection' END,
              NOT abandoned, CASE WHEN NOT abandoned THEN placed END, placed
       FROM generate_series(1, $1::int) g,
            LATERAL (SELECT timestamptz '${FIRST_DAY} 11:00 Europe/London' + (g::float / $1 * ${DAYS}) * interval '1 day' + (g % 11) * interval '1 hour' AS placed,
                            g % 3 = 0 AS delivery, g % 2 = 0 AS online, g % 50 = 0 AS abandoned,
                            (ARRAY[895, 799, 1199, 349, 299])[g % 5 + 1] + (ARRAY[299, 349, 799, 1199, 895])[(g / 5) % 5 + 1] AS subtotal) v`,
      [ORDERS],
    );
    await db.query(
      `INSERT INTO order_items (order_id, item_name, size, quantity, unit_price, total_price)
       SELECT o.id, (ARRAY['Smash Burger', 'Wings', 'Margherita', 'Fries', 'Onion Rings'])[g % 5 + 1], (ARRAY['Double', '8 pieces', '12"', 'Regular', 'Large'])[g % 5 + 1], 1,
              (ARRAY[895, 799, 1199, 349, 299])[g % 5 + 1], (ARRAY[895, 799, 1199, 349, 299])[g % 5 + 1]
       FROM orders o, LATERAL (SELECT substring(o.order_number FROM 4)::int AS g) n WHERE o.order_number LIKE 'BN-%'
       UNION ALL
       SELECT o.id, (ARRAY['Fries', 'Onion Rings', 'Wings', 'Margherita', 'Smash Burger'])[(g / 5) % 5 + 1], NULL, 1,
              (ARRAY[299, 349, 799, 1199, 895])[(g / 5) % 5 + 1], (ARRAY[299, 349, 799, 1199, 895])[(g / 5) % 5 + 1]
       FROM orders o, LATERAL (SELECT substring(o.order_number FROM 4)::int AS g) n WHERE o.order_number LIKE 'BN-%'`,
    );
    await db.query(
      `INSERT INTO order_refunds (order_id, order_number, amount, method, status, kind, reason, request_key, created_by, created_at, settled_at)
       SELECT id, order_number, 500, 'stripe', 'succeeded', 'refund', 'Bench', gen_random_uuid()::text, gen_random_uuid(), created_at + interval '1 hour', created_at + interval '1 hour'
       FROM orders WHERE payment_method = 'online' AND is_paid AND substring(order_number FROM 4)::int % 40 = 0`,
    );
    await db.query(
      `INSERT INTO site_visits (visited_at, path, referrer, ip_address, user_agent, utm_source)
       SELECT timestamptz '${FIRST_DAY} 08:00 Europe/London' + (g::float / $1 * ${DAYS}) * interval '1 day' + (g % 14) * interval '1 hour',
              (ARRAY['/', '/menu', '/takeaway', '/booking', '/checkout', '/thank-you', '/reviews', '/contact'])[g % 8 + 1],
              (ARRAY[NULL, 'https://www.google.com/', 'https://www.facebook.com/', NULL])[g % 4 + 1],
              '10.' || (g % 200) || '.' || ((g / 200) % 250) || '.' || (g % 7), 'bench',
              CASE WHEN g % 10 = 0 THEN 'instagram' END
       FROM generate_series(1, $1::int) g`,
      [VISITS],
    );
    await db.query('ANALYZE');
    const [{ orders, items, refunds, visits }] = (
      await db.query(`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_items)::int AS items,
                             (SELECT count(*) FROM order_refunds)::int AS refunds, (SELECT count(*) FROM site_visits)::int AS visits`)
    ).rows;
    console.log(`filled: ${orders} orders, ${items} lines, ${refunds} refunds, ${visits} visits in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.end();
  }
}

const api = await startApi({ beforeStart: fill });
const db = new pg.Client({ connectionString: api.databaseUrl });
try {
  await db.connect();
  // An administrator with a session written straight to the database (no sign-in limits).
  const run = randomBytes(4).toString('hex');
  const { rows: [user] } = await db.query('INSERT INTO users (email, email_confirmed_at) VALUES ($1, now()) RETURNING id', [`owner-${run}@bench.test`]);
  await db.query('INSERT INTO profiles (user_id, email, full_name, is_admin, role) VALUES ($1, $2, $3, true, $4)', [user.id, `owner-${run}@bench.test`, 'Bench Owner', 'administrator']);
  const token = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), user.id]);
  // Production names every cookie __Host- (infra/http/cookies.ts).
  const cookie = `__Host-sid=${token}`;

  const visitCharts = (range) => `/api/admin/visits/charts?range=custom&from=${range.from}&to=${range.to}`;
  const endpoints = [
    { name: 'visits charts from the visits', path: visitCharts, baseline: true },
    { name: 'visits:roll-up', rollUp: true },
    { name: 'reports', path: (range) => `/api/admin/reports?range=custom&from=${range.from}&to=${range.to}` },
    { name: 'visits charts', path: visitCharts },
    { name: 'tips ledger', path: (range) => `/api/admin/tips?year=${range.to.slice(0, 4)}` },
  ];
  const results = [];
  let rollUpSeconds = null;
  for (const endpoint of endpoints) {
    if (endpoint.rollUp) {
      const started = Date.now();
      api.cli('visits:roll-up');
      rollUpSeconds = (Date.now() - started) / 1000;
      const [{ days }] = (await db.query('SELECT count(*)::int AS days FROM visit_days')).rows;
      console.log(`visits:roll-up counted ${days} days in ${rollUpSeconds.toFixed(1)} s (the first run after two years of visits; then one day an hour)`);
      continue;
    }
    for (const [span, range, targetMs] of [
      ['month', MONTH, 300],
      ['year', YEAR, 1000],
    ]) {
      const url = `${api.url}${endpoint.path(range)}`;
      const first = await fetch(url, { headers: { cookie } });
      if (first.status === 404) {
        results.push({ endpoint: endpoint.name, span, built: false });
        break;
      }
      if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
      await first.arrayBuffer();
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      results.push({ endpoint: endpoint.name, span, built: true, baseline: Boolean(endpoint.baseline), targetMs, medianMs: median(times), slowestMs: Math.max(...times), times });
    }
  }

  printTable(
    `The owner's reports on ${ORDERS.toLocaleString('en-GB')} orders and ${VISITS.toLocaleString('en-GB')} visits (median and slowest of ${RUNS} after a warm-up)`,
    results.map((result) =>
      result.built
        ? result.baseline
          ? { figure: `${result.endpoint}, a ${result.span} (slowest ${Math.round(result.slowestMs)} ms)`, value: Math.round(result.medianMs), unit: 'ms', target: 'before the roll-up' }
          : { figure: `${result.endpoint}, a ${result.span} (slowest ${Math.round(result.slowestMs)} ms)`, value: Math.round(result.medianMs), unit: 'ms', target: `≤ ${result.targetMs} ms`, met: result.medianMs <= result.targetMs }
        : { figure: `${result.endpoint}`, value: 'not built', target: '' },
    ),
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/reports.json'), JSON.stringify({ at: new Date().toISOString(), orders: ORDERS, visits: VISITS, month: MONTH, year: YEAR, rollUpSeconds, results }, null, 2));
} finally {
  await db.end();
  await api.stop();
}
