import { type DynamicModule, Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { AdminGateway } from './admin.gateway.js';
import { RealtimePublisher } from './realtime.publisher.js';
import { ADMIN_SOCKET_AUTHENTICATOR, type AdminSocketAuthenticator } from './socket-auth.js';
import { StorefrontGateway } from './storefront.gateway.js';

/**
 * Typed Socket.IO messages from any process: RealtimePublisher puts them on Redis. Which domain
 * event becomes which message is each module's own listener (e.g. modules/orders/orders-realtime.listener.ts).
 */
@Global()
@Module({ providers: [RealtimePublisher], exports: [RealtimePublisher] })
export class RealtimeModule {}

/**
 * The Socket.IO namespaces, api process only. The app says who authenticates administrators
 * (infra does not know the accounts module).
 */
@Module({})
export class RealtimeGatewaysModule {
  static register(options: { imports: ModuleMetadata['imports']; adminAuthenticator: Type<AdminSocketAuthenticator> }): DynamicModule {
    return {
      module: RealtimeGatewaysModule,
      imports: options.imports,
      providers: [{ provide: ADMIN_SOCKET_AUTHENTICATOR, useClass: options.adminAuthenticator }, AdminGateway, StorefrontGateway],
    };
  }
}
