import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { asyncHandler, closeServer, listen, readBody, redirect, sendHtml, sendJson, type ListenOptions, type RunningStandin } from './http-server.js';
import { asList, asObject, asString, decodeStripeForm, type FormObject, type FormValue } from './stripe-form.js';
import { renderPayPage, renderStandinIndex } from './stripe-pay-page.js';
import {
  CHECKOUT_EVENT_TYPES,
  STRIPE_CONTROL_PREFIX,
  type CheckoutEventType,
  type SendEventOptions,
  type StandinEvent,
  type WebhookDelivery,
} from './stripe-standin.client.js';

export { type CheckoutEventType, type SendEventOptions, type StandinEvent, type WebhookDelivery } from './stripe-standin.client.js';

export const DEFAULT_STRIPE_WEBHOOK_SECRET = 'whsec_local_dev_secret';

export interface StandinLineItem {
  id: string;
  object: 'item';
  description: string;
  currency: string;
  quantity: number;
  amount_subtotal: number;
  amount_total: number;
  price: { id: string; object: 'price'; currency: string; unit_amount: number; product: string };
}

/** The subset of Stripe's Refund object the stand-in keeps. */
export interface StandinRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

/** The subset of Stripe's Checkout Session object the stand-in keeps. */
export interface StandinCheckoutSession {
  id: string;
  object: 'checkout.session';
  allowed_payment_method_types: string[] | null;
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
  line_items?: { object: 'list'; data: StandinLineItem[]; has_more: false; url: string };
}

export interface StripeStandinOptions extends ListenOptions {
  /** Where events are POSTed, e.g. http://localhost:3000/api/payments/webhook. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** One line per delivered event; defaults to console.log. */
  log?: (line: string) => void;
}

export interface RunningStripeStandin extends RunningStandin {
  /** The API base (STRIPE_API_BASE); the hosted pages live at `${url}/pay/:id`. */
  url: string;
  sendEvent(type: CheckoutEventType, sessionId: string, options?: SendEventOptions): Promise<{ event: StandinEvent; delivery: WebhookDelivery }>;
  redeliver(eventId: string): Promise<WebhookDelivery>;
  setWebhookTarget(url: string, secret?: string): void;
  getSession(id: string): StandinCheckoutSession | undefined;
  /** Every refund created, oldest first. */
  refunds(): StandinRefund[];
  events(): StandinEvent[];
  deliveries(): WebhookDelivery[];
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: 'invalid_request_error' | 'idempotency_error' | 'api_error' = 'invalid_request_error',
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toBody(): unknown {
    return { error: { type: this.type, message: this.message, ...(this.param ? { param: this.param } : {}), ...(this.code ? { code: this.code } : {}) } };
  }
}

interface StoredSession {
  session: StandinCheckoutSession;
  lineItems: StandinLineItem[];
}

interface StoredEvent {
  event: StandinEvent;
  /** The exact bytes sent, so that a redelivery is byte-for-byte the same event. */
  payload: string;
}

interface IdempotentResponse {
  requestBody: string;
  status: number;
  body: unknown;
}

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
const CLOCK_SLACK_SECONDS = 60;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const randomId = (prefix: string, bytes = 18): string => `${prefix}${randomBytes(bytes).toString('hex')}`;

/**
 * Stripe API stand-in for local runs and tests: the Checkout Sessions and refunds the product uses,
 * form-encoded like the real API, with a hosted payment page that says it is a local test page,
 * and webhooks signed with the stripe package's own test header so that the product's signature
 * check runs unchanged.
 */
export async function startStripeStandin(options: StripeStandinOptions): Promise<RunningStripeStandin> {
  const log = options.log ?? ((line: string) => console.log(line));
  const sessions = new Map<string, StoredSession>();
  const events = new Map<string, StoredEvent>();
  const deliveries: WebhookDelivery[] = [];
  const idempotent = new Map<string, IdempotentResponse>();
  const refunds = new Map<string, StandinRefund>();
  /** PaymentIntent id -> the session it paid, and the charge that took the money. */
  const paymentIntents = new Map<string, { sessionId: string; charge: string }>();
  const webhook = { url: options.webhookUrl ?? null, secret: options.webhookSecret ?? DEFAULT_STRIPE_WEBHOOK_SECRET };
  let baseUrl = '';

  // ---- state changes -------------------------------------------------------------------------

  const findSession = (id: string): StoredSession => {
    const stored = sessions.get(id);
    if (!stored) throw new StripeApiError(404, `No such checkout.session: '${id}'`, 'invalid_request_error', 'session', 'resource_missing');
    expireIfDue(stored);
    return stored;
  };

  const complete = (session: StandinCheckoutSession, paymentStatus: 'paid' | 'unpaid'): void => {
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.url = null;
    session.payment_intent ??= randomId('pi_test_', 12);
    if (!paymentIntents.has(session.payment_intent)) paymentIntents.set(session.payment_intent, { sessionId: session.id, charge: randomId('ch_test_', 12) });
    session.customer_details = { email: session.customer_email ?? 'test.customer@example.com' };
  };

  const expire = (session: StandinCheckoutSession): void => {
    session.status = 'expired';
    session.url = null;
  };

  // Stripe expires an open session at expires_at and tells the webhook; here that happens when the
  // session is next looked at.
  function expireIfDue(stored: StoredSession): void {
    if (stored.session.status === 'open' && nowSeconds() >= stored.session.expires_at) {
      expire(stored.session);
      void emit('checkout.session.expired', stored.session);
    }
  }

  const snapshot = (session: StandinCheckoutSession): StandinCheckoutSession => structuredClone({ ...session, line_items: undefined });

  async function deliver(stored: StoredEvent): Promise<WebhookDelivery> {
    const delivery: WebhookDelivery = { eventId: stored.event.id, type: stored.event.type, url: webhook.url, status: null, deliveredAt: new Date().toISOString() };
    if (!webhook.url) {
      delivery.error = 'no webhook URL configured';
    } else {
      try {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload: stored.payload, secret: webhook.secret });
        const response = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
          body: stored.payload,
          signal: AbortSignal.timeout(10_000),
        });
        delivery.status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
    }
    deliveries.push(delivery);
    log(`[stripe] ${delivery.type} ${delivery.eventId} -> ${delivery.url ?? '(no webhook URL)'}: ${delivery.status ?? delivery.error}`);
    return delivery;
  }

  async function emit(type: CheckoutEventType, session: StandinCheckoutSession): Promise<{ event: StandinEvent; delivery: WebhookDelivery }> {
    const event: StandinEvent & Record<string, unknown> = {
      id: randomId('evt_test_', 12),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: snapshot(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const stored: StoredEvent = { event, payload: JSON.stringify(event, null, 2) };
    events.set(event.id, stored);
    return { event, delivery: await deliver(stored) };
  }

  async function sendEvent(type: CheckoutEventType, sessionId: string, { updateSession = true }: SendEventOptions = {}) {
    if (!CHECKOUT_EVENT_TYPES.includes(type)) throw new StripeApiError(400, `The stand-in sends only ${CHECKOUT_EVENT_TYPES.join(', ')}`, 'invalid_request_error', 'type');
    const { session } = findSession(sessionId);
    if (updateSession) {
      if (type === 'checkout.session.completed' && session.status !== 'complete') complete(session, 'paid');
      if (type === 'checkout.session.async_payment_succeeded') complete(session, 'paid');
      if (type === 'checkout.session.async_payment_failed') complete(session, 'unpaid');
      if (type === 'checkout.session.expired') expire(session);
    }
    return emit(type, session);
  }

  async function redeliver(eventId: string): Promise<WebhookDelivery> {
    const stored = events.get(eventId);
    if (!stored) throw new StripeApiError(404, `No such event: '${eventId}'`, 'invalid_request_error', 'id', 'resource_missing');
    return deliver(stored);
  }

  // ---- Stripe API ----------------------------------------------------------------------------

  function createSession(params: FormObject): StandinCheckoutSession {
    if (asString(params.mode) !== 'payment') throw new StripeApiError(400, 'The local Stripe stand-in supports only mode=payment.', 'invalid_request_error', 'mode');
    const successUrl = requireUrl(params, 'success_url');
    const cancelUrl = params.cancel_url === undefined ? null : requireUrl(params, 'cancel_url');
    const rawItems = asList(params.line_items);
    if (rawItems.length === 0) throw new StripeApiError(400, 'Missing required param: line_items.', 'invalid_request_error', 'line_items');
    const lineItems = rawItems.map((raw, index) => parseLineItem(raw, index));
    const currency = lineItems[0].currency;
    if (lineItems.some((item) => item.currency !== currency)) throw new StripeApiError(400, 'All line items must use the same currency.', 'invalid_request_error', 'line_items');

    const created = nowSeconds();
    const expiresAt = params.expires_at === undefined ? created + MAX_EXPIRY_SECONDS : parseInteger(params.expires_at, 'expires_at');
    if (expiresAt < created + MIN_EXPIRY_SECONDS - CLOCK_SLACK_SECONDS || expiresAt > created + MAX_EXPIRY_SECONDS + CLOCK_SLACK_SECONDS) {
      throw new StripeApiError(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation (seconds since the epoch, Stripe\'s clock).', 'invalid_request_error', 'expires_at');
    }
    const metadata = Object.fromEntries(Object.entries(asObject(params.metadata) ?? {}).map(([key, value]) => [key, String(value)]));
    // Stripe's current API takes allowed_payment_method_types; older versions payment_method_types.
    const allowedTypes = params.allowed_payment_method_types === undefined ? null : asList(params.allowed_payment_method_types).map(String);
    const paymentMethodTypes = allowedTypes ?? asList(params.payment_method_types).map(String);
    const id = randomId('cs_test_', 24);
    const subtotal = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
    const session: StandinCheckoutSession = {
      id,
      object: 'checkout.session',
      allowed_payment_method_types: allowedTypes,
      amount_subtotal: subtotal,
      amount_total: subtotal,
      cancel_url: cancelUrl,
      client_reference_id: asString(params.client_reference_id) ?? null,
      created,
      currency,
      customer_details: null,
      customer_email: asString(params.customer_email) ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: paymentMethodTypes.length > 0 ? paymentMethodTypes : ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${baseUrl}/pay/${id}`,
    };
    sessions.set(id, { session, lineItems });
    return session;
  }

  /** Refunds what is left of a paid PaymentIntent (all of it unless `amount` says less), as Stripe does. */
  function createRefund(params: FormObject): StandinRefund {
    const paymentIntent = asString(params.payment_intent);
    if (!paymentIntent) {
      if (params.charge !== undefined) throw new StripeApiError(400, 'The local Stripe stand-in refunds by payment_intent only.', 'invalid_request_error', 'charge');
      throw new StripeApiError(400, 'One of `charge` or `payment_intent` is required.', 'invalid_request_error', 'payment_intent');
    }
    const paid = paymentIntents.get(paymentIntent);
    if (!paid) throw new StripeApiError(404, `No such payment_intent: '${paymentIntent}'`, 'invalid_request_error', 'payment_intent', 'resource_missing');
    const { session } = sessions.get(paid.sessionId)!;
    if (session.payment_status !== 'paid') {
      throw new StripeApiError(400, `This PaymentIntent (${paymentIntent}) does not have a successful charge to refund.`, 'invalid_request_error', 'payment_intent', 'charge_not_refundable');
    }
    const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
    const remaining = session.amount_total - refunded;
    if (remaining <= 0) throw new StripeApiError(400, `Charge ${paid.charge} has already been refunded.`, 'invalid_request_error', undefined, 'charge_already_refunded');
    const amount = params.amount === undefined ? remaining : parseInteger(params.amount, 'amount', 1);
    if (amount > remaining) {
      throw new StripeApiError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, 'invalid_request_error', 'amount', 'amount_too_large');
    }
    const refund: StandinRefund = {
      id: randomId('re_test_', 12),
      object: 'refund',
      amount,
      charge: paid.charge,
      created: nowSeconds(),
      currency: session.currency,
      metadata: Object.fromEntries(Object.entries(asObject(params.metadata) ?? {}).map(([key, value]) => [key, String(value)])),
      payment_intent: paymentIntent,
      reason: asString(params.reason) ?? null,
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  const lineItemList = (stored: StoredSession) => ({
    object: 'list' as const,
    data: stored.lineItems,
    has_more: false as const,
    url: `/v1/checkout/sessions/${stored.session.id}/line_items`,
  });

  function withExpansions(stored: StoredSession, query: FormObject): StandinCheckoutSession {
    const expand = asList(query.expand).map(String);
    return expand.includes('line_items') ? { ...stored.session, line_items: lineItemList(stored) } : stored.session;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, query: FormObject): Promise<void> {
    const auth = apiKeyOf(req.headers.authorization);
    if (!auth || !auth.startsWith('sk_test_')) {
      throw new StripeApiError(401, `Invalid API Key provided: ${auth ? `${auth.slice(0, 8)}...` : '(none)'}. The local Stripe stand-in accepts only test keys (sk_test_...).`);
    }
    const body = req.method === 'POST' ? await readBody(req) : '';
    const params = { ...query, ...decodeStripeForm(body) };

    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const idempotencyKey = typeof key === 'string' && key !== '' ? `${path} ${key}` : undefined;
    if (idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.requestBody !== body) {
          throw new StripeApiError(400, 'Keys for idempotent requests can only be used with the same parameters they were first used with.', 'idempotency_error');
        }
        sendJson(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
        return;
      }
    }

    let result: unknown;
    let match: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      result = createSession(params);
    } else if (req.method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      result = withExpansions(findSession(decodeURIComponent(match[1])), params);
    } else if (req.method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(path))) {
      result = lineItemList(findSession(decodeURIComponent(match[1])));
    } else if (req.method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const stored = findSession(decodeURIComponent(match[1]));
      if (stored.session.status !== 'open') {
        throw new StripeApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired (this one is ${stored.session.status}).`, 'invalid_request_error', 'session');
      }
      expire(stored.session);
      // Stripe tells the webhook afterwards, never inside the API call that expired the session.
      setImmediate(() => void emit('checkout.session.expired', stored.session));
      result = stored.session;
    } else if (req.method === 'POST' && path === '/v1/refunds') {
      result = createRefund(params);
    } else if (req.method === 'GET' && (match = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      const refund = refunds.get(decodeURIComponent(match[1]));
      if (!refund) throw new StripeApiError(404, `No such refund: '${decodeURIComponent(match[1])}'`, 'invalid_request_error', 'id', 'resource_missing');
      result = refund;
    } else if (req.method === 'GET' && path === '/v1/refunds') {
      const paymentIntent = asString(params.payment_intent);
      const data = [...refunds.values()].filter((refund) => !paymentIntent || refund.payment_intent === paymentIntent).reverse();
      result = { object: 'list', data, has_more: false, url: '/v1/refunds' };
    } else {
      throw new StripeApiError(
        404,
        `Unrecognized request URL (${req.method}: ${path}). The local Stripe stand-in implements only Checkout Sessions (create, retrieve, line_items, expire) and refunds (create, retrieve, list).`,
      );
    }

    if (idempotencyKey) idempotent.set(idempotencyKey, { requestBody: body, status: 200, body: result });
    sendJson(res, 200, result, { 'request-id': randomId('req_', 8) });
  }

  // ---- hosted payment page -------------------------------------------------------------------

  async function handlePayPage(req: IncomingMessage, res: ServerResponse, sessionId: string, action: string | undefined): Promise<void> {
    const stored = sessions.get(sessionId);
    if (!stored) {
      sendHtml(res, 404, renderPayPage(undefined, []));
      return;
    }
    expireIfDue(stored);
    const { session } = stored;
    if (req.method === 'GET' && action === undefined) {
      sendHtml(res, 200, renderPayPage(session, stored.lineItems));
      return;
    }
    if (req.method !== 'POST' || session.status !== 'open') {
      sendHtml(res, 409, renderPayPage(session, stored.lineItems));
      return;
    }
    await readBody(req);
    const successUrl = session.success_url.replace(/\{CHECKOUT_SESSION_ID\}|%7BCHECKOUT_SESSION_ID%7D/gi, session.id);
    if (action === 'pay') {
      complete(session, 'paid');
      await emit('checkout.session.completed', session);
      redirect(res, successUrl);
    } else if (action === 'fail') {
      // A delayed payment method (bank debit) that fails after checkout: the session completes
      // unpaid, the customer returns to the success URL, and the failure follows as its own event.
      complete(session, 'unpaid');
      await emit('checkout.session.completed', session);
      await emit('checkout.session.async_payment_failed', session);
      redirect(res, successUrl);
    } else if (action === 'cancel' && session.cancel_url) {
      redirect(res, session.cancel_url);
    } else {
      sendHtml(res, 404, renderPayPage(session, stored.lineItems));
    }
  }

  // ---- test control --------------------------------------------------------------------------

  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const input = req.method === 'POST' ? parseJsonObject(await readBody(req)) : {};
    let match: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/events') {
      sendJson(res, 200, [...events.values()].map((stored) => stored.event));
    } else if (req.method === 'POST' && (match = /^\/sessions\/([^/]+)\/events$/.exec(path))) {
      sendJson(res, 200, await sendEvent(input.type as CheckoutEventType, decodeURIComponent(match[1]), { updateSession: input.updateSession !== false }));
    } else if (req.method === 'POST' && (match = /^\/events\/([^/]+)\/redeliver$/.exec(path))) {
      sendJson(res, 200, await redeliver(decodeURIComponent(match[1])));
    } else if (req.method === 'POST' && path === '/webhook') {
      if (typeof input.url !== 'string') throw new StripeApiError(400, 'webhook needs a url', 'invalid_request_error', 'url');
      webhook.url = input.url;
      if (typeof input.secret === 'string') webhook.secret = input.secret;
      sendJson(res, 200, webhook);
    } else {
      throw new StripeApiError(404, `Unknown control route ${req.method} ${path}`);
    }
  }

  const { server, url } = await listen(
    asyncHandler(async (req, res) => {
      const requestUrl = new URL(req.url ?? '/', 'http://standin.local');
      const path = requestUrl.pathname;
      try {
        const pay = /^\/pay\/([^/]+)(?:\/(pay|fail|cancel))?$/.exec(path);
        if (pay) await handlePayPage(req, res, decodeURIComponent(pay[1]), pay[2]);
        else if (path.startsWith('/v1/')) await handleApi(req, res, path, decodeStripeForm(requestUrl.search.slice(1)));
        else if (path.startsWith(`${STRIPE_CONTROL_PREFIX}/`)) await handleControl(req, res, path.slice(STRIPE_CONTROL_PREFIX.length));
        else if (req.method === 'GET' && path === '/') sendHtml(res, 200, renderStandinIndex([...sessions.values()].map((s) => s.session), deliveries, webhook.url));
        else throw new StripeApiError(404, `Unrecognized request URL (${req.method}: ${path}).`);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        sendJson(res, error.status, error.toBody());
      }
    }),
    options,
  );
  baseUrl = url;

  return {
    url,
    sendEvent,
    redeliver,
    setWebhookTarget(target, secret) {
      webhook.url = target;
      if (secret) webhook.secret = secret;
    },
    getSession: (id) => {
      const stored = sessions.get(id);
      if (!stored) return undefined;
      expireIfDue(stored);
      return stored.session;
    },
    refunds: () => [...refunds.values()],
    events: () => [...events.values()].map((stored) => stored.event),
    deliveries: () => [...deliveries],
    close: () => closeServer(server),
  };
}

function parseJsonObject(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body || '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new StripeApiError(400, 'The control API takes a JSON object.');
}

/** Stripe takes the secret key as a bearer token or as the user name of basic auth (curl -u sk_test_...:). */
function apiKeyOf(authorization: string | undefined): string | undefined {
  const [scheme, value] = (authorization ?? '').split(' ');
  if (!value) return undefined;
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0] || undefined;
  return undefined;
}

function requireUrl(params: FormObject, name: string): string {
  const value = asString(params[name]);
  if (!value) throw new StripeApiError(400, `Missing required param: ${name}.`, 'invalid_request_error', name);
  try {
    new URL(value.replace(/\{CHECKOUT_SESSION_ID\}/g, 'x'));
  } catch {
    throw new StripeApiError(400, `Not a valid URL: ${name}`, 'invalid_request_error', name, 'url_invalid');
  }
  return value;
}

function parseInteger(value: FormValue | undefined, param: string, minimum = 0): number {
  const text = asString(value);
  if (text === undefined || !/^-?\d+$/.test(text)) throw new StripeApiError(400, `Invalid integer: ${text ?? '(missing)'}`, 'invalid_request_error', param);
  const number = Number(text);
  if (number < minimum) throw new StripeApiError(400, `This value must be greater than or equal to ${minimum}.`, 'invalid_request_error', param);
  return number;
}

function parseLineItem(raw: FormValue, index: number): StandinLineItem {
  const param = `line_items[${index}]`;
  const item = asObject(raw);
  if (!item) throw new StripeApiError(400, `Invalid object: ${param}`, 'invalid_request_error', param);
  if (item.price !== undefined) throw new StripeApiError(400, 'The local Stripe stand-in supports price_data only, not saved prices.', 'invalid_request_error', `${param}[price]`);
  const priceData = asObject(item.price_data);
  if (!priceData) throw new StripeApiError(400, `Missing required param: ${param}[price_data].`, 'invalid_request_error', `${param}[price_data]`);
  const currency = asString(priceData.currency)?.toLowerCase();
  if (!currency || !/^[a-z]{3}$/.test(currency)) throw new StripeApiError(400, `Invalid currency: ${asString(priceData.currency) ?? '(missing)'}`, 'invalid_request_error', `${param}[price_data][currency]`);
  const unitAmount = parseInteger(priceData.unit_amount, `${param}[price_data][unit_amount]`);
  const quantity = parseInteger(item.quantity, `${param}[quantity]`, 1);
  const name = asString(asObject(priceData.product_data)?.name);
  if (!name) throw new StripeApiError(400, `Missing required param: ${param}[price_data][product_data][name].`, 'invalid_request_error', `${param}[price_data][product_data][name]`);
  return {
    id: randomId('li_test_', 12),
    object: 'item',
    description: name,
    currency,
    quantity,
    amount_subtotal: unitAmount * quantity,
    amount_total: unitAmount * quantity,
    price: { id: randomId('price_test_', 12), object: 'price', currency, unit_amount: unitAmount, product: randomId('prod_test_', 12) },
  };
}
