import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../infra/config/app-config.js';
import type { Statement } from '../../infra/database/statement-batch.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { latePaymentRefundEmails, orderConfirmationEmails } from './domain/order-emails.js';
import { orderLinkUrl } from './domain/order-link.js';
import type { Order } from './entities/order.entity.js';

/**
 * The e-mails a confirmed order owes: written to the outbox inside the transaction that confirms
 * the order, handed to the queue after it commits. The dedupe keys make a second confirmation of
 * the same order write nothing, so a retried payment path never sends twice.
 */
@Injectable()
export class OrderMailer {
  private readonly logger = new Logger(OrderMailer.name);

  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Call inside the transaction; returns the outbox ids to dispatch once it has committed. */
  async oweConfirmationEmails(order: Order, manager: EntityManager): Promise<(string | null)[]> {
    const ids: (string | null)[] = [];
    for (const email of this.confirmationEmails(order)) ids.push(await this.mail.queueEmail(email, manager));
    return ids;
  }

  /** The same e-mails as statements, for a transaction sent in batches (Place Order, issue 30); each reads its outbox id. */
  confirmationEmailStatements(order: Order): Statement<string | null>[] {
    return this.confirmationEmails(order).map((email) => this.mail.queueEmailStatement(email));
  }

  private confirmationEmails(order: Order) {
    return orderConfirmationEmails(order, this.config.restaurantNotificationEmail, orderLinkUrl(this.config.publicUrl, this.config.sessionSecret, order.id));
  }

  /** Call inside the transaction that records the refund of a late payment; returns the outbox ids to dispatch after commit. */
  async oweLatePaymentRefundEmails(order: Order, refund: { id: string; amountPence: number }, manager: EntityManager): Promise<(string | null)[]> {
    const links = { orderHistory: `${this.config.publicUrl}/order-history`, admin: `${this.config.publicUrl}/admin` };
    const ids: (string | null)[] = [];
    for (const email of latePaymentRefundEmails(order, refund, links, this.config.restaurantNotificationEmail)) ids.push(await this.mail.queueEmail(email, manager));
    return ids;
  }

  /**
   * After commit, without waiting: the customer's response (or Stripe's webhook) must not hang on
   * Redis, whose client can wait for a lost connection indefinitely. Rows the queue did not take
   * stay pending and the worker's outbox relay hands them over once Redis is back.
   */
  dispatchAfterCommit(ids: (string | null)[]): void {
    this.mail.dispatch(ids).catch((error: Error) => this.logger.warn({ err: error.message }, 'order e-mails left to the outbox relay'));
  }
}
