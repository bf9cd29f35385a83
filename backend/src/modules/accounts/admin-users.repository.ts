import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Role } from './domain/roles.js';

export interface UserStatsRow {
  total: number;
  admins: number;
  staff: number;
  activeLast30Days: number;
  newThisMonth: number;
}

/** An account as the staff Users screen lists it (its order count comes from the orders module). */
export interface UserRow {
  id: string;
  fullName: string;
  email: string;
  joinedAt: Date;
  isAdmin: boolean;
  role: Role;
  lastLogin: Date | null;
}

const USER_COLUMNS = `p.user_id AS "id", p.full_name AS "fullName", p.email, p.created_at AS "joinedAt", p.is_admin AS "isAdmin", p.role,
  p.last_login AS "lastLogin"`;

/** Read queries over profiles for the staff Users screen; order counts come from OrdersService (AccountOrders). */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every stat card in one query. */
  async computeUserStats(activeSince: Date, monthStart: Date): Promise<UserStatsRow> {
    const [row]: UserStatsRow[] = await this.dataSource.query(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE p.is_admin)::int AS "admins",
              count(*) FILTER (WHERE p.role = 'staff')::int AS "staff",
              count(*) FILTER (WHERE p.last_login >= $1)::int AS "activeLast30Days",
              count(*) FILTER (WHERE p.created_at >= $2)::int AS "newThisMonth"
         FROM profiles p`,
      [activeSince, monthStart],
    );
    return row;
  }

  /** One page of accounts, newest first, plus the total in the same query. */
  async findUsersPage(limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
    const rows: (UserRow & { total: number })[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, count(*) OVER ()::int AS "total"
         FROM profiles p
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0].total };
    // Past the last page: the window count has no row to ride on.
    const [{ total }]: { total: number }[] = await this.dataSource.query('SELECT count(*)::int AS total FROM profiles');
    return { rows: [], total };
  }

  async findUserRow(userId: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.dataSource.query(`SELECT ${USER_COLUMNS} FROM profiles p WHERE p.user_id = $1`, [userId]);
    return rows[0] ?? null;
  }
}
