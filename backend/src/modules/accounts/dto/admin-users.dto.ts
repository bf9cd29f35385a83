import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ROLES, type Role } from '../domain/roles.js';

export class UserStatsDto {
  @ApiProperty() total: number;
  @ApiProperty() admins: number;
  @ApiProperty() staff: number;
  @ApiProperty({ description: 'Orders placed by accounts per account, to 1 decimal' }) averageOrdersPerUser: number;
  @ApiProperty({ description: 'Signed in during the last 30 days' }) activeLast30Days: number;
  @ApiProperty({ description: 'Joined since the start of this month (Europe/London)' }) newThisMonth: number;
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, description: "null shows as 'N/A'" }) fullName: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, format: 'date-time' }) joinedAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLogin: Date | null;
  @ApiProperty() orderCount: number;
  @ApiProperty({ description: "role === 'administrator'" }) isAdmin: boolean;
  @ApiProperty({ enum: ROLES, enumName: 'Role', description: 'What the user may use' }) role: Role;
}

export class AdminUsersPageDto {
  @ApiProperty({ type: AdminUserDto, isArray: true }) items: AdminUserDto[];
  @ApiProperty() page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'At least 1' }) pageCount: number;
}

export class AdminUserOrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty({ example: '2031-01-14' }) orderDate: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class ChangeUserRoleDto {
  @ApiProperty({ enum: ROLES, enumName: 'Role', description: 'The new role; ends every session of the user' })
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role: Role;
}

export class DeletedUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
}
