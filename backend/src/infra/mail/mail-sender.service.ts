import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource, In } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { RESTAURANT } from '../config/restaurant.js';
import { OnJob } from '../queue/on-job.decorator.js';
import { JOB_OPTIONS, JobName, type JobPayloads } from '../queue/queue.constants.js';
import { EmailOutboxMessage } from './entities/email-outbox-message.entity.js';
import { MailRenderer } from './mail-renderer.js';
import { MailService } from './mail.service.js';

interface OutboxPayload {
  to: string;
  data: Record<string, unknown>;
}

/** The consumer side of e-mail, run by the worker: render with Handlebars, send with Nodemailer. */
@Injectable()
export class MailSenderService implements OnModuleDestroy {
  private readonly logger = new Logger(MailSenderService.name);
  private readonly renderer = new MailRenderer();
  private readonly transport: Transporter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {
    this.transport = createTransport(withSmtpTimeouts(config.smtpUrl));
  }

  @OnJob(JobName.SendEmail)
  async sendEmail(payload: JobPayloads[JobName.SendEmail], job?: Job): Promise<'sent' | 'skipped'> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock makes a concurrent duplicate job wait, then find the e-mail already sent.
      // (Not SKIP LOCKED: the api's brief pending -> queued update must not make us skip the row.)
      const message = await manager.getRepository(EmailOutboxMessage).findOne({
        where: { id: payload.outboxId, status: In(['pending', 'queued']) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!message) return 'skipped';
      const { to, data } = message.payload as unknown as OutboxPayload;
      try {
        const rendered = this.renderer.render(message.kind, { ...data, restaurantName: RESTAURANT.name, restaurantAddress: RESTAURANT.address });
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          messageId: `<${message.id}@walkden.mail>`,
        });
      } catch (error) {
        const attempts = message.attempts + 1;
        const finalAttempt = job ? job.attemptsMade + 1 >= (JOB_OPTIONS[JobName.SendEmail].attempts ?? 1) : false;
        await manager
          .getRepository(EmailOutboxMessage)
          .update({ id: message.id }, { attempts, lastError: (error as Error).message.slice(0, 500), status: finalAttempt ? 'failed' : message.status });
        this.logger.warn({ outboxId: message.id, kind: message.kind, attempts, err: (error as Error).message }, 'e-mail not sent yet');
        if (finalAttempt) return 'skipped';
        throw error;
      }
      await manager.getRepository(EmailOutboxMessage).update({ id: message.id }, { status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null });
      this.logger.log({ outboxId: message.id, kind: message.kind }, 'e-mail sent');
      return 'sent';
    });
  }

  @OnJob(JobName.DispatchOutbox)
  async dispatchOutbox(): Promise<number> {
    return this.mail.dispatchOutstanding();
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}

/** A stuck SMTP server must fail the job (and so retry it) instead of holding it forever. */
function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of [['connectionTimeout', '10000'], ['greetingTimeout', '10000'], ['socketTimeout', '20000']]) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}
