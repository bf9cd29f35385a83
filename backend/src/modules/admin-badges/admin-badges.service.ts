import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AdminBookingsService } from '../bookings/admin-bookings.service.js';
import { AdminOrdersService } from '../orders/admin-orders.service.js';
import type { AdminBadgesDto } from './dto/admin-badges.dto.js';

/** The admin link's badges: each count from the module that owns it. */
@Injectable()
export class AdminBadgesService {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly bookings: AdminBookingsService,
  ) {}

  async countBadges(staff: AuthUser): Promise<AdminBadgesDto> {
    const [openOrders, pendingBookings] = await Promise.all([this.orders.countOpenOrdersToday(staff), this.bookings.countPendingBookings(staff)]);
    return { openOrders, pendingBookings };
  }
}
