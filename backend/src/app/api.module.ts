import { Module } from '@nestjs/common';
import { ClockModule } from '../infra/clock/clock.module.js';
import { ConfigModule } from '../infra/config/config.module.js';
import { DatabaseModule } from '../infra/database/database.module.js';
import { EventsModule } from '../infra/events/events.module.js';
import { HealthModule } from '../infra/health/health.module.js';
import { MailModule } from '../infra/mail/mail.module.js';
import { MetricsEndpointModule, MetricsModule } from '../infra/metrics/metrics.module.js';
import { QueueModule } from '../infra/queue/queue.module.js';
import { RealtimeGatewaysModule, RealtimeModule } from '../infra/realtime/realtime.module.js';
import { RedisModule } from '../infra/redis/redis.module.js';
import { SsrModule } from '../infra/ssr/ssr.module.js';
import { AccountsAdminModule } from '../modules/accounts/accounts-admin.module.js';
import { AccountsModule } from '../modules/accounts/accounts.module.js';
import { TwoStepGateModule } from '../modules/accounts/two-step-gate.module.js';
import { AdminBadgesModule } from '../modules/admin-badges/admin-badges.module.js';
import { AdminSocketAuthenticatorService } from '../modules/accounts/admin-socket.authenticator.js';
import { AuditModule } from '../modules/audit/audit.module.js';
import { AnalyticsModule } from '../modules/analytics/analytics.module.js';
import { ReportsModule } from '../modules/reports/reports.module.js';
import { BookingsModule } from '../modules/bookings/bookings.module.js';
import { BookingsService } from '../modules/bookings/bookings.service.js';
import { MenuModule } from '../modules/menu/menu.module.js';
import { CartModule } from '../modules/orders/cart/cart.module.js';
import { OrdersModule } from '../modules/orders/orders.module.js';
import { OrderFollowAuthorizerService } from '../modules/orders/order-follow.authorizer.js';
import { OrdersService } from '../modules/orders/orders.service.js';
import { RestaurantModule } from '../modules/restaurant/restaurant.module.js';
import { ReviewsModule } from '../modules/reviews/reviews.module.js';
import { SeoModule } from '../modules/seo/seo.module.js';
import { SchedulingAdminModule } from '../modules/scheduling/scheduling-admin.module.js';
import { SettingsModule } from '../modules/settings/settings.module.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import { ALL_ENTITIES } from './entities.js';
import { PagePrefetchers } from './page-prefetchers.js';

/**
 * The api process: HTTP API, Socket.IO and server-rendered pages. It writes e-mails to the outbox
 * (MailModule) but never sends them: the SMTP transport lives in the worker.
 */
@Module({
  imports: [
    ConfigModule,
    MetricsModule,
    MetricsEndpointModule,
    DatabaseModule.forRoot(ALL_ENTITIES),
    RedisModule,
    QueueModule,
    EventsModule,
    MailModule,
    RealtimeModule,
    RealtimeGatewaysModule.register({
      imports: [AccountsModule, OrdersModule],
      adminAuthenticator: AdminSocketAuthenticatorService,
      orderAuthorizer: OrderFollowAuthorizerService,
    }),
    SsrModule,
    HealthModule,
    AccountsModule,
    TwoStepGateModule.register({ imports: [SettingsModule], policy: SettingsService }),
    AccountsAdminModule.register({ imports: [OrdersModule], orders: OrdersService }),
    AnalyticsModule,
    ReportsModule,
    SettingsModule,
    AuditModule,
    MenuModule,
    CartModule,
    ClockModule,
    OrdersModule,
    SchedulingAdminModule.register({ imports: [OrdersModule, BookingsModule], orders: OrdersService, bookings: BookingsService }),
    ReviewsModule,
    BookingsModule,
    AdminBadgesModule,
    RestaurantModule,
    SeoModule,
  ],
  providers: [PagePrefetchers],
})
export class ApiModule {}
