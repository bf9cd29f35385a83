import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { MailService } from '../../infra/mail/mail.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { MenuService } from '../menu/menu.service.js';
import { SchedulingService } from '../scheduling/scheduling.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { type Correction, type CorrectionProblem, type CorrectionRequest, planCorrection } from './domain/order-correction.js';
import { orderChangedEmail } from './domain/order-changed-email.js';
import { orderAuditFacts } from './domain/order-audit.js';
import { lineStationUses, orderStationUses } from './domain/station-load.js';
import { type AdminOrderDto, toAdminOrder } from './dto/admin-orders.dto.js';
import { OrderItem } from './entities/order-item.entity.js';
import { OrderRefund } from './entities/order-refund.entity.js';
import { Order } from './entities/order.entity.js';
import { OrderRefundsService } from './order-refunds.service.js';
import { OrdersException } from './orders.exception.js';
import { OrdersRepository } from './orders.repository.js';

/** What the audit log keeps of the order's lines before and after a correction. */
const auditedLines = (items: readonly OrderItem[]) => items.map((item) => ({ itemName: item.itemName, size: item.size, quantity: item.quantity, unitPrice: item.unitPrice }));

/**
 * Correcting an order before the kitchen starts it (issue 27): staff change quantities, add or
 * remove lines, move the slot or change the type. Under the order's lock (and the new slot's, whose
 * capacity is counted again there), the server re-prices it (planCorrection), writes it, owes the
 * customer one "your order was changed" e-mail and audits it with before and after, all in one
 * transaction. A paid order made cheaper is refunded the difference (through Stripe after commit);
 * one made dearer shows what is left to collect.
 */
@Injectable()
export class OrderCorrectionsService {
  private readonly logger = new Logger(OrderCorrectionsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: AdminOrdersRepository,
    private readonly placed: OrdersRepository,
    private readonly refunds: OrderRefundsService,
    private readonly menu: MenuService,
    private readonly settings: SettingsService,
    private readonly scheduling: SchedulingService,
    private readonly deliveryArea: DeliveryAreaService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async correctOrder(staff: AuthUser, orderId: string, request: CorrectionRequest): Promise<AdminOrderDto> {
    const settings = await this.settings.getPublicSettings();
    const postcode = request.deliveryType === 'delivery' ? request.address?.postcode?.trim() : undefined;
    const [menuItems, postcodeVerdict, offered] = await Promise.all([
      this.menu.findItemsForPricing([...new Set(request.add.map((line) => line.menuItemId))]),
      postcode ? this.deliveryArea.checkPostcode(postcode) : null,
      this.scheduling.getOfferedSlots(this.clock.now(), 0),
    ]);

    const written = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, orderId);
      if (!locked) throw OrdersException.orderNotFound();
      const slot = `${request.slotTime.trim()}:00`;
      let bookedInSlot = 0;
      if (slot !== locked.slotTime) {
        // The new slot's capacity, counted under its lock as a placement counts it (this order is not in it yet).
        await this.placed.lockSlot(manager, locked.orderDate, slot);
        bookedInSlot = await this.placed.countSlotHoldingOrdersInSlot(manager, locked.orderDate, slot);
      }
      const [items, earlier] = await Promise.all([this.orders.findItems(manager, orderId), manager.getRepository(OrderRefund).findBy({ orderId })]);
      const plan = planCorrection(request, {
        order: locked,
        items,
        refunds: earlier,
        menu: new Map(menuItems.map((item) => [item.id, item])),
        settings,
        postcodeValid: postcodeVerdict?.valid ?? false,
        offered,
        bookedInSlot,
      });
      if (!plan.ok) throw correctionException(plan.problem);
      const { correction } = plan;

      await this.apply(manager, locked, correction);
      const updated = (await this.orders.findWithItems(orderId, manager))!;
      await this.retakeStationUnits(manager, updated);
      const refund = correction.refund
        ? await this.refunds.writeRefund(manager, { ...staff, secondFactorAt: null }, updated, { ...correction.refund, kind: 'correction', reason: 'The order was changed and costs less.' })
        : null;
      const email = orderChangedEmail(updated, { refundAmount: correction.refund?.amount ?? 0, refundToCard: correction.refund?.method === 'stripe' }, randomUUID());
      const owed = email ? await this.mail.queueEmail(email, manager) : null;
      await this.audit.recordChange(
        staff,
        {
          area: 'order',
          action: 'correct',
          entityId: orderId,
          before: { ...orderAuditFacts(locked), balanceDue: locked.balanceDue, lines: auditedLines(items) },
          after: { ...orderAuditFacts(updated), balanceDue: updated.balanceDue, lines: auditedLines(updated.items ?? []), refund: correction.refund, overfilledSlot: correction.slotChanged && bookedInSlot >= settings.ordersPerTimeSlot },
        },
        manager,
      );
      return { order: updated, refund, owed };
    });

    if (written.owed) this.mail.dispatch([written.owed]).catch((error: Error) => this.logger.warn({ err: error.message }, 'order-changed e-mail left to the outbox relay'));
    const { order } = written;
    await this.events.emit('OrderChanged', { orderId, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid });
    if (written.refund) {
      // The correction stands whatever Stripe says: a refund it refuses is failed and on Needs attention.
      const settled = await this.refunds.settle({ ...staff, secondFactorAt: null }, order, written.refund.refund, written.refund.owed);
      if (!settled.ok) this.logger.warn({ orderId, refundId: written.refund.refund.id }, settled.message);
    }
    return toAdminOrder((await this.orders.findWithItems(orderId))!);
  }

  /** Staff took what a correction left to pay: the order owes nothing more. Audited; every admin screen hears of it. */
  async collectBalance(staff: AuthUser, orderId: string): Promise<AdminOrderDto> {
    const order = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, orderId);
      if (!locked) throw OrdersException.orderNotFound();
      if (locked.balanceDue === 0) throw OrdersException.nothingToCollect();
      await manager.getRepository(Order).update({ id: orderId }, { balanceDue: 0 });
      const after = { ...orderAuditFacts(locked), balanceDue: 0, collected: locked.balanceDue };
      await this.audit.recordChange(staff, { area: 'order', action: 'collect_balance', entityId: orderId, before: { ...orderAuditFacts(locked), balanceDue: locked.balanceDue }, after }, manager);
      return (await this.orders.findWithItems(orderId, manager))!;
    });
    await this.events.emit('OrderChanged', { orderId, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid });
    return toAdminOrder(order);
  }

  /**
   * Issue 28: the corrected order takes the kitchen units its lines take now (as the menu is), in
   * its slot. Staff decided the correction, as they may overfill a slot: no station refuses it.
   */
  private async retakeStationUnits(manager: EntityManager, order: Order): Promise<void> {
    const lines = order.items ?? [];
    const items = new Map((await this.menu.findItemsForPricing(lines.flatMap((line) => (line.menuItemId ? [line.menuItemId] : [])))).map((item) => [item.id, item]));
    const uses = orderStationUses(
      lines.map((line) => {
        const item = line.menuItemId ? items.get(line.menuItemId) : undefined;
        return item ? lineStationUses(item, line.optionId, (line.choices ?? []).map((choice) => choice.id), line.quantity) : [];
      }),
    );
    await this.placed.replaceStationUses(manager, order.id, uses);
  }

  /** Writes the correction: kept lines' quantities (at the price they were sold at), removed and added lines, the order's fields. */
  private async apply(manager: EntityManager, order: Order, correction: Correction): Promise<void> {
    const lines = manager.getRepository(OrderItem);
    for (const line of correction.keep) {
      await manager.query('UPDATE order_items SET quantity = $2, total_price = unit_price * $2 WHERE id = $1', [line.orderItemId, line.quantity]);
    }
    if (correction.remove.length > 0) await lines.delete(correction.remove);
    if (correction.add.length > 0) await lines.insert(correction.add.map((line) => ({ ...line, orderId: order.id })));
    await manager.getRepository(Order).update(
      { id: order.id },
      {
        deliveryType: correction.deliveryType,
        paymentMethod: correction.paymentMethod,
        slotTime: correction.slot,
        deliveryAddress: correction.deliveryAddress,
        deliveryPostcode: correction.deliveryPostcode,
        subtotal: correction.totals.subtotal,
        deliveryFee: correction.totals.deliveryFee,
        driverTip: correction.totals.driverTip,
        tax: correction.totals.tax,
        total: correction.totals.total,
        balanceDue: correction.balanceDue,
        // A delivery made a collection has no driver (issue 29; orders_driver_check).
        ...(correction.deliveryType === 'collection' && { driverUserId: null, driverName: null }),
      },
    );
  }
}

/** A correction's problem as the module's exception. */
function correctionException(problem: CorrectionProblem): OrdersException {
  switch (problem.kind) {
    case 'not_correctable':
      return OrdersException.orderNotCorrectable(problem.status, problem.awaitingPayment);
    case 'no_lines':
      return OrdersException.noOrderLines();
    case 'unknown_line':
      return OrdersException.orderLineUnknown(problem.orderItemId);
    case 'lines_unavailable':
      return OrdersException.orderLinesUnavailable(problem.lines);
    case 'type_unavailable':
      return OrdersException.deliveryTypeUnavailable(problem.deliveryType);
    case 'checkout':
      return OrdersException.checkoutProblem(problem.problem);
    case 'slot_unavailable':
      return OrdersException.slotUnavailable(problem.slotTime);
    case 'slot_full':
      return OrdersException.slotFullOverridable(problem.slotTime, problem.booked, problem.capacity);
    case 'nothing_changed':
      return OrdersException.nothingChanged();
  }
}
