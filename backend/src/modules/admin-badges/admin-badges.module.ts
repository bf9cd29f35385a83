import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminBadgesController } from './admin-badges.controller.js';
import { AdminBadgesService } from './admin-badges.service.js';

/** GET /api/admin/badges: the admin link's counts, asked of the orders and bookings modules' services. */
@Module({
  imports: [OrdersModule, BookingsModule],
  controllers: [AdminBadgesController],
  providers: [AdminBadgesService],
})
export class AdminBadgesModule {}
