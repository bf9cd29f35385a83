import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { JobName, QueueName } from '../../infra/queue/queue.constants.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import { UsersService } from '../accounts/users.service.js';
import { insertOrder } from '../orders/admin-orders.test-factory.js';
import { SettingsService } from '../settings/settings.service.js';

/**
 * Issue 29: Mondays at 09:00 the worker e-mails every administrator last week's summary, through
 * the outbox, once per administrator and week; an administrator can turn it off. The week is one of
 * 2033 no other test uses (Monday 21 to Sunday 27 November), read on Monday 28 November.
 */
describe('the weekly summary e-mail', () => {
  let mail: RunningMailCatcher;
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let inbox: MailInboxClient;
  let dataSource: DataSource;
  const owner = `owner-${randomUUID().slice(0, 8)}@summary.test`;

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    api = await createTestApp({ SMTP_URL: mail.smtpUrl });
    worker = await createTestWorker(api.config);
    inbox = new MailInboxClient(mail.url);
    dataSource = api.app.get(DataSource);
    await api.app.get(UsersService).createUser({ email: owner, password: 'summary owner pass 1!', emailConfirmed: true, role: 'administrator', fullName: 'Olive Owner' });
  });

  afterAll(async () => {
    await api?.app.get(SettingsService).setSetting('weekly_summary_email', 'true');
    await worker?.close();
    await api?.close();
    await mail?.close();
  }, 60_000);

  /** Runs the job as its schedule would, for the given restaurant day, and answers what it returned. */
  async function runSummary(today: string): Promise<{ sent: number; skipped?: string }> {
    const queue = await api.app.get(QueueService).connectedQueue(QueueName.Mail);
    const id = `weekly-summary-test-${randomUUID()}`;
    await queue.add(JobName.SendWeeklySummary, { today }, { jobId: id });
    await until('the weekly summary job finishes', async () => (await (await queue.getJob(id))?.isCompleted()) === true, 15_000);
    return (await queue.getJob(id))!.returnvalue as { sent: number; skipped?: string };
  }
  const owedFor = (weekStart: string) => dataSource.query(`SELECT payload->>'to' AS "to" FROM email_outbox WHERE dedupe_key LIKE $1`, [`weekly-summary:${weekStart}:%`]);

  it("e-mails each administrator last week's takings, orders, top items, busiest hour and tips, once", async () => {
    const line = (itemName: string, quantity: number, unitPrice: number) => ({ itemName, size: null, quantity, unitPrice });
    // Friday 25 November 2033, 18:xx GMT: the busiest hour. Takings 2685 + 1149 + 799 = 4633, tips 100.
    await insertOrder(dataSource, { createdAt: new Date('2033-11-25T18:05:00Z'), status: 'completed', isPaid: true, items: [line('Smash Burger', 3, 895)] });
    await insertOrder(dataSource, {
      createdAt: new Date('2033-11-25T18:40:00Z'),
      status: 'completed',
      isPaid: true,
      deliveryType: 'delivery',
      paymentMethod: 'online',
      deliveryFee: 250,
      driverTip: 100,
      deliveryAddress: '1 Test Street',
      deliveryPostcode: 'M284AA',
      items: [line('Wings', 1, 799)],
    });
    await insertOrder(dataSource, { createdAt: new Date('2033-11-22T12:00:00Z'), status: 'completed', isPaid: true, items: [line('Fries', 1, 799)] });

    await expect(runSummary('2033-11-28')).resolves.toMatchObject({ sent: expect.any(Number) });
    const email = await inbox.waitForMessage(sentTo(owner, 'Last week at Walkden Fried Chicken & Pizza: £46.33 from 3 orders'));
    expect(email.text).toContain('Hello Olive Owner');
    expect(email.text).toContain('Last week (Mon 21 Nov 2033 to Sun 27 Nov 2033)');
    expect(email.text).toContain('Takings: £46.33 net (none the week before): £46.33 gross, £0.00 refunded.');
    expect(email.text).toContain('Busiest hour: Friday 18:00 to 19:00 (2 orders placed).');
    expect(email.text).toContain("Drivers' tips owed: £1.00");
    expect(email.text).toContain('- Smash Burger: 3 sold, £26.85');
    expect(email.text).toContain('/admin/reports?range=last-week');

    // The schedule fires again (a second worker, a retry): nothing new is owed.
    const before = (await owedFor('2033-11-21')).filter((row: { to: string }) => row.to === owner);
    expect(before).toHaveLength(1);
    await runSummary('2033-11-28');
    expect((await owedFor('2033-11-21')).filter((row: { to: string }) => row.to === owner)).toHaveLength(1);
  });

  it('sends nothing when an administrator turned it off', async () => {
    await api.app.get(SettingsService).setSetting('weekly_summary_email', 'false');
    await expect(runSummary('2033-12-05')).resolves.toEqual({ sent: 0, skipped: 'turned-off' });
    expect(await owedFor('2033-11-28')).toEqual([]);
  });
});
