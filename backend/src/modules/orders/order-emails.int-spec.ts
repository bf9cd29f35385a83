import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { EmailOutboxMessage } from '../../infra/mail/entities/email-outbox-message.entity.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { truncateAll } from '../../test/test-database.js';
import { createTestApp, createTestWorker, freePort, type TestApp } from '../../test/test-app.js';
import { collectionOrder, createCustomer, fillCart, londonTime, type PricedItem, seedRestaurant, tuesday } from './orders.test-factory.js';

describe('order e-mails through the outbox', () => {
  let mail: RunningMailCatcher;
  let api: TestApp;
  let inbox: MailInboxClient;
  let dataSource: DataSource;
  let fries: PricedItem;
  let deadQueue: QueueService;

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    api = await createTestApp({ SMTP_URL: mail.smtpUrl, TEST_CLOCK_ENABLED: 'true' });
    // A queue producer whose Redis is a closed port: what the api has while Redis is down.
    deadQueue = new QueueService(new AppConfig({ ...process.env, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
    inbox = new MailInboxClient(mail.url);
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    ({ fries } = await seedRestaurant(api));
  });

  afterAll(async () => {
    await Promise.race([deadQueue.onApplicationShutdown(), sleep(1_000)]);
    await api?.close();
    await mail?.close();
  });

  it('owes the e-mails of an order placed while Redis is down, and sends them exactly once when it is back', async () => {
    const now = londonTime(tuesday(30), '11:00');
    const customer = await createCustomer(api, { now });
    await fillCart(customer, [{ item: fries, quantity: 3 }]);
    const queues = api.app.get(QueueService);
    const liveEnqueue = queues.enqueue;
    queues.enqueue = deadQueue.enqueue.bind(deadQueue);

    const started = Date.now();
    const placed = await customer.client.post('/api/orders', collectionOrder('12:00', { customer: { name: 'Owen Outage', email: 'owen@orders.test', phone: '0161 496 0000' } }));
    expect(placed.status).toBe(201);
    // The customer is not kept waiting on Redis.
    expect(Date.now() - started).toBeLessThan(3_000);
    const { id: orderId, orderNumber } = placed.body.order as { id: string; orderNumber: string };

    const owed = () => dataSource.getRepository(EmailOutboxMessage).createQueryBuilder('m').where('m.dedupe_key LIKE :key', { key: `order-confirmed:${orderId}:%` }).getMany();
    // Each handover that Redis refused is undone: the rows wait, due, for the relay (none is lost, none sent).
    const handedBack = async () => (await owed()).map(({ status, handovers }) => ({ status, handovers }));
    const refusedOnce = [{ status: 'pending', handovers: 1 }, { status: 'pending', handovers: 1 }];
    for (const waitUntil = Date.now() + 10_000; JSON.stringify(await handedBack()) !== JSON.stringify(refusedOnce) && Date.now() < waitUntil; ) await sleep(100);
    expect(await handedBack()).toEqual(refusedOnce);
    expect((await owed()).every((message) => message.nextAttemptAt.getTime() <= Date.now())).toBe(true);
    expect(await inbox.listMessages()).toEqual([]);

    // Redis is back: the worker's outbox relay hands the rows to the queue and they are sent.
    queues.enqueue = liveEnqueue;
    const worker = await createTestWorker(api.config);
    try {
      await queues.enqueue(JobName.DispatchOutbox, {});
      await inbox.waitForMessage(sentTo('owen@orders.test', `Your order ${orderNumber} at Walkden Fried Chicken & Pizza`), 20_000);
      await inbox.waitForMessage(sentTo(api.config.restaurantNotificationEmail, new RegExp(`New Collection order ${orderNumber}`)), 20_000);

      // Relaying again, and duplicate send jobs, send nothing more.
      await api.app.get(MailService).dispatchOutstanding();
      await queues.enqueue(JobName.DispatchOutbox, {});
      for (const message of await owed()) await queues.enqueue(JobName.SendEmail, { outboxId: message.id });
      await sleep(1_500);
      const about = (await inbox.listMessages()).filter((message) => message.subject.includes(orderNumber));
      expect(about.map((message) => message.to[0].address).sort()).toEqual([api.config.restaurantNotificationEmail, 'owen@orders.test'].sort());
      expect((await owed()).map((message) => message.status)).toEqual(['sent', 'sent']);
    } finally {
      await worker.close();
    }
  });
});
