import { escapeHtml } from './http-server.js';
import type { StandinCheckoutSession, StandinLineItem } from './stripe-standin.js';
import type { WebhookDelivery } from './stripe-standin.client.js';

const money = (pence: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(pence / 100);

const layout = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 34rem; margin: 2rem auto; padding: 0 1rem; color: #1f2933; }
  .banner { background: #fff3cd; border: 2px solid #c77c02; border-radius: 8px; padding: 0.75rem 1rem; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  td { padding: 0.35rem 0; border-bottom: 1px solid #e4e7eb; }
  td.amount { text-align: right; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; }
  .actions form { margin: 0; }
  button { font-size: 1rem; padding: 0.6rem 1.4rem; border-radius: 6px; border: 1px solid #52606d; cursor: pointer; background: #fff; }
  button.pay { background: #1f7a3d; color: #fff; border-color: #1f7a3d; }
  small { color: #52606d; }
</style>
</head>
<body>
<p class="banner" role="note">Local test payment page - no real money</p>
${body}
</body>
</html>`;

const actionButton = (sessionId: string, action: 'pay' | 'fail' | 'cancel', label: string, hint: string): string =>
  `<form method="post" action="/pay/${encodeURIComponent(sessionId)}/${action}">
  <button type="submit" class="${action}" title="${escapeHtml(hint)}">${label}</button>
</form>`;

/** The stand-in's hosted checkout page: what the customer would pay, and Pay, Fail or Cancel. */
export function renderPayPage(session: StandinCheckoutSession | undefined, lineItems: StandinLineItem[]): string {
  if (!session) return layout('Checkout not found', '<h1>Checkout not found</h1><p>This stand-in has no checkout session with that id.</p>');

  const rows = lineItems
    .map((item) => `<tr><td>${item.quantity} × ${escapeHtml(item.description)}</td><td class="amount">${money(item.amount_total, item.currency)}</td></tr>`)
    .join('\n');
  const summary = `<table>
${rows}
<tr><td><strong>Total</strong></td><td class="amount"><strong>${money(session.amount_total, session.currency)}</strong></td></tr>
</table>
${session.customer_email ? `<p>Receipt to ${escapeHtml(session.customer_email)}</p>` : ''}`;

  if (session.status !== 'open') {
    const state = session.status === 'complete' ? `complete (${session.payment_status})` : 'expired';
    return layout('Checkout closed', `<h1>This checkout is ${state}</h1>${summary}<p>Nothing more can be paid here.</p>`);
  }
  return layout(
    'Pay - local test checkout',
    `<h1>Pay the restaurant</h1>
${summary}
<p><small>Pay: the payment succeeds. Fail: a delayed payment method that fails after checkout. Cancel: back to the shop without paying.</small></p>
<div class="actions">
${actionButton(session.id, 'pay', 'Pay', 'Complete the payment')}
${actionButton(session.id, 'fail', 'Fail', 'Complete checkout, then the payment fails (async_payment_failed)')}
${session.cancel_url ? actionButton(session.id, 'cancel', 'Cancel', 'Go back to the cancel URL without paying') : ''}
</div>
<p><small>Session ${escapeHtml(session.id)}, expires ${new Date(session.expires_at * 1000).toISOString()}</small></p>`,
  );
}

/** GET / on the stand-in: the sessions and webhook deliveries so far, for a developer. */
export function renderStandinIndex(sessions: StandinCheckoutSession[], deliveries: WebhookDelivery[], webhookUrl: string | null): string {
  const sessionRows = sessions
    .map((s) => `<tr><td><a href="/pay/${encodeURIComponent(s.id)}">${escapeHtml(s.id.slice(0, 20))}…</a></td><td>${s.status}</td><td>${s.payment_status}</td><td class="amount">${money(s.amount_total, s.currency)}</td></tr>`)
    .join('\n');
  const deliveryRows = deliveries
    .map((d) => `<tr><td>${escapeHtml(d.deliveredAt)}</td><td>${escapeHtml(d.type)}</td><td>${escapeHtml(String(d.status ?? d.error ?? ''))}</td></tr>`)
    .join('\n');
  return layout(
    'Local Stripe stand-in',
    `<h1>Local Stripe stand-in</h1>
<p>Webhooks go to ${webhookUrl ? escapeHtml(webhookUrl) : '(no URL configured)'}.</p>
<h2>Checkout sessions</h2><table>${sessionRows || '<tr><td>None yet</td></tr>'}</table>
<h2>Webhook deliveries</h2><table>${deliveryRows || '<tr><td>None yet</td></tr>'}</table>`,
  );
}
