import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { AppConfig } from '../infra/config/app-config.js';
import { restaurantDate } from '../infra/clock/restaurant-time.js';
import { JobName, QueueName, SCHEDULES } from '../infra/queue/queue.constants.js';
import { QueueService } from '../infra/queue/queue.service.js';
import { UsersService } from '../modules/accounts/users.service.js';
import { TIP_RECORDS_RETENTION_YEARS, tipRecordsCutoff } from '../modules/orders/domain/tips.js';
import { createTestWorker } from '../test/test-app.js';
import { CliModule } from './cli.module.js';
import { until } from '../test/until.js';

const DAY_MS = 24 * 3600 * 1000;


describe('retention: the worker purges expired sessions and sign-in links, old payment events, old visits and old tip records on its own schedule', () => {
  // A Redis prefix of its own: the schedulers this file counts are only those its workers made.
  const config = new AppConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}_retention` });
  let context: INestApplicationContext;
  let dataSource: DataSource;
  let queues: QueueService;
  const workers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [CliModule] }).overrideProvider(AppConfig).useValue(config).compile();
    context = await moduleRef.init();
    dataSource = context.get(DataSource);
    queues = new QueueService(config);
    // Two workers, as in a cluster with two worker pods.
    workers.push(await createTestWorker(config), await createTestWorker(config));
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    for (const name of Object.values(QueueName)) await (await queues.connectedQueue(name)).obliterate({ force: true }).catch(() => undefined);
    await queues.onApplicationShutdown();
    await context?.close();
  });

  it('registers each schedule once however many workers start, the purges nightly on London time', async () => {
    const maintenance = await queues.connectedQueue(QueueName.Maintenance);
    const schedulers = await maintenance.getJobSchedulers();
    // The queue also runs lapse-booking-requests every minute (issue 24); the purges are what this file is about.
    const purges = schedulers.filter((s) => s.key.startsWith('purge-'));
    expect(purges.map((s) => ({ id: s.key, pattern: s.pattern, tz: s.tz })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: JobName.PurgeExpiredSessions, pattern: '0 4 * * *', tz: 'Europe/London' },
      { id: JobName.PurgePaymentEvents, pattern: '10 4 * * *', tz: 'Europe/London' },
      { id: JobName.PurgeTipRecords, pattern: '30 4 * * *', tz: 'Europe/London' },
      { id: JobName.PurgeVisits, pattern: '20 4 * * *', tz: 'Europe/London' },
    ]);
    // One next run per scheduler, not one per worker.
    expect((await maintenance.getDelayed()).filter((job) => job.name.startsWith('purge-'))).toHaveLength(4);
    // Every schedule in SCHEDULES, each once, in its own queue.
    const registered = await Promise.all(Object.values(QueueName).map(async (name) => (await (await queues.connectedQueue(name)).getJobSchedulers()).map((s) => s.key)));
    expect(registered.flat().sort()).toEqual(SCHEDULES.map((s) => s.job).sort());
  });

  it('deletes expired sessions and expired sign-in links, and keeps live ones', async () => {
    const user = await context.get(UsersService).createUser({ email: `retention-${randomUUID().slice(0, 8)}@retention.test`, emailConfirmed: true });
    const insert = (table: 'sessions' | 'auth_tokens', expiresAt: Date) =>
      dataSource
        .query<{ id: string }[]>(
          table === 'sessions'
            ? 'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3) RETURNING id'
            : "INSERT INTO auth_tokens (token_hash, user_id, kind, expires_at, used_at) VALUES ($1, $2, 'magic_link', $3, now()) RETURNING id",
          [randomUUID(), user.id, expiresAt],
        )
        .then((rows) => rows[0].id);
    const expired = await insert('sessions', new Date(Date.now() - 60_000));
    const live = await insert('sessions', new Date(Date.now() + DAY_MS));
    const expiredLink = await insert('auth_tokens', new Date(Date.now() - 60_000));
    const liveLink = await insert('auth_tokens', new Date(Date.now() + DAY_MS));
    await queues.enqueue(JobName.PurgeExpiredSessions, {});
    const exists = async (table: string, id: string) => (await dataSource.query<unknown[]>(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
    await until('the expired session and link to go', async () => !(await exists('sessions', expired)) && !(await exists('auth_tokens', expiredLink)));
    expect(await exists('sessions', live)).toBe(true);
    expect(await exists('auth_tokens', liveLink)).toBe(true);
  });

  it(`deletes payment events older than PAYMENT_EVENTS_RETENTION_DAYS (${config.paymentEventsRetentionDays}) and keeps newer ones`, async () => {
    const insert = (ageDays: number) =>
      dataSource
        .query<{ id: string }[]>(
          `INSERT INTO payment_events (stripe_event_id, type, payload, received_at) VALUES ($1, 'checkout.session.completed', '{"customer_details":{"email":"pat@retention.test"}}', $2) RETURNING id`,
          [`evt_${randomUUID()}`, new Date(Date.now() - ageDays * DAY_MS)],
        )
        .then((rows) => rows[0].id);
    const old = await insert(config.paymentEventsRetentionDays + 1);
    const recent = await insert(config.paymentEventsRetentionDays - 1);
    await queues.enqueue(JobName.PurgePaymentEvents, {});
    const exists = async (id: string) => (await dataSource.query<unknown[]>('SELECT 1 FROM payment_events WHERE id = $1', [id])).length > 0;
    await until('the old payment event to go', async () => !(await exists(old)));
    expect(await exists(recent)).toBe(true);
  });

  it(`deletes site visits older than VISITS_RETENTION_MONTHS (${config.visitsRetentionMonths}) and keeps newer ones`, async () => {
    const insert = (ageMonths: number) =>
      dataSource
        .query<{ id: string }[]>(`INSERT INTO site_visits (path, ip_address, visited_at) VALUES ('/menu', '198.18.0.7', now() - make_interval(months => $1)) RETURNING id`, [ageMonths])
        .then((rows) => rows[0].id);
    const old = await insert(config.visitsRetentionMonths + 1);
    const recent = await insert(config.visitsRetentionMonths - 1);
    await queues.enqueue(JobName.PurgeVisits, {});
    const exists = async (id: string) => (await dataSource.query<unknown[]>('SELECT 1 FROM site_visits WHERE id = $1', [id])).length > 0;
    await until('the old visit to go', async () => !(await exists(old)));
    expect(await exists(recent)).toBe(true);
  });

  it(`deletes tip payouts and clears orders' drivers ${TIP_RECORDS_RETENTION_YEARS} years after their month, and keeps newer ones`, async () => {
    const { firstKeptMonth, firstKeptDay } = tipRecordsCutoff(restaurantDate(DateTime.now()));
    const lastGoneDay = DateTime.fromISO(firstKeptDay).minus({ days: 1 }).toISODate()!;
    const payout = (month: string) =>
      dataSource
        .query<{ id: string }[]>(`INSERT INTO tip_payouts (month, driver_key, driver_name, amount_pence, paid_at, paid_by) VALUES ($1, 'name:jo', 'Jo', 200, now(), $2) RETURNING id`, [month, randomUUID()])
        .then((rows) => rows[0].id);
    const delivery = (orderDate: string) =>
      dataSource
        .query<{ id: string }[]>(
          `INSERT INTO orders (order_number, order_date, slot_time, customer_name, customer_email, customer_phone, delivery_type, delivery_address, delivery_postcode,
                               subtotal, driver_tip, total, payment_method, driver_name)
           VALUES ($1, $2, '12:00', 'Dee', 'dee@retention.test', '07700 900456', 'delivery', '1 Road', 'M283BX', 1000, 200, 1200, 'driver', 'Jo') RETURNING id`,
          [`WK-RET${randomUUID().slice(0, 6)}`, orderDate],
        )
        .then((rows) => rows[0].id);
    const lastGoneMonth = lastGoneDay.slice(0, 7);
    const [oldPayout, keptPayout, oldOrder, keptOrder] = [await payout(lastGoneMonth), await payout(firstKeptMonth), await delivery(lastGoneDay), await delivery(firstKeptDay)];
    await queues.enqueue(JobName.PurgeTipRecords, {});
    const payoutExists = async (id: string) => (await dataSource.query<unknown[]>('SELECT 1 FROM tip_payouts WHERE id = $1', [id])).length > 0;
    const driverOf = async (id: string) => (await dataSource.query<{ driver_name: string | null }[]>('SELECT driver_name FROM orders WHERE id = $1', [id]))[0].driver_name;
    await until('the old payout to go', async () => !(await payoutExists(oldPayout)));
    await until("the old order's driver to be cleared", async () => (await driverOf(oldOrder)) === null);
    expect(await payoutExists(keptPayout)).toBe(true);
    expect(await driverOf(keptOrder)).toBe('Jo');
  });
});
