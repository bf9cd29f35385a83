import { Body, Delete, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUserDto, AdminUserOrderDto, AdminUsersPageDto, ChangeUserRoleDto, DeletedUserDto, UserStatsDto } from './dto/admin-users.dto.js';
import { PageQueryDto } from '../../infra/http/page-query.dto.js';
import { AdminController, CurrentUser, StepUp } from './guards/auth.decorators.js';
import type { AuthUser } from './sessions.service.js';
import { ApiErrors } from '../../infra/http/api-errors.js';

/** The Visitors tab's Users: stats, the list, a user's orders, delete, promote and demote. */
@AdminController('users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get('stats')
  @ApiOperation({ summary: 'Count customers and staff' })
  @ApiOkResponse({ type: UserStatsDto })
  getUserStats(@CurrentUser() staff: AuthUser): Promise<UserStatsDto> {
    return this.users.getUserStats(staff);
  }

  @Get()
  @ApiOperation({ summary: 'List users, searched and paged' })
  @ApiOkResponse({ type: AdminUsersPageDto, description: '20 a page, newest first' })
  listUsers(@CurrentUser() staff: AuthUser, @Query() query: PageQueryDto): Promise<AdminUsersPageDto> {
    return this.users.listUsers(staff, query.page);
  }

  @Get(':id/orders')
  @ApiOperation({ summary: 'List one user\'s orders' })
  @ApiErrors(404)
  @ApiOkResponse({ type: AdminUserOrderDto, isArray: true })
  listOrdersOfUser(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminUserOrderDto[]> {
    return this.users.listOrdersOfUser(staff, id);
  }

  @Patch(':id/role')
  @StepUp()
  @ApiOperation({ summary: 'Change a user\'s role' })
  @ApiErrors(404, { status: 409, description: 'LAST_ADMIN or OWN_ACCOUNT' })
  @ApiOkResponse({ type: AdminUserDto })
  changeUserRole(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: ChangeUserRoleDto): Promise<AdminUserDto> {
    return this.users.changeUserRole(staff, id, body.role);
  }

  @Delete(':id')
  @StepUp()
  @ApiOperation({ summary: 'Delete a user' })
  @ApiErrors(404, { status: 409, description: 'LAST_ADMIN or OWN_ACCOUNT' })
  @ApiOkResponse({ type: DeletedUserDto, description: 'Orders stay, with the name and e-mail they were placed with' })
  deleteUser(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<DeletedUserDto> {
    return this.users.deleteUser(staff, id);
  }
}
