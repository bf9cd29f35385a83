import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Clock } from '../../infra/clock/clock.js';
import type { DomainEventMap } from '../../infra/events/domain-events.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { ThermalPrinterClient } from '../../infra/printing/thermal-printer.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { kitchenTicketLines, TICKET_COLUMNS } from './domain/kitchen-ticket.js';
import { failedPrintSummary, isLastAttempt, type PrintMoment, printJobId, printsAt } from './domain/order-prints.js';
import type { Order } from './entities/order.entity.js';
import type { PrintReason } from './entities/order-print.entity.js';
import { type FailedPrintRow, OrderPrintsRepository } from './order-prints.repository.js';
import { OrdersException } from './orders.exception.js';
import { OrdersRepository } from './orders.repository.js';

export type { FailedPrintRow } from './order-prints.repository.js';

/** What one run of the print job did. */
export type PrintOutcome = 'printed' | 'already-printed' | 'gone';

const QUEUE_UNREACHABLE = 'the print queue (Redis) could not take the job';

/**
 * The kitchen printer (issue 26). After an order is placed or paid (the printer_print_on setting
 * decides which, domain/order-prints.ts) a print is recorded in order_prints and the worker's
 * print-ticket job sends the ticket to the printer, retrying with backoff while it is off. After the
 * last attempt the print is failed and the order is on Needs attention, with Print again.
 * At least once: a worker killed after the printer took the bytes but before the print was marked
 * printed runs the job again, and the ticket comes out twice. Never none without a trace.
 */
@Injectable()
export class OrderPrintsService {
  private readonly logger = new Logger(OrderPrintsService.name);

  constructor(
    private readonly prints: OrderPrintsRepository,
    private readonly orders: OrdersRepository,
    private readonly settings: SettingsService,
    private readonly queue: QueueService,
    private readonly printer: ThermalPrinterClient,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** After an order was placed or paid (committed): records and queues its print when the settings say it prints now. */
  async printWhenDue(moment: PrintMoment, orderId: string): Promise<void> {
    const settings = await this.settings.getPrinterSettings();
    if (!settings.address) return;
    const order = await this.orders.findById(orderId);
    if (!order || !printsAt(moment, order.paymentMethod, settings.printOn)) return;
    const printId = await this.prints.insertAutomaticPrint(order.id, moment);
    // null: this order already printed (or is printing) for this moment: a repeated event.
    if (printId) await this.enqueue(order, moment, printId);
  }

  /** Print again (staff): a new print of the order's ticket, whatever happened to the others. */
  async printOrderAgain(staff: AuthUser, orderId: string): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (!order) throw OrdersException.orderNotFound();
    if (!(await this.settings.getPrinterSettings()).address) throw OrdersException.noPrinter();
    const printId = await this.prints.insertReprint(order.id, staff.id);
    await this.enqueue(order, 'again', printId);
  }

  /**
   * The print-ticket job: the ticket as the order and the settings are now, to the printer. A failed
   * attempt is thrown for BullMQ to retry with backoff; the last one marks the print failed.
   */
  async printTicket(printId: string, job: Pick<Job, 'attemptsMade' | 'opts'>): Promise<PrintOutcome> {
    const print = await this.prints.findById(printId);
    if (!print) return 'gone';
    if (print.status === 'printed') return 'already-printed';
    let order: Order | null;
    try {
      const settings = await this.settings.getPrinterSettings();
      if (!settings.address) throw new Error('no printer address is set in Settings');
      order = await this.orders.findWithItems(print.orderId);
      if (!order) return 'gone';
      const bytes = this.printer.render(kitchenTicketLines({ ...order, items: order.items ?? [] }, settings.paperWidth), {
        columns: TICKET_COLUMNS[settings.paperWidth],
        copies: settings.copies,
      });
      await this.printer.send(settings.address, bytes);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.prints.recordAttempt(printId, message);
      if (isLastAttempt(job.attemptsMade, job.opts.attempts)) await this.markFailed(printId, print.orderId, message);
      throw error;
    }
    await this.prints.recordAttempt(printId, null);
    await this.prints.markPrinted(printId, this.clock.now().toJSDate());
    // A ticket that had failed is out now: the order leaves Needs attention on every admin screen.
    if ((await this.prints.findByOrder(order.id)).some((other) => other.status === 'failed' && other.createdAt < print.createdAt)) {
      await this.events.emit('OrderAttentionDismissed', { orderId: order.id, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid });
    }
    return 'printed';
  }

  /** Failed prints still to be seen on Needs attention (admin-orders.service.ts lists them). */
  failedPrintsNeedingAttention(limit: number): Promise<FailedPrintRow[]> {
    return this.prints.findFailedNeedingAttention(limit);
  }

  private async enqueue(order: Order, reason: PrintReason, printId: string): Promise<void> {
    try {
      await this.queue.enqueue(JobName.PrintTicket, { printId }, { jobId: printJobId(order.id, reason, printId) });
    } catch (error) {
      // Nothing retries a job Redis never took: staff see it at once, with Print again.
      this.logger.error({ orderId: order.id, printId, err: (error as Error).message }, 'kitchen ticket not queued');
      await this.markFailed(printId, order.id, QUEUE_UNREACHABLE);
    }
  }

  private async markFailed(printId: string, orderId: string, message: string): Promise<void> {
    await this.prints.markFailed(printId, message, this.clock.now().toJSDate());
    const order = await this.orders.findById(orderId);
    if (!order) return;
    const event: DomainEventMap['OrderNeedsAttention'] = {
      orderId,
      orderNumber: order.orderNumber,
      status: order.status,
      isPaid: order.isPaid,
      reason: failedPrintSummary(message),
    };
    await this.events.emit('OrderNeedsAttention', event);
  }
}
