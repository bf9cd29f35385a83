import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MAX_ORDER_AHEAD_DAYS } from '@walkden/contract/settings';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { StripeCheckoutService } from '../../infra/payments/stripe-checkout.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { DeletedOrdersRepository } from './deleted-orders.repository.js';
import { failedPrintSummary } from './domain/order-prints.js';
import { type AdminOrderDto, type DayOrdersDto, type OrderHistoryPageDto, toAdminOrder } from './dto/admin-orders.dto.js';
import { orderAuditFacts } from './domain/order-audit.js';
import { orderDates } from './domain/order-days.js';
import { orderReadyEmail } from './domain/order-ready-email.js';
import { assertTransition } from './domain/order-status.js';
import { boardColumn, kitchenAdvance, kitchenUndo } from './domain/kitchen-steps.js';
import type { CollectionBoardDto } from './dto/collection-board.dto.js';
import { lastStripeRefundId } from './domain/refunds.js';
import { attentionSummary, deletionProblem, ORDER_EMAIL_KINDS, orderIdOfEmailKey, historySearchPattern, isOpenOrder, owesReadyEmail, pageWindow, paidFlagProblem } from './domain/staff-orders.js';
import type { Order, OrderStatus } from './entities/order.entity.js';
import { OrderPrintsService } from './order-prints.service.js';
import { OrdersException } from './orders.exception.js';

/** How many orders the needs-attention list shows at most. */
const ATTENTION_LIST_LIMIT = 50;
/** How many failed e-mails are read at a time while looking for those not yet dismissed. */
const FAILED_EMAILS_PAGE = 200;

/** A permanently failed e-mail about an order. */
interface FailedOrderEmail {
  orderId: string;
  kind: string;
  to: string;
  lastError: string | null;
  failedAt: Date;
}

/**
 * Staff use cases over orders (SPEC section 2, Orders tab): the day list and the badge count,
 * status and paid flag, history search, delete, the needs-attention list. Every change is made
 * under the order's row lock, then announced with a domain event that reaches every admin screen.
 */
@Injectable()
export class AdminOrdersService {
  private readonly logger = new Logger(AdminOrdersService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: AdminOrdersRepository,
    private readonly deletedOrders: DeletedOrdersRepository,
    private readonly stripe: StripeCheckoutService,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly prints: OrderPrintsService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Today's Orders and the kitchen screen: the orders for a restaurant-local date (issue 28: the day
   * they are for, whenever they were placed), open ones apart from completed ones, abandoned never
   * shown; and how many open orders each of the following days has, so that the screens can say
   * "Tomorrow: 3 orders" (no further ahead than customers may order).
   */
  async listOrdersOfDay(_staff: AuthUser, date?: string): Promise<DayOrdersDto> {
    const day = date ?? restaurantDate(this.clock.now());
    const ahead = orderDates(day, MAX_ORDER_AHEAD_DAYS);
    const [found, later] = await Promise.all([this.orders.findOrdersForDay(day), this.orders.countOpenOrdersPerDay(ahead[1], ahead[ahead.length - 1])]);
    const orders = found.map(toAdminOrder);
    return {
      date: day,
      active: orders.filter((order) => isOpenOrder(order.status)),
      completed: orders.filter((order) => order.status === 'completed'),
      later,
    };
  }

  /** The navigation badge: the orders for today that are neither completed nor abandoned. */
  async countOpenOrdersToday(_staff: AuthUser): Promise<number> {
    return this.orders.countOpenOrdersForDay(restaurantDate(this.clock.now()));
  }

  async getOrder(_staff: AuthUser, orderId: string): Promise<AdminOrderDto> {
    const order = await this.orders.findWithItems(orderId);
    if (!order) throw OrdersException.orderNotFound();
    return toAdminOrder(order);
  }

  /**
   * Moves an order along the status table. Completed needs the order paid. Moving to ready owes
   * the customer the ready e-mail, written to the outbox in the same transaction, as is the audit entry.
   */
  async changeOrderStatus(staff: AuthUser, orderId: string, status: OrderStatus): Promise<AdminOrderDto> {
    // A change by the Orders tab ends what a kitchen tap could undo.
    return this.moveOrder(staff, orderId, 'set_status', () => ({ status, advancedFrom: null, advancedAt: null }));
  }

  /**
   * The kitchen screen's one tap: the order moves to its next status (contract KITCHEN_NEXT_STATUS),
   * provided it still has the status the screen showed (`seen`), so that a double tap or a screen
   * behind the news never skips a step. The tap is remembered on the order for its undo.
   */
  async advanceOrder(staff: AuthUser, orderId: string, seen: OrderStatus): Promise<AdminOrderDto> {
    return this.moveOrder(staff, orderId, 'advance', (locked) => {
      const step = kitchenAdvance(locked, seen);
      if ('problem' in step) throw step.problem === 'stale' ? OrdersException.staleOrderStatus(seen, locked.status) : OrdersException.noNextStatus(locked.status);
      return { status: step.to, advancedFrom: locked.status, advancedAt: this.clock.now().toJSDate() };
    });
  }

  /** Undo of the last tap, within KITCHEN_UNDO_WINDOW_MS of it: the order goes back exactly one step. */
  async undoOrderAdvance(staff: AuthUser, orderId: string): Promise<AdminOrderDto> {
    return this.moveOrder(staff, orderId, 'undo_advance', (locked) => {
      const back = kitchenUndo(locked, this.clock.now().toJSDate());
      if (!back) throw OrdersException.nothingToUndo();
      return { status: back, advancedFrom: null, advancedAt: null };
    });
  }

  /** A status change under the row lock, checked against the status table, audited, announced; the ready e-mail as in changeOrderStatus. */
  private async moveOrder(
    staff: AuthUser,
    orderId: string,
    action: string,
    plan: (locked: Order) => { status: OrderStatus; advancedFrom: OrderStatus | null; advancedAt: Date | null },
  ): Promise<AdminOrderDto> {
    const { order, previousStatus, outboxId } = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, orderId);
      if (!locked) throw OrdersException.orderNotFound();
      const patch = plan(locked);
      assertTransition(locked, patch.status);
      await this.orders.updateOrder(manager, orderId, patch);
      const updated = (await this.orders.findWithItems(orderId, manager))!;
      await this.audit.recordChange(staff, { area: 'order', action, entityId: orderId, before: orderAuditFacts(locked), after: orderAuditFacts(updated) }, manager);
      const owed = owesReadyEmail(locked.status, patch.status, locked.customerEmail) ? await this.mail.queueEmail(orderReadyEmail(updated), manager) : null;
      return { order: updated, previousStatus: locked.status, outboxId: owed };
    });
    if (outboxId) this.dispatchAfterCommit(outboxId);
    await this.events.emit('OrderStatusChanged', { ...this.facts(order), previousStatus });
    return toAdminOrder(order);
  }

  /** The collection board's numbers for today; refused (404) while the setting is off. */
  async getCollectionBoard(): Promise<CollectionBoardDto> {
    if ((await this.settings.getSetting('collection_board')).value !== 'true') throw OrdersException.collectionBoardOff();
    const board: CollectionBoardDto = { preparing: [], ready: [] };
    for (const order of await this.orders.findCollectionOrdersOn(this.clock.now().toISODate()!)) {
      const column = boardColumn(order);
      if (column) board[column].push(order.orderNumber);
    }
    return board;
  }

  /** Mark Paid / unpaid, for orders paid on collection or to the driver only; a change is audited in its transaction. */
  async setOrderPaid(staff: AuthUser, orderId: string, isPaid: boolean): Promise<AdminOrderDto> {
    const { order, changed } = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, orderId);
      if (!locked) throw OrdersException.orderNotFound();
      const problem = paidFlagProblem(locked, isPaid);
      if (problem) throw OrdersException.paymentStatusLocked(problem);
      if (locked.isPaid === isPaid) return { order: (await this.orders.findWithItems(orderId, manager))!, changed: false };
      // Paid at the counter, then marked unpaid (a mistake): how it was paid goes with the flag.
      await this.orders.updateOrder(manager, orderId, isPaid ? { isPaid, paidAt: this.clock.now().toJSDate() } : { isPaid, paidAt: null, paidWith: null });
      const updated = (await this.orders.findWithItems(orderId, manager))!;
      await this.audit.recordChange(staff, { area: 'order', action: 'set_paid', entityId: orderId, before: orderAuditFacts(locked), after: orderAuditFacts(updated) }, manager);
      return { order: updated, changed: true };
    });
    if (changed) await this.events.emit(isPaid ? 'OrderPaid' : 'OrderMarkedUnpaid', this.facts(order));
    return toAdminOrder(order);
  }

  /** History: newest first, searched by the database, one page at a time. */
  async searchOrderHistory(_staff: AuthUser, query: { search?: string; page?: number; pageSize?: number }): Promise<OrderHistoryPageDto> {
    const { offset, limit } = pageWindow(query.page, query.pageSize);
    const { orders, total } = await this.orders.searchOrders(historySearchPattern(query.search), offset, limit);
    return { orders: orders.map(toAdminOrder), total, page: offset / limit + 1, pageSize: limit };
  }

  /**
   * Deletes an order and all its items in one transaction (issue 24: never keeping the money). An
   * order paid online cannot be deleted until it is refunded in full; its refunds stay (with the
   * order's number) as the record of the money. A pending online order's Checkout Session is expired
   * at Stripe first (if Stripe cannot be reached, nothing is deleted). An online order leaves a
   * DeletedOrder row, so that a payment Stripe still reports is refunded (one already refunded is
   * marked so, and never refunded twice). Audited in the same transaction.
   */
  async deleteOrder(staff: AuthUser, orderId: string): Promise<void> {
    const found = await this.orders.findWithItems(orderId);
    if (!found) throw OrdersException.orderNotFound();
    if (deletionProblem(found, found.refunds ?? []) === 'paid_online') throw OrdersException.orderPaidOnline();
    if (found.paymentMethod === 'online' && found.stripeSessionId && !found.isPaid) {
      const outcome = await this.stripe.expireCheckoutSession(found.stripeSessionId);
      if (outcome === 'already_complete') throw OrdersException.orderPaymentCompleting();
    }
    const order = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, orderId);
      if (!locked) throw OrdersException.orderNotFound();
      // Paid, refunded in part, or given a new session, while the session was being expired.
      const current = (await this.orders.findWithItems(orderId, manager))!;
      if (deletionProblem(locked, current.refunds ?? []) === 'paid_online') throw OrdersException.orderPaidOnline();
      if (locked.stripeSessionId !== found.stripeSessionId || locked.isPaid !== found.isPaid) throw OrdersException.orderPaymentCompleting();
      if (locked.paymentMethod === 'online') {
        const snapshot = toAdminOrder(current);
        await this.deletedOrders.insert(manager, {
          orderId,
          orderNumber: locked.orderNumber,
          stripeSessionId: locked.stripeSessionId,
          // Paid and refunded in full: its payment is settled, so a redelivered webhook must not refund it again.
          stripeRefundId: locked.isPaid ? lastStripeRefundId(current.refunds ?? []) : null,
          snapshot,
          deletedAt: this.clock.systemNow().toJSDate(),
          deletedBy: staff.id,
        });
      }
      await this.orders.deleteOrderWithItems(manager, orderId);
      await this.audit.recordChange(staff, { area: 'order', action: 'delete', entityId: orderId, before: orderAuditFacts(locked), after: null }, manager);
      return locked;
    });
    await this.events.emit('OrderDeleted', { orderId: order.id, orderNumber: order.orderNumber });
  }

  /**
   * Orders a person must look at, until dismissed: a reason the payment paths recorded (a late
   * payment refunded, an amount mismatch), e-mails about the order that permanently failed, and
   * kitchen tickets that could not be printed (until a later print of the order comes out).
   */
  async listOrdersNeedingAttention(_staff: AuthUser): Promise<AdminOrderDto[]> {
    const [flagged, failedEmails, deleted, failedPrints] = await Promise.all([
      this.orders.findOrdersNeedingAttention(ATTENTION_LIST_LIMIT),
      this.findFailedOrderEmails(ATTENTION_LIST_LIMIT),
      this.deletedOrders.findNeedingAttention(ATTENTION_LIST_LIMIT),
      this.prints.failedPrintsNeedingAttention(ATTENTION_LIST_LIMIT),
    ]);
    const known = new Set(flagged.map((order) => order.id));
    const mentioned = [...failedEmails.map((email) => email.orderId), ...failedPrints.map((print) => print.orderId)];
    const others = await this.orders.findByIds([...new Set(mentioned)].filter((id) => !known.has(id)));
    const orders = [...flagged, ...others].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const live = orders.map((order) => {
      const dto = toAdminOrder(order);
      const reason = attentionSummary(
        order.attentionDismissedAt ? null : order.attentionReason,
        failedEmails.filter((email) => email.orderId === order.id),
      );
      // One line however many prints failed: the latest error says what is wrong with the printer.
      const failedPrint = failedPrints.find((print) => print.orderId === order.id);
      const printLine = failedPrint ? failedPrintSummary(failedPrint.lastError) : null;
      return { ...dto, attentionReason: [reason, printLine].filter(Boolean).join(' ') || null, printFailed: failedPrint !== undefined };
    });
    // A deleted order a payment arrived for: shown as staff last saw it, with what happened to the money.
    // Snapshots taken before drivers existed (issue 29) have no driver.
    const gone = deleted.map((row) => ({ ...row.snapshot, driver: row.snapshot.driver ?? null, attentionReason: row.attentionReason }));
    return [...live, ...gone].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, ATTENTION_LIST_LIMIT);
  }

  async dismissOrderAttention(staff: AuthUser, orderId: string): Promise<void> {
    const onList = (await this.listOrdersNeedingAttention(staff)).find((order) => order.id === orderId);
    if (!onList) {
      if (!(await this.orders.findWithItems(orderId))) throw OrdersException.orderNotFound();
      throw OrdersException.nothingToDismiss();
    }
    const at = this.clock.now().toJSDate();
    // A deleted order's row, else the order itself.
    if (!(await this.deletedOrders.dismissAttention(orderId, staff.id, at))) await this.orders.dismissAttention(orderId, staff.id, at);
    await this.events.emit('OrderAttentionDismissed', { orderId, orderNumber: onList.orderNumber, status: onList.status, isPaid: onList.isPaid });
  }

  /**
   * E-mails about orders that permanently failed since staff last dismissed the order, newest first
   * (the mail module keeps them; the order's id is in their dedupe key). Read a page at a time until
   * `limit` are found, as e-mails of dismissed or deleted orders do not count.
   */
  private async findFailedOrderEmails(limit: number): Promise<FailedOrderEmail[]> {
    const found: FailedOrderEmail[] = [];
    for (let offset = 0; found.length < limit; offset += FAILED_EMAILS_PAGE) {
      const page = await this.mail.failedEmailsFor(ORDER_EMAIL_KINDS, { limit: FAILED_EMAILS_PAGE, offset });
      const emails = page.flatMap(({ dedupeKey, ...email }) => {
        const orderId = orderIdOfEmailKey(dedupeKey);
        return orderId ? [{ ...email, orderId }] : [];
      });
      const orders = new Map((await this.orders.findByIds([...new Set(emails.map((email) => email.orderId))])).map((order) => [order.id, order]));
      for (const email of emails) {
        const order = orders.get(email.orderId);
        if (order && (!order.attentionDismissedAt || email.failedAt > order.attentionDismissedAt)) found.push(email);
      }
      if (page.length < FAILED_EMAILS_PAGE) break;
    }
    return found.slice(0, limit);
  }

  private facts(order: Order): { orderId: string; orderNumber: string; status: OrderStatus; isPaid: boolean } {
    return { orderId: order.id, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid };
  }

  /** After commit, without waiting on Redis: a row the queue did not take stays for the outbox relay. */
  private dispatchAfterCommit(outboxId: string): void {
    this.mail.dispatch([outboxId]).catch((error: Error) => this.logger.warn({ err: error.message }, 'ready e-mail left to the outbox relay'));
  }
}
