import { WebSocketGateway } from '@nestjs/websockets';
import { STOREFRONT_NAMESPACE } from './socket-events.js';

/** The customers' namespace, api process only: open to anyone, it only ever receives menu and settings changes. */
@WebSocketGateway({ namespace: STOREFRONT_NAMESPACE })
export class StorefrontGateway {}
