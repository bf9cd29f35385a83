import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { pageWindow, toPage, type Page } from '../../infra/http/pagination.js';
import { ACCOUNT_AUDIT, ACCOUNT_ORDERS, type AccountAudit, type AccountOrders } from './account-ports.js';
import { AccountsException } from './accounts.exception.js';
import { AdminUsersRepository, type UserRow } from './admin-users.repository.js';
import { averageOrdersPerUser, USERS_PAGE_SIZE, userStatsWindow } from './domain/user-stats.js';
import type { AdminUserDto, AdminUserOrderDto, DeletedUserDto, UserStatsDto } from './dto/admin-users.dto.js';
import type { Role } from './domain/roles.js';
import type { AuthUser } from './sessions.service.js';
import { type AccountChangeRecorder, UsersService } from './users.service.js';

/** How many of a user's orders the staff dialog lists. */
const USER_ORDERS_LIMIT = 100;

function toAdminUser(row: UserRow, orderCount: number): AdminUserDto {
  return { ...row, fullName: row.fullName.trim() || null, orderCount };
}

/** The staff Users screen: stats, the list, a user's orders, delete, set a role. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly directory: AdminUsersRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @Inject(ACCOUNT_AUDIT) private readonly audit: AccountAudit,
    @Inject(ACCOUNT_ORDERS) private readonly orders: AccountOrders,
  ) {}

  async getUserStats(_staff: AuthUser): Promise<UserStatsDto> {
    const { activeSince, monthStart } = userStatsWindow(this.clock.now());
    const [counts, ordersOfUsers] = await Promise.all([this.directory.computeUserStats(activeSince, monthStart), this.orders.countOrdersOfAccounts()]);
    return { ...counts, averageOrdersPerUser: averageOrdersPerUser(ordersOfUsers, counts.total) };
  }

  async listUsers(_staff: AuthUser, page = 1): Promise<Page<AdminUserDto>> {
    const request = { page, pageSize: USERS_PAGE_SIZE };
    const { limit, offset } = pageWindow(request);
    const { rows, total } = await this.directory.findUsersPage(limit, offset);
    const orderCounts = await this.orders.countOrdersByUser(rows.map((row) => row.id));
    return toPage(
      rows.map((row) => toAdminUser(row, orderCounts.get(row.id) ?? 0)),
      total,
      request,
    );
  }

  listOrdersOfUser(_staff: AuthUser, userId: string): Promise<AdminUserOrderDto[]> {
    return this.orders.orderSummariesOf(userId, USER_ORDERS_LIMIT);
  }

  async deleteUser(staff: AuthUser, userId: string): Promise<DeletedUserDto> {
    const deleted = await this.users.deleteUser(staff, userId, this.recordUserChange(staff, 'delete'));
    return { id: deleted.id, email: deleted.email };
  }

  async changeUserRole(admin: AuthUser, userId: string, role: Role): Promise<AdminUserDto> {
    await this.users.changeUserRole(admin, userId, role);
    const row = await this.directory.findUserRow(userId);
    if (!row) throw AccountsException.userIdNotFound(userId);
    return toAdminUser(row, (await this.orders.countOrdersByUser([userId])).get(userId) ?? 0);
  }

  /** Writes the audit entry in the change's own transaction. */
  private recordUserChange(staff: AuthUser, action: 'delete'): AccountChangeRecorder {
    return (tx, before, after) => this.audit.recordAccountChange(staff, { action, entityId: before.id, before, after }, tx);
  }
}
