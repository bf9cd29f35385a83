import Stripe from 'stripe';
import type { AppConfig } from '../config/app-config.js';

/** Injection token of the one Stripe client. */
export const STRIPE = Symbol('STRIPE');

/**
 * The official Stripe client. With STRIPE_API_BASE set (local runs and tests) it talks to that
 * host instead of api.stripe.com; the code path is otherwise exactly production's.
 */
export function createStripeClient(
  config: Pick<AppConfig, 'stripeSecretKey' | 'stripeApiBase'>,
  network: { maxNetworkRetries?: number; timeout?: number } = {},
): Stripe {
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: network.maxNetworkRetries ?? 2,
    timeout: network.timeout ?? 15_000,
    appInfo: { name: 'walkden-kitchen' },
    ...(base ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
  });
}
