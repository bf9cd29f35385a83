import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { MetricsService } from '../../infra/metrics/metrics.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { MenuService } from '../menu/menu.service.js';
import { SchedulingService } from '../scheduling/scheduling.service.js';
import { KitchenStationsService } from '../menu/kitchen-stations.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { orderAuditFacts } from './domain/order-audit.js';
import { isDeliveryTypeOn } from './domain/order-plan.js';
import { listSlots, type SlotListing } from './domain/slot-capacity.js';
import { planStaffOrder, type StaffOrderDraft, type StaffOrderRequest, type StaffPlanProblem } from './domain/staff-order-plan.js';
import { lineStationUses, orderStationUses } from './domain/station-load.js';
import { type AdminOrderDto, toAdminOrder } from './dto/admin-orders.dto.js';
import type { DeliveryType } from './entities/order.entity.js';
import { OrderMailer } from './order-mailer.service.js';
import { OrdersException } from './orders.exception.js';
import { type NewOrder, newOrderRow, OrdersRepository } from './orders.repository.js';

/**
 * Phone and walk-in orders (issue 27): a member of staff enters the lines, the customer and the
 * slot, and the server prices and checks it exactly as it does a customer's order (planStaffOrder).
 * The order then goes where every order goes: Today's Orders, the kitchen screen, the printer,
 * the reports and, when an address was given, the customer's e-mails; the audit log says who took it.
 */
@Injectable()
export class PhoneOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly menu: MenuService,
    private readonly settings: SettingsService,
    private readonly scheduling: SchedulingService,
    private readonly deliveryArea: DeliveryAreaService,
    private readonly mailer: OrderMailer,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
    private readonly stations: KitchenStationsService,
  ) {}

  /**
   * The slots staff may give a phone order today: every slot of today's hours not yet started
   * (busy mode's extra prep time still applies; the setting's buffer, which keeps online customers
   * from ordering too late, does not), each with its orders, full ones included (staff may overfill).
   */
  async listSlots(_staff: AuthUser, type: DeliveryType): Promise<SlotListing> {
    const now = this.clock.now();
    const settings = await this.settings.getPublicSettings();
    if (!isDeliveryTypeOn(settings, type)) return { date: restaurantDate(now), slots: [], closedReason: 'service_off' };
    const offered = await this.scheduling.getOfferedSlots(now, 0);
    const booked = offered.times.length > 0 ? await this.orders.countSlotHoldingOrdersByTime(offered.date) : new Map<string, number>();
    return listSlots(offered, settings.ordersPerTimeSlot, booked);
  }

  /**
   * Takes the order: planned on what was read, then written under the slot's lock (the capacity
   * counted again there, unless staff chose to overfill), with its e-mails owed and its audit entry
   * in the same transaction. Paid now at the counter: marked paid at once.
   */
  async takeOrder(staff: AuthUser, request: StaffOrderRequest): Promise<AdminOrderDto> {
    const now = this.clock.now();
    const settings = await this.settings.getPublicSettings();
    const isDelivery = request.deliveryType === 'delivery';
    const postcode = request.address?.postcode?.trim();
    const [items, postcodeVerdict, offered] = await Promise.all([
      this.menu.findItemsForPricing([...new Set(request.lines.map((line) => line.menuItemId))]),
      isDelivery && postcode ? this.deliveryArea.checkPostcode(postcode) : null,
      this.scheduling.getOfferedSlots(now, 0),
    ]);
    const slotTime = request.slotTime ?? '';
    const bookedInSlot = offered.times.includes(slotTime) ? await this.orders.countSlotHoldingOrdersInSlot(this.dataSource.manager, offered.date, `${slotTime}:00`) : 0;
    const plan = planStaffOrder(request, {
      items: new Map(items.map((item) => [item.id, item])),
      settings,
      postcodeValid: postcodeVerdict?.valid ?? false,
      offered,
      bookedInSlot,
    });
    if (!plan.ok) throw staffPlanException(plan.problem);
    const { draft } = plan;
    const byId = new Map(items.map((item) => [item.id, item]));
    const stationUses = orderStationUses(request.lines.map((line) => lineStationUses(byId.get(line.menuItemId)!, line.optionId ?? null, line.choiceIds ?? [], line.quantity)));
    const stations = stationUses.length > 0 ? await this.stations.listStations() : [];

    const { order, emailIds } = await this.dataSource.transaction(async (manager) => {
      const capacity = request.overrideFullSlot ? Number.POSITIVE_INFINITY : settings.ordersPerTimeSlot;
      const row = await this.newOrder(draft, staff, await this.orders.nextOrderSequenceValue(manager));
      const result = await this.orders.insertOrderWithinSlotCapacity(manager, row, draft.items, capacity, stationUses, stations, !request.overrideFullSlot);
      // Filled while staff were typing, or a kitchen station has no room: warn, and staff may take it anyway.
      if ('full' in result) {
        throw result.full === 'slot'
          ? OrdersException.slotFullOverridable(draft.slotTime, result.booked, settings.ordersPerTimeSlot)
          : OrdersException.kitchenFullOverridable(draft.slotTime, result.station.name, result.taken, result.station.unitsPerSlot);
      }
      const inserted = result.order;
      const owed = await this.mailer.oweConfirmationEmails(inserted, manager);
      await this.audit.recordChange(
        staff,
        { area: 'order', action: 'take', entityId: inserted.id, before: null, after: { ...orderAuditFacts(inserted), paidWith: inserted.paidWith ?? null, overfilledSlot: bookedInSlot >= settings.ordersPerTimeSlot } },
        manager,
      );
      return { order: inserted, emailIds: owed };
    });

    const facts = { orderId: order.id, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid };
    await this.events.emit('OrderPlaced', facts);
    // Paid at the counter: everything that follows a payment (the printer set to print on payment) follows this one.
    if (order.isPaid) await this.events.emit('OrderPaid', facts);
    this.metrics.ordersPlaced.inc({ delivery_type: order.deliveryType, payment_method: order.paymentMethod });
    this.mailer.dispatchAfterCommit(emailIds);
    return toAdminOrder(order);
  }

  private newOrder(draft: StaffOrderDraft, staff: AuthUser, sequenceValue: string): NewOrder {
    const paidNow = draft.paidWith !== null;
    return { ...newOrderRow(draft, sequenceValue, null), isPaid: paidNow, paidAt: paidNow ? this.clock.now().toJSDate() : null, paidWith: draft.paidWith, takenBy: staff.id };
  }
}

/** A plan's problem as the module's exception. */
function staffPlanException(problem: StaffPlanProblem): OrdersException {
  switch (problem.kind) {
    case 'type_unavailable':
      return OrdersException.deliveryTypeUnavailable(problem.deliveryType);
    case 'no_lines':
      return OrdersException.noOrderLines();
    case 'lines_unavailable':
      return OrdersException.orderLinesUnavailable(problem.lines);
    case 'checkout':
      return OrdersException.checkoutProblem(problem.problem);
    case 'payment_not_allowed':
      return OrdersException.staffPaymentNotAllowed(problem.deliveryType);
    case 'invalid_email':
      return OrdersException.invalidEmail();
    case 'slot_unavailable':
      return OrdersException.slotUnavailable(problem.slotTime);
    case 'slot_full':
      return OrdersException.slotFullOverridable(problem.slotTime, problem.booked, problem.capacity);
  }
}
