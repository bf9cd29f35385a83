import { Module } from '@nestjs/common';
import { OrderFiguresRepository } from './order-figures.repository.js';
import { OrderFiguresService } from './order-figures.service.js';

/** The orders' figures for the owner's reports, without the rest of the orders module: the api's reports and the worker's weekly summary import it. */
@Module({
  providers: [OrderFiguresRepository, OrderFiguresService],
  exports: [OrderFiguresService],
})
export class OrderFiguresModule {}
