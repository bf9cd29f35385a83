import { Module } from '@nestjs/common';
// The orders events join the application's event map wherever this module is compiled.
import './events/order.events.js';
import { PaymentsModule } from '../../infra/payments/payments.module.js';
import { CartRepository } from './cart/cart.repository.js';
import { OrderedCartLines } from './cart/ordered-cart-lines.service.js';
import { ReconcilePaymentsJob } from './jobs/reconcile-payments.job.js';
import { OrderMailer } from './order-mailer.service.js';
import { DeletedOrdersRepository } from './deleted-orders.repository.js';
import { OrderSettlementService } from './order-settlement.service.js';
import { OrdersRealtimeListener } from './orders-realtime.listener.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentReconciliationService } from './payment-reconciliation.service.js';

/**
 * The orders module as the worker runs it: the reconcile-payments job and what it needs. No
 * controllers, no checkout, no menu: the api runs OrdersModule.
 */
@Module({
  imports: [PaymentsModule],
  providers: [OrdersRepository, CartRepository, OrderedCartLines, OrderMailer, OrderSettlementService, DeletedOrdersRepository, PaymentReconciliationService, ReconcilePaymentsJob, OrdersRealtimeListener],
})
export class OrdersJobsModule {}
