import { Injectable, Logger } from '@nestjs/common';
import webPush from 'web-push';
import { AppConfig } from '../config/app-config.js';

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What became of one message: delivered, or the subscription is gone (the browser unsubscribed or it expired). */
export type PushOutcome = 'sent' | 'gone';

/** How long a message waits at the push service for a phone that is off (seconds): an order is ready for an hour or so. */
const MESSAGE_TTL_SECONDS = 60 * 60;

/**
 * Whether `endpoint` is at one of the push services allowed (exact origins, or `https://*.host` for its
 * subdomains). The endpoint comes from the browser: the api must never be made to post elsewhere.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowedOrigins.some((allowed) => {
    const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(allowed);
    if (wildcard) return url.protocol === `${wildcard[1]}:` && url.hostname.endsWith(`.${wildcard[2]}`) && url.port === '';
    return url.origin === allowed;
  });
}

/**
 * Web Push with VAPID (RFC 8291 encryption, RFC 8292 keys, through the `web-push` library): sends one
 * message to one subscription. Off when no key pair is configured.
 */
@Injectable()
export class WebPushSender {
  private readonly logger = new Logger(WebPushSender.name);

  constructor(private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.vapidPublicKey !== '' && this.config.vapidPrivateKey !== '';
  }

  get publicKey(): string | null {
    return this.enabled ? this.config.vapidPublicKey : null;
  }

  isAllowed(endpoint: string): boolean {
    return isAllowedPushEndpoint(endpoint, this.config.pushAllowedOrigins);
  }

  /** Throws on anything but delivery or a gone subscription (BullMQ retries the job). */
  async send(target: PushTarget, message: Record<string, unknown>): Promise<PushOutcome> {
    if (!this.enabled) throw new Error('Web Push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)');
    if (!this.isAllowed(target.endpoint)) return 'gone';
    // web-push encrypts and signs (generateRequestDetails); the request itself goes through fetch, which
    // (unlike the library's https-only sender) also reaches a local stand-in on http.
    const request = webPush.generateRequestDetails(target, JSON.stringify(message), {
      vapidDetails: { subject: this.config.vapidSubject, publicKey: this.config.vapidPublicKey, privateKey: this.config.vapidPrivateKey },
      TTL: MESSAGE_TTL_SECONDS,
      urgency: 'high',
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) {
      this.logger.warn({ status: response.status }, 'push service refused a message');
      throw new Error(`the push service answered ${response.status}`);
    }
    return 'sent';
  }
}
