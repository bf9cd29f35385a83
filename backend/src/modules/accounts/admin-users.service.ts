import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { pageWindow, toPage, type Page } from '../../infra/http/pagination.js';
import { AuditService } from '../audit/audit.service.js';
import { AccountsException } from './accounts.exception.js';
import { AdminUsersRepository, type UserListRow } from './admin-users.repository.js';
import { averageOrdersPerUser, USERS_PAGE_SIZE, userStatsWindow } from './domain/user-stats.js';
import type { AdminUserDto, AdminUserOrderDto, DeletedUserDto, UserStatsDto } from './dto/admin-users.dto.js';
import type { Role } from './domain/roles.js';
import type { AuthUser } from './sessions.service.js';
import { type AccountChangeRecorder, UsersService } from './users.service.js';

/** How many of a user's orders the staff dialog lists. */
const USER_ORDERS_LIMIT = 100;

function toAdminUser(row: UserListRow): AdminUserDto {
  return { ...row, fullName: row.fullName.trim() || null };
}

/** The staff Users screen: stats, the list, a user's orders, delete, set a role. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly directory: AdminUsersRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async getUserStats(_staff: AuthUser): Promise<UserStatsDto> {
    const { activeSince, monthStart } = userStatsWindow(this.clock.now());
    const { ordersOfUsers, ...counts } = await this.directory.computeUserStats(activeSince, monthStart);
    return { ...counts, averageOrdersPerUser: averageOrdersPerUser(ordersOfUsers, counts.total) };
  }

  async listUsers(_staff: AuthUser, page = 1): Promise<Page<AdminUserDto>> {
    const request = { page, pageSize: USERS_PAGE_SIZE };
    const { limit, offset } = pageWindow(request);
    const { rows, total } = await this.directory.findUsersPage(limit, offset);
    return toPage(rows.map(toAdminUser), total, request);
  }

  listOrdersOfUser(_staff: AuthUser, userId: string): Promise<AdminUserOrderDto[]> {
    return this.directory.findOrdersOfUser(userId, USER_ORDERS_LIMIT);
  }

  async deleteUser(staff: AuthUser, userId: string): Promise<DeletedUserDto> {
    const deleted = await this.users.deleteUser(staff, userId, this.recordUserChange(staff, 'delete'));
    return { id: deleted.id, email: deleted.email };
  }

  async changeUserRole(admin: AuthUser, userId: string, role: Role): Promise<AdminUserDto> {
    await this.users.changeUserRole(admin, userId, role);
    const row = await this.directory.findUserRow(userId);
    if (!row) throw AccountsException.userIdNotFound(userId);
    return toAdminUser(row);
  }

  /** Writes the audit entry in the change's own transaction. */
  private recordUserChange(staff: AuthUser, action: 'delete'): AccountChangeRecorder {
    return (tx, before, after) => this.audit.recordChange(staff, { area: 'user', action, entityId: before.id, before, after }, tx);
  }
}
