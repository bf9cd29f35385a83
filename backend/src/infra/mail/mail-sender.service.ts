import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { addressOneLine, RESTAURANT_PROFILE, type RestaurantProfileDto } from '../config/restaurant-profile.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { OnJob } from '../queue/on-job.decorator.js';
import { JobName, type JobPayloads } from '../queue/queue.constants.js';
import { afterFailedAttempt, HANDOVER_LEASE_MS } from './domain/outbox-retry.js';
import { EmailOutboxMessage } from './entities/email-outbox-message.entity.js';
import { MailRenderer } from './mail-renderer.js';
import { type EmailAttachment, MailService } from './mail.service.js';

interface OutboxPayload {
  to: string;
  data: Record<string, unknown>;
  attachments?: EmailAttachment[];
}

/** The consumer side of e-mail, run by the worker: render with Handlebars, send with Nodemailer. */
@Injectable()
export class MailSenderService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailSenderService.name);
  private readonly renderer = new MailRenderer();
  private readonly transport: Transporter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly metrics: MetricsService,
    @Inject(RESTAURANT_PROFILE) private readonly restaurant: RestaurantProfileDto,
  ) {
    this.transport = createTransport(withSmtpDefaults(config.smtpUrl));
  }

  /**
   * One attempt at one e-mail. The worker first claims the row (status sending, attempts + 1, a
   * lease) in a short transaction of its own, then talks SMTP holding no database lock. A second
   * job for the same row finds it claimed or sent and does nothing; a worker killed mid-send
   * leaves the row sending until its lease runs out, and the relay then hands it over again. A
   * failed attempt is scheduled again with backoff, or marked failed after the last one: the job
   * itself never retries (the outbox row owns the schedule).
   */
  @OnJob(JobName.SendEmail)
  async sendEmail(payload: JobPayloads[JobName.SendEmail]): Promise<'sent' | 'retrying' | 'failed' | 'skipped'> {
    const outbox = this.dataSource.getRepository(EmailOutboxMessage);
    const claimed = await outbox
      .createQueryBuilder()
      .update()
      .set({
        status: 'sending',
        attempts: () => 'attempts + 1',
        handovers: () => 'GREATEST(handovers, :handover)',
        nextAttemptAt: () => `now() + make_interval(secs => ${HANDOVER_LEASE_MS / 1000})`,
      })
      .where(`id = :id AND (status = 'queued' OR (status = 'pending' AND next_attempt_at <= now()))`, { id: payload.outboxId, handover: payload.handover ?? 0 })
      .returning(['id', 'kind', 'payload', 'attempts'])
      .execute();
    const message = (claimed.raw as Pick<EmailOutboxMessage, 'id' | 'kind' | 'payload' | 'attempts'>[])[0];
    if (!message) return 'skipped';
    // Later updates apply only while the row is still this attempt's claim.
    const stillClaimed = { id: message.id, status: 'sending' as const, attempts: message.attempts };
    const { to, data, attachments } = message.payload as unknown as OutboxPayload;
    try {
      const rendered = this.renderer.render(message.kind, { ...data, restaurantName: this.restaurant.name, restaurantAddress: addressOneLine(this.restaurant.address) });
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: `<${message.id}@walkden.mail>`,
        ...(attachments?.length ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : {}),
      });
    } catch (error) {
      const lastError = (error as Error).message.slice(0, 500);
      const outcome = afterFailedAttempt(message.attempts);
      if (outcome.status === 'failed') {
        await outbox.update(stillClaimed, { status: 'failed', failedAt: () => 'now()', lastError });
        this.metrics.emailsFailed.inc({ kind: message.kind, outcome: 'failed' });
        this.logger.error({ outboxId: message.id, kind: message.kind, attempts: message.attempts, err: lastError }, 'e-mail failed for good after its last attempt');
        return 'failed';
      }
      this.metrics.emailsFailed.inc({ kind: message.kind, outcome: 'retrying' });
      await outbox.update(stillClaimed, { status: 'pending', nextAttemptAt: () => `now() + make_interval(secs => ${outcome.retryInMs / 1000})`, lastError });
      this.logger.warn({ outboxId: message.id, kind: message.kind, attempts: message.attempts, err: lastError }, 'e-mail not sent yet; it will be tried again');
      return 'retrying';
    }
    await outbox.update(stillClaimed, { status: 'sent', sentAt: new Date(), lastError: null });
    this.metrics.emailsSent.inc({ kind: message.kind });
    this.logger.log({ outboxId: message.id, kind: message.kind }, 'e-mail sent');
    return 'sent';
  }

  @OnJob(JobName.DispatchOutbox)
  async dispatchOutbox(): Promise<number> {
    return this.mail.dispatchOutstanding();
  }

  /** After the job workers have finished or handed back their jobs (JobWorkerService.beforeApplicationShutdown). */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/**
 * A stuck SMTP server must fail the job (and so retry it) instead of holding it forever. Messages
 * go over a few reused connections (pool) rather than one new connection and handshake each.
 * Any of these can be set in SMTP_URL's query instead.
 */
function withSmtpDefaults(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = [['connectionTimeout', '10000'], ['greetingTimeout', '10000'], ['socketTimeout', '20000'], ['pool', 'true'], ['maxConnections', '5']];
  for (const [key, value] of defaults) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}
