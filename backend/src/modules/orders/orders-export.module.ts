import { Module } from '@nestjs/common';
import { OrdersExportService } from './orders-export.service.js';
import { OrdersRepository } from './orders.repository.js';

/** The orders CSV export (the CLI's `orders:export`): no controllers, no checkout. */
@Module({
  providers: [OrdersRepository, OrdersExportService],
  exports: [OrdersExportService],
})
export class OrdersExportModule {}
