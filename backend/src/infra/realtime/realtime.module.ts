import { type DynamicModule, Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { AdminGateway } from './admin.gateway.js';
import { RealtimeEventsListener } from './realtime-events.listener.js';
import { RealtimePublisher } from './realtime.publisher.js';
import { ADMIN_SOCKET_AUTHENTICATOR, type AdminSocketAuthenticator } from './socket-auth.js';
import { StorefrontGateway } from './storefront.gateway.js';

/**
 * Domain events to browsers, in every process: the listener turns chosen events into typed
 * Socket.IO messages and RealtimePublisher puts them on Redis.
 */
@Global()
@Module({ providers: [RealtimePublisher, RealtimeEventsListener], exports: [RealtimePublisher] })
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
