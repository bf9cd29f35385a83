import { Module } from '@nestjs/common';
// The orders events join the application's event map wherever this module is compiled.
import './events/order.events.js';
import { PaymentsModule } from '../../infra/payments/payments.module.js';
import { ThermalPrinterClient } from '../../infra/printing/thermal-printer.js';
import { SettingsCoreModule } from '../settings/settings-core.module.js';
import { CartRepository } from './cart/cart.repository.js';
import { OrderedCartLines } from './cart/ordered-cart-lines.service.js';
import { PrintTicketJob } from './jobs/print-ticket.job.js';
import { SendOrderPushJob } from './jobs/send-order-push.job.js';
import { OrderPushListener } from './order-push.listener.js';
import { OrderPushService } from './order-push.service.js';
import { WebPushSender } from '../../infra/push/web-push.sender.js';
import { ReconcilePaymentsJob } from './jobs/reconcile-payments.job.js';
import { OrderMailer } from './order-mailer.service.js';
import { OrderPrintsListener } from './order-prints.listener.js';
import { OrderPrintsRepository } from './order-prints.repository.js';
import { OrderPrintsService } from './order-prints.service.js';
import { DeletedOrdersRepository } from './deleted-orders.repository.js';
import { OrderSettlementService } from './order-settlement.service.js';
import { OrdersRealtimeListener } from './orders-realtime.listener.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentReconciliationService } from './payment-reconciliation.service.js';

/**
 * The orders module as the worker runs it: the reconcile-payments, print-ticket and send-order-push jobs and what they need. No
 * controllers, no checkout, no menu: the api runs OrdersModule.
 */
@Module({
  imports: [PaymentsModule, SettingsCoreModule],
  providers: [
    OrdersRepository,
    CartRepository,
    OrderedCartLines,
    OrderMailer,
    OrderSettlementService,
    DeletedOrdersRepository,
    PaymentReconciliationService,
    ReconcilePaymentsJob,
    OrdersRealtimeListener,
    OrderPrintsRepository,
    OrderPrintsService,
    OrderPrintsListener,
    ThermalPrinterClient,
    PrintTicketJob,
    WebPushSender,
    OrderPushService,
    OrderPushListener,
    SendOrderPushJob,
  ],
})
export class OrdersJobsModule {}
