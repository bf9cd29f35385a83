import { type DynamicModule, Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { AdminGateway } from './admin.gateway.js';
import { RealtimePublisher } from './realtime.publisher.js';
import { OrderGateway } from './order.gateway.js';
import { ADMIN_SOCKET_AUTHENTICATOR, type AdminSocketAuthenticator, ORDER_FOLLOW_AUTHORIZER, type OrderFollowAuthorizer } from './socket-auth.js';
import { StorefrontGateway } from './storefront.gateway.js';

/**
 * Typed Socket.IO messages from any process: RealtimePublisher puts them on Redis. Which domain
 * event becomes which message is each module's own listener (e.g. modules/orders/orders-realtime.listener.ts).
 */
@Global()
@Module({ providers: [RealtimePublisher], exports: [RealtimePublisher] })
export class RealtimeModule {}

/**
 * The Socket.IO namespaces, api process only. The app says who authenticates administrators and
 * who may follow an order (infra knows neither the accounts nor the orders module).
 */
@Module({})
export class RealtimeGatewaysModule {
  static register(options: { imports: ModuleMetadata['imports']; adminAuthenticator: Type<AdminSocketAuthenticator>; orderAuthorizer: Type<OrderFollowAuthorizer> }): DynamicModule {
    return {
      module: RealtimeGatewaysModule,
      imports: options.imports,
      providers: [
        { provide: ADMIN_SOCKET_AUTHENTICATOR, useClass: options.adminAuthenticator },
        { provide: ORDER_FOLLOW_AUTHORIZER, useClass: options.orderAuthorizer },
        AdminGateway,
        StorefrontGateway,
        OrderGateway,
      ],
    };
  }
}
