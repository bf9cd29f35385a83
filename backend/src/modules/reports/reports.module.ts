import { Module } from '@nestjs/common';
import { OrderFiguresModule } from '../orders/order-figures.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** The owner's numbers (issue 29): reports over orders and refunds, read through the orders module's figures. */
@Module({
  imports: [OrderFiguresModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
