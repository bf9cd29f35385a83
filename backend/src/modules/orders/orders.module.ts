import { Module } from '@nestjs/common';
// The orders events join the application's event map wherever this module is compiled.
import './events/order.events.js';
import { PaymentsModule } from '../../infra/payments/payments.module.js';
import { ThermalPrinterClient } from '../../infra/printing/thermal-printer.js';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { SchedulingModule } from '../scheduling/scheduling.module.js';
import { MenuModule } from '../menu/menu.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CartModule } from './cart/cart.module.js';
import { CollectionBoardController } from './collection-board.controller.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutSessionsService } from './checkout-sessions.service.js';
import { CheckoutService } from './checkout.service.js';
import { OrderPlacementGuard } from './order-placement-guard.service.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { OrderIdempotencyService } from './order-idempotency.service.js';
import { OrderMailer } from './order-mailer.service.js';
import { OrderPrintsListener } from './order-prints.listener.js';
import { OrderPrintsRepository } from './order-prints.repository.js';
import { OrderPrintsService } from './order-prints.service.js';
import { DeletedOrdersRepository } from './deleted-orders.repository.js';
import { OrderSettlementService } from './order-settlement.service.js';
import { OrderLinkController } from './order-link.controller.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRealtimeListener } from './orders-realtime.listener.js';
import { OrdersRepository } from './orders.repository.js';
import { KitchenLoadController } from './kitchen-load.controller.js';
import { KitchenLoadService } from './kitchen-load.service.js';
import { OrdersService } from './orders.service.js';
import { OrderCorrectionsService } from './order-corrections.service.js';
import { OrderDriversService } from './order-drivers.service.js';
import { TipsController } from './tips.controller.js';
import { TipsRepository } from './tips.repository.js';
import { TipsService } from './tips.service.js';
import { AccountsCoreModule } from '../accounts/accounts-core.module.js';
import { OrderPushController } from './order-push.controller.js';
import { OrderPushListener } from './order-push.listener.js';
import { OrderPushService } from './order-push.service.js';
import { WebPushSender } from '../../infra/push/web-push.sender.js';
import { OrderRefundsService } from './order-refunds.service.js';
import { PhoneOrdersService } from './phone-orders.service.js';
import { OrderAgainService } from './order-again.service.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsController } from './payments.controller.js';
import { PostcodesClient } from './postcodes.client.js';

/** Checkout, orders and their payment, as the api serves them. Other modules use OrdersService. The worker runs OrdersJobsModule. */
@Module({
  imports: [CartModule, MenuModule, SettingsModule, SchedulingModule, PaymentsModule, AuditCoreModule, AccountsCoreModule],
  controllers: [CheckoutController, OrdersController, OrderLinkController, OrderPushController, PaymentsController, AdminOrdersController, CollectionBoardController, TipsController, KitchenLoadController],
  providers: [
    OrdersRepository,
    KitchenLoadService,
    OrdersService,
    OrderAgainService,
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
    PhoneOrdersService,
    OrderRefundsService,
    OrderCorrectionsService,
    OrderPushService,
    OrderPushListener,
    WebPushSender,
    // Issue 26: the kitchen printer (the worker prints; the api records and queues prints).
    OrderPrintsRepository,
    OrderPrintsService,
    OrderPrintsListener,
    ThermalPrinterClient,
    // Issue 29: deliveries' drivers and the tips ledger.
    OrderDriversService,
    TipsRepository,
    TipsService,
  ],
  exports: [OrdersService, AdminOrdersService],
})
export class OrdersModule {}
