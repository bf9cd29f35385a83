import { Agent, type IncomingMessage, request as httpRequest, type Server, type ServerResponse, createServer } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Why the balancer took a backend out of its pool. */
export type PoolExit = 'not ready' | 'refused';

export interface TestLoadBalancer {
  url: string;
  /** Backends (ports) in the pool now. */
  pool(): number[];
  /** Each time a backend left the pool, and why. */
  readonly exits: { port: number; reason: PoolExit; detail: string; at: number }[];
  /** Requests (and upgrades) sent to another backend because a connection to the first was refused before anything was sent. */
  readonly retried: { port: number; code: string }[];
  /** Requests the balancer answered 502 itself: the backend failed after the request was sent. */
  readonly failed: { port: number; method: string; url: string; error: string; reusedConnection: boolean; at: number }[];
  /** WebSocket tunnels still open to a backend. */
  openTunnels(port: number): number;
  close(): Promise<void>;
}

/** How long the balancer keeps an idle connection to a backend: ingress-nginx's upstream-keepalive-timeout. */
export const BALANCER_IDLE_TIMEOUT_MS = 60_000;

/** Headers that belong to one connection, not to the request or response (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function forwardedFor(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  const earlier = req.headers['x-forwarded-for'];
  return earlier ? `${String(earlier)}, ${peer}` : peer;
}

/**
 * A round-robin load balancer for tests, in front of api replicas on 127.0.0.1, behaving like a
 * health-checked pool (the ingress in front of a Kubernetes Service):
 * - it asks each backend's readiness path every `healthIntervalMs` and sends nothing to one that
 *   answers anything but 200, or gives no answer `failureThreshold` times in a row (5 s each: a
 *   replica slow under load is not one shutting down),
 *   until a check passes again;
 * - it keeps connections to backends alive between requests (as ingress-nginx's upstream keepalive);
 * - a connection that is refused takes that backend out of the pool, and the request goes to the
 *   next one: it was never sent. Once a request has been sent it is never sent again (a POST may
 *   have taken effect): if that backend fails, the client gets 502 and `failed` records it.
 * WebSocket upgrades are tunnelled to a backend of the pool in the same way.
 */
export async function startTestLoadBalancer(ports: number[], options: { readinessPath: string; healthIntervalMs: number; failureThreshold: number }): Promise<TestLoadBalancer> {
  const healthy = new Set<number>(ports);
  const exits: TestLoadBalancer['exits'] = [];
  const retried: TestLoadBalancer['retried'] = [];
  const failed: TestLoadBalancer['failed'] = [];
  const tunnels = new Map<number, Set<Socket>>(ports.map((port) => [port, new Set()]));
  const agents = new Map(ports.map((port) => [port, new Agent({ keepAlive: true, maxSockets: 64, timeout: BALANCER_IDLE_TIMEOUT_MS })]));
  let next = 0;

  const leavePool = (port: number, reason: PoolExit, detail: string) => {
    if (healthy.delete(port)) exits.push({ port, reason, detail, at: Date.now() });
  };
  /** Readiness checks in a row that got no answer, per backend: one slow answer is not enough (a 503 is). */
  const failures = new Map(ports.map((port) => [port, 0]));
  const checkFailed = (port: number, detail: string) => {
    const count = failures.get(port)! + 1;
    failures.set(port, count);
    if (count >= options.failureThreshold) leavePool(port, 'not ready', detail);
  };
  /** The next backend of the pool after those already tried for this request, or none. */
  const pick = (tried: Set<number>): number | undefined => {
    for (let i = 0; i < ports.length; i += 1) {
      const port = ports[next++ % ports.length];
      if (healthy.has(port) && !tried.has(port)) return port;
    }
    return undefined;
  };

  const checkHealth = (port: number) =>
    new Promise<void>((resolve) => {
      const check = httpRequest({ host: '127.0.0.1', port, path: options.readinessPath, agent: false, timeout: 5_000 }, (res) => {
        res.resume();
        if (res.statusCode === 200) {
          failures.set(port, 0);
          healthy.add(port);
        } else leavePool(port, 'not ready', `readiness answered ${res.statusCode}`);
        resolve();
      });
      check.on('timeout', () => check.destroy(new Error('timeout')));
      check.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') leavePool(port, 'refused', 'readiness check refused');
        else checkFailed(port, `readiness check failed: ${error.message}`);
        resolve();
      });
      check.end();
    });
  // Each backend is checked on its own clock, so a slow answer from one never delays the other's check.
  let running = true;
  const probes = ports.map(async (port) => {
    while (running) {
      await checkHealth(port);
      await sleep(options.healthIntervalMs);
    }
  });

  const proxyRequest = (req: IncomingMessage, res: ServerResponse, body: Buffer, tried: Set<number>) => {
    const port = pick(tried);
    if (port === undefined) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('no backend in the pool');
      failed.push({ port: 0, method: req.method ?? '', url: req.url ?? '', error: 'no backend', reusedConnection: false, at: Date.now() });
      return;
    }
    tried.add(port);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers['x-forwarded-for'] = forwardedFor(req);
    headers['content-length'] = String(body.length);
    let sent = false;
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent: agents.get(port) }, (answer) => {
      const responseHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) responseHeaders[name] = value;
      res.writeHead(answer.statusCode ?? 502, responseHeaders);
      answer.pipe(res);
      answer.on('aborted', () => res.destroy());
    });
    upstream.on('socket', (socket: Socket) => {
      // A kept-alive connection carries the request at once; a new one once it is established.
      if (socket.connecting) socket.once('connect', () => (sent = true));
      else sent = true;
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!sent) {
        leavePool(port, 'refused', `${req.method} ${req.url}: ${error.code ?? error.message}`);
        retried.push({ port, code: error.code ?? error.message });
        proxyRequest(req, res, body, tried);
        return;
      }
      failed.push({ port, method: req.method ?? '', url: req.url ?? '', error: error.code ?? error.message, reusedConnection: upstream.reusedSocket, at: Date.now() });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      else res.destroy();
    });
    upstream.end(body);
  };

  const tunnel = (req: IncomingMessage, client: Socket, head: Buffer, tried: Set<number>) => {
    const port = pick(tried);
    if (port === undefined) {
      client.end('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\n\r\n');
      return;
    }
    tried.add(port);
    const backend = connect(port, '127.0.0.1');
    let connected = false;
    backend.once('connect', () => {
      connected = true;
      const open = tunnels.get(port)!;
      open.add(backend);
      backend.once('close', () => open.delete(backend));
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i].toLowerCase() !== 'x-forwarded-for') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`x-forwarded-for: ${forwardedFor(req)}`);
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) backend.write(head);
      backend.pipe(client).pipe(backend);
    });
    backend.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) {
        leavePool(port, 'refused', `upgrade ${req.url}: ${error.code ?? error.message}`);
        retried.push({ port, code: error.code ?? error.message });
        tunnel(req, client, head, tried);
        return;
      }
      client.destroy();
    });
    backend.on('close', () => client.destroy());
    client.on('error', () => backend.destroy());
    client.on('close', () => backend.destroy());
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => proxyRequest(req, res, Buffer.concat(chunks), new Set()));
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => tunnel(req, socket, head, new Set()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pool: () => ports.filter((port) => healthy.has(port)),
    exits,
    retried,
    failed,
    openTunnels: (port) => tunnels.get(port)?.size ?? 0,
    async close() {
      running = false;
      await Promise.all(probes);
      for (const open of tunnels.values()) for (const socket of open) socket.destroy();
      for (const agent of agents.values()) agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
