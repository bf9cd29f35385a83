import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * accept: answer 250 to each message (it is delivered); hold: keep the end of DATA unanswered, as
 * a slow relay does, so the sender is caught mid-send (a message whose client goes away before
 * the answer is discarded, as SMTP says); reject: answer 550; refuse: greet every connection with
 * 421 and close it, as a server out of service does.
 */
export type SmtpMode = 'accept' | 'hold' | 'reject' | 'refuse';

export interface DeliveredMessage {
  messageId: string | undefined;
  to: string[];
  raw: string;
}

export interface HoldingSmtpServer {
  smtpUrl: string;
  mode: SmtpMode;
  readonly delivered: DeliveredMessage[];
  /** Messages whose client disconnected while the server held them. */
  readonly discarded: DeliveredMessage[];
  /** Messages held right now (mode 'hold'), one per connection. */
  readonly heldCount: number;
  /** Connections opened since the server started. */
  readonly connectionsOpened: number;
  /** Answers 250 to every held message: the relay has taken them, late (mode back to 'accept'). */
  releaseHeld(): void;
  /** Resolves once a message is being held (mode 'hold'). */
  waitForHeld(timeoutMs: number): Promise<DeliveredMessage>;
  waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void>;
  close(): Promise<void>;
}

/** A minimal SMTP server for tests that must control the moment a message counts as delivered. */
export async function startHoldingSmtpServer(mode: SmtpMode = 'accept'): Promise<HoldingSmtpServer> {
  const delivered: DeliveredMessage[] = [];
  const discarded: DeliveredMessage[] = [];
  const held = new Set<DeliveredMessage>();
  const sockets = new Set<Socket>();
  const releasers = new Map<DeliveredMessage, () => void>();
  let connectionsOpened = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    connectionsOpened += 1;
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    let lines: string[] = [];
    let holding: DeliveredMessage | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      if (holding && held.delete(holding)) discarded.push(holding);
    });
    if (server.mode === 'refuse') {
      socket.end('421 4.3.2 holding.test service not available\r\n');
      return;
    }
    reply('220 holding.test ESMTP');
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            lines.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          inData = false;
          const raw = lines.join('\r\n');
          const message = { messageId: /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim(), to: recipients, raw };
          if (server.mode === 'hold') {
            holding = message;
            held.add(message);
            releasers.set(message, () => {
              if (!held.delete(message)) return;
              holding = undefined;
              delivered.push(message);
              reply('250 2.0.0 accepted');
            });
          } else if (server.mode === 'reject') {
            reply('550 5.7.1 rejected by the test server');
          } else {
            delivered.push(message);
            reply('250 2.0.0 accepted');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-holding.test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') {
          if (verb === 'MAIL' || verb === 'RSET') recipients = [];
          reply('250 2.0.0 OK');
        } else if (verb === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          lines = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  }) as ReturnType<typeof createServer> & { mode: SmtpMode };
  server.mode = mode;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const waitFor = async (predicate: () => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
      await sleep(50);
    }
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    get mode() {
      return server.mode;
    },
    set mode(value: SmtpMode) {
      server.mode = value;
    },
    delivered,
    discarded,
    get heldCount() {
      return held.size;
    },
    get connectionsOpened() {
      return connectionsOpened;
    },
    releaseHeld() {
      server.mode = 'accept';
      for (const message of [...held]) releasers.get(message)?.();
      releasers.clear();
    },
    async waitForHeld(timeoutMs) {
      await waitFor(() => held.size > 0, timeoutMs, 'a held message');
      return [...held][0];
    },
    waitFor,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
