import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What every local stand-in returns: where it listens and how to stop it. */
export interface RunningStandin {
  url: string;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** 0 picks a free port (what tests use). */
  port: number;
  host?: string;
}

/** Starts a node:http server and resolves once it listens; the URL names the port actually bound. */
export async function listen(handler: RequestListener, { port, host = '127.0.0.1' }: ListenOptions): Promise<{ server: Server; url: string; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return { server, url: `http://${host}:${bound}`, port: bound };
}

/** Closes a server, dropping idle keep-alive connections so that tests never wait for them. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body, null, 2);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Wraps an async handler so that a thrown error answers 500 instead of crashing the stand-in. */
export function asyncHandler(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): RequestListener {
  return (req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error('[standin] request failed:', error);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: 'Local stand-in failure' } });
      else res.end();
    });
  };
}
