import { InitialSchema1795366940323 } from './1795366940323-initial-schema.js';
import { DropSessionExpiryCheck1795368352409 } from './1795368352409-drop-session-expiry-check.js';
import { OrderAttentionReason1795368500000 } from './1795368500000-order-attention-reason.js';
import { AdminOrders1795369100000 } from './1795369100000-admin-orders.js';

/** Every migration, oldest first. */
export const ALL_MIGRATIONS = [InitialSchema1795366940323, DropSessionExpiryCheck1795368352409, OrderAttentionReason1795368500000, AdminOrders1795369100000];
