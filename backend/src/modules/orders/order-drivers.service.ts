import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { AuditService } from '../audit/audit.service.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { orderAuditFacts } from './domain/order-audit.js';
import { driverAssignmentProblem, driverNameFromText, staffDriverName } from './domain/tips.js';
import { type AdminOrderDto, type DriverOptionDto, toAdminOrder } from './dto/admin-orders.dto.js';
import type { Order } from './entities/order.entity.js';
import { OrdersException } from './orders.exception.js';
import { TipsException } from './tips.exception.js';

/** A delivery's driver as stored: a staff account and its name then, or a typed name alone. */
interface Driver {
  userId: string | null;
  name: string;
}

const driverOf = (order: Pick<Order, 'driverUserId' | 'driverName'>): Driver | null => (order.driverName ? { userId: order.driverUserId ?? null, name: order.driverName } : null);

/**
 * Issue 29: who took a delivery out, so that its tip is theirs in the tips ledger. Staff pick a
 * member of staff (named as they are then) or type a name, when the order goes out; an assignment
 * is made under the order's lock, audited in its transaction, and announced like any staff change
 * (OrderChanged), so every Today's Orders shows it.
 */
@Injectable()
export class OrderDriversService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: AdminOrdersRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  /** The staff list the driver picker offers: staff and administrators, by name. */
  async listDrivers(_staff: AuthUser): Promise<DriverOptionDto[]> {
    return (await this.users.listStaffMembers()).map((account) => ({ userId: account.id, name: staffDriverName(account) }));
  }

  /** Sets a delivery's driver (`userId` or `name`), or clears it (neither). */
  async assignDriver(staff: AuthUser, orderId: string, request: { userId?: string; name?: string }): Promise<AdminOrderDto> {
    const driver = await this.resolveDriver(request);
    const { order, changed } = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, orderId);
      if (!locked) throw OrdersException.orderNotFound();
      const problem = driverAssignmentProblem(locked);
      if (problem === 'not_delivery') throw TipsException.driverNotForCollection();
      if (problem === 'abandoned') throw TipsException.driverNotForAbandoned();
      const before = driverOf(locked);
      if (before?.userId === driver?.userId && before?.name === driver?.name) return { order: (await this.orders.findWithItems(orderId, manager))!, changed: false };
      await this.orders.updateOrder(manager, orderId, { driverUserId: driver?.userId ?? null, driverName: driver?.name ?? null });
      const updated = (await this.orders.findWithItems(orderId, manager))!;
      await this.audit.recordChange(
        staff,
        { area: 'order', action: 'assign_driver', entityId: orderId, before: { ...orderAuditFacts(locked), driver: before }, after: { ...orderAuditFacts(updated), driver } },
        manager,
      );
      return { order: updated, changed: true };
    });
    if (changed) await this.events.emit('OrderChanged', { orderId, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid });
    return toAdminOrder(order);
  }

  /** The driver a request names: a member of staff (by their name now), a typed name, or none. */
  private async resolveDriver(request: { userId?: string; name?: string }): Promise<Driver | null> {
    if (request.userId !== undefined && request.name !== undefined) throw TipsException.driverInvalid('Pick a member of staff or type a name, not both.');
    if (request.userId !== undefined) {
      const account = await this.users.findStaffMember(request.userId);
      if (!account) throw TipsException.driverNotStaff();
      return { userId: account.id, name: staffDriverName(account) };
    }
    if (request.name !== undefined) {
      const typed = driverNameFromText(request.name);
      if ('problem' in typed) throw TipsException.driverInvalid(typed.problem);
      return { userId: null, name: typed.name };
    }
    return null;
  }
}
