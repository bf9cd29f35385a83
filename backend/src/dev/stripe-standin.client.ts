// Drives the Stripe stand-in from tests in another process (Playwright). Uses only fetch.

export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export const CHECKOUT_EVENT_TYPES: readonly CheckoutEventType[] = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
];

export interface SendEventOptions {
  /**
   * true (default): the session first takes the state the event announces (completed or
   * async_payment_succeeded: complete and paid; async_payment_failed: complete and unpaid;
   * expired: expired), as on Stripe. false: the event carries the session as it is now and
   * changes nothing, for late or out-of-order deliveries.
   */
  updateSession?: boolean;
}

/** What happened when an event was POSTed to the webhook URL. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  url: string | null;
  /** HTTP status the product answered; null if it could not be reached or no URL is set. */
  status: number | null;
  error?: string;
  deliveredAt: string;
}

export interface StandinEvent {
  id: string;
  type: string;
  created: number;
  /** The Checkout Session as it was when the event was created. */
  data: { object: { id: string; object: string; status: string | null; payment_status: string; metadata: Record<string, string> | null } };
}

export const STRIPE_CONTROL_PREFIX = '/__control';

export class StripeStandinClient {
  /** @param baseUrl the stand-in, e.g. http://127.0.0.1:4010 */
  constructor(private readonly baseUrl: string) {}

  /** Creates and delivers an event about a session, signed like Stripe's. */
  sendEvent(type: CheckoutEventType, sessionId: string, options: SendEventOptions = {}): Promise<{ event: StandinEvent; delivery: WebhookDelivery }> {
    return this.post(`/sessions/${encodeURIComponent(sessionId)}/events`, { type, updateSession: options.updateSession ?? true });
  }

  /** Delivers an already sent event again, unchanged (same id, same payload, fresh signature). */
  redeliver(eventId: string): Promise<WebhookDelivery> {
    return this.post(`/events/${encodeURIComponent(eventId)}/redeliver`, {});
  }

  async listEvents(): Promise<StandinEvent[]> {
    const response = await fetch(`${this.baseUrl}${STRIPE_CONTROL_PREFIX}/events`);
    if (!response.ok) throw new Error(`Stripe stand-in answered ${response.status} listing events`);
    return (await response.json()) as StandinEvent[];
  }

  /** Points webhooks at another URL and/or secret (for a product started after the stand-in). */
  setWebhookTarget(url: string, secret?: string): Promise<{ url: string; secret: string }> {
    return this.post('/webhook', { url, secret });
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${STRIPE_CONTROL_PREFIX}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Stripe stand-in answered ${response.status} to ${path}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}
