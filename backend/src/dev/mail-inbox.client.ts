// Reads the SMTP catcher's inbox over its REST API. Uses only fetch, so integration tests and
// Playwright journeys can both import it.

export interface MailAddress {
  address: string;
  name?: string;
}

export interface CapturedMessage {
  id: string;
  subject: string;
  from: MailAddress[];
  to: MailAddress[];
  /** ISO time the catcher received it. */
  time: string;
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
  /** Files sent with the message, as the catcher lists them. */
  attachments?: { contentType: string; fileName?: string; generatedFileName?: string }[];
}

export type MessagePredicate = (message: CapturedMessage) => boolean;

/** A predicate for the usual question: a message to this address, optionally with this subject. */
export function sentTo(address: string, subject?: string | RegExp): MessagePredicate {
  const wanted = address.toLowerCase();
  return (message) =>
    message.to.some((to) => to.address.toLowerCase() === wanted) &&
    (subject === undefined || (typeof subject === 'string' ? message.subject === subject : subject.test(message.subject)));
}

/** Every http(s) link in a message's text part (falling back to the HTML part). */
export function linksIn(message: CapturedMessage): string[] {
  const body = message.text ?? message.html ?? '';
  const links = body.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  return [...new Set(links.map((link) => link.replace(/&amp;/g, '&')))];
}

export class MailInboxClient {
  /** @param baseUrl the web inbox, e.g. http://127.0.0.1:1080 */
  constructor(private readonly baseUrl: string) {}

  async listMessages(): Promise<CapturedMessage[]> {
    const response = await fetch(`${this.baseUrl}/api/email`);
    if (!response.ok) throw new Error(`Mail inbox answered ${response.status} for GET /api/email`);
    return (await response.json()) as CapturedMessage[];
  }

  /** Polls until a message matches, or fails after timeoutMs naming what did arrive. */
  async waitForMessage(predicate: MessagePredicate, timeoutMs = 10_000): Promise<CapturedMessage> {
    const deadline = Date.now() + timeoutMs;
    let seen: CapturedMessage[] = [];
    while (Date.now() < deadline) {
      seen = await this.listMessages();
      const found = seen.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const summary = seen.map((m) => `"${m.subject}" to ${m.to.map((t) => t.address).join(', ')}`).join('; ') || 'none';
    throw new Error(`No matching e-mail within ${timeoutMs} ms (received: ${summary})`);
  }

  async clear(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/email/all`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Mail inbox answered ${response.status} for DELETE /api/email/all`);
  }
}
