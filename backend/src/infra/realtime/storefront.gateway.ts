import { type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Namespace } from 'socket.io';
import { MetricsService } from '../metrics/metrics.service.js';
import { STOREFRONT_NAMESPACE } from './socket-events.js';

/** The customers' namespace, api process only: open to anyone, it only ever receives menu and settings changes. */
@WebSocketGateway({ namespace: STOREFRONT_NAMESPACE })
export class StorefrontGateway implements OnGatewayInit {
  constructor(private readonly metrics: MetricsService) {}

  afterInit(namespace: Namespace): void {
    this.metrics.trackNamespace(STOREFRONT_NAMESPACE, namespace);
  }
}
