import { Module } from '@nestjs/common';
// The orders events join the application's event map wherever this module is compiled.
import './events/order.events.js';
import { PaymentsModule } from '../../infra/payments/payments.module.js';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { SchedulingModule } from '../scheduling/scheduling.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CartModule } from './cart/cart.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutSessionsService } from './checkout-sessions.service.js';
import { CheckoutService } from './checkout.service.js';
import { OrderPlacementGuard } from './order-placement-guard.service.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { OrderIdempotencyService } from './order-idempotency.service.js';
import { OrderMailer } from './order-mailer.service.js';
import { DeletedOrdersRepository } from './deleted-orders.repository.js';
import { OrderSettlementService } from './order-settlement.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRealtimeListener } from './orders-realtime.listener.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsController } from './payments.controller.js';
import { PostcodesClient } from './postcodes.client.js';

/** Checkout, orders and their payment, as the api serves them. Other modules use OrdersService. The worker runs OrdersJobsModule. */
@Module({
  imports: [CartModule, SettingsModule, SchedulingModule, PaymentsModule, AuditCoreModule],
  controllers: [CheckoutController, OrdersController, PaymentsController, AdminOrdersController],
  providers: [
    OrdersRepository,
    OrdersService,
    CheckoutService,
    OrderPlacementGuard,
    CheckoutSessionsService,
    PaymentWebhooksService,
    OrderSettlementService,
    DeletedOrdersRepository,
    DeliveryAreaService,
    PostcodesClient,
    OrderMailer,
    OrderIdempotencyService,
    AdminOrdersRepository,
    AdminOrdersService,
    OrdersRealtimeListener,
  ],
  exports: [OrdersService, AdminOrdersService],
})
export class OrdersModule {}
