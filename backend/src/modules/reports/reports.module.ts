import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** The owner's numbers (issue 29): reports over orders and refunds, read through the orders module's figures. */
@Module({
  imports: [OrdersModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
