// A round-robin HTTP and WebSocket balancer in front of api replicas on 127.0.0.1, for benchmarks:
// the idea of backend/src/test/test-load-balancer.ts (which the build leaves out), cut down. It asks
// each backend's readiness path every `healthIntervalMs` and sends nothing to one that answers
// anything but 200; it keeps connections to backends alive (as ingress-nginx's upstream keepalive);
// a connection refused before anything was sent goes to the next backend, and a request that was
// sent is never sent again (the client gets 502, counted in `failed`). Upgrades are tunnelled.
import { Buffer } from 'node:buffer';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function forwardedFor(req) {
  const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  const earlier = req.headers['x-forwarded-for'];
  return earlier ? `${String(earlier)}, ${peer}` : peer;
}

export async function startBalancer(ports, { readinessPath = '/health/ready', healthIntervalMs = 1000 } = {}) {
  const healthy = new Set(ports);
  const failed = [];
  const sent = new Map(ports.map((port) => [port, 0]));
  const agents = new Map(ports.map((port) => [port, new Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 })]));
  let next = 0;
  const pick = (tried) => {
    for (let i = 0; i < ports.length; i += 1) {
      const port = ports[next++ % ports.length];
      if (healthy.has(port) && !tried.has(port)) return port;
    }
    return undefined;
  };

  let running = true;
  const probes = ports.map(async (port) => {
    while (running) {
      await new Promise((resolve) => {
        const check = httpRequest({ host: '127.0.0.1', port, path: readinessPath, agent: false, timeout: 5_000 }, (res) => {
          res.resume();
          if (res.statusCode === 200) healthy.add(port);
          else healthy.delete(port);
          resolve();
        });
        check.on('timeout', () => check.destroy(new Error('timeout')));
        // A slow answer under load is not a replica leaving: only a refused connection takes it out.
        check.on('error', (error) => {
          if (error.code === 'ECONNREFUSED') healthy.delete(port);
          resolve();
        });
        check.end();
      });
      await sleep(healthIntervalMs);
    }
  });

  const proxyRequest = (req, res, body, tried) => {
    const port = pick(tried);
    if (port === undefined) {
      failed.push({ port: 0, method: req.method, url: req.url, error: 'no backend' });
      res.writeHead(503, { 'content-type': 'text/plain' }).end('no backend in the pool');
      return;
    }
    tried.add(port);
    sent.set(port, sent.get(port) + 1);
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers['x-forwarded-for'] = forwardedFor(req);
    headers['content-length'] = String(body.length);
    let wasSent = false;
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent: agents.get(port) }, (answer) => {
      const responseHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) responseHeaders[name] = value;
      res.writeHead(answer.statusCode ?? 502, responseHeaders);
      answer.pipe(res);
      answer.on('aborted', () => res.destroy());
    });
    upstream.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (wasSent = true));
      else wasSent = true;
    });
    upstream.on('error', (error) => {
      if (!wasSent) {
        healthy.delete(port);
        proxyRequest(req, res, body, tried);
        return;
      }
      failed.push({ port, method: req.method, url: req.url, error: error.code ?? error.message });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      else res.destroy();
    });
    upstream.end(body);
  };

  const tunnels = new Set();
  const tunnel = (req, client, head, tried) => {
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
      tunnels.add(backend);
      backend.once('close', () => tunnels.delete(backend));
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i].toLowerCase() !== 'x-forwarded-for') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`x-forwarded-for: ${forwardedFor(req)}`);
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) backend.write(head);
      backend.pipe(client).pipe(backend);
    });
    backend.on('error', () => {
      if (!connected) {
        healthy.delete(port);
        tunnel(req, client, head, tried);
        return;
      }
      client.destroy();
    });
    backend.on('close', () => client.destroy());
    client.on('error', () => backend.destroy());
    client.on('close', () => backend.destroy());
  };

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => proxyRequest(req, res, Buffer.concat(chunks), new Set()));
  });
  server.keepAliveTimeout = 65_000;
  server.on('upgrade', (req, socket, head) => tunnel(req, socket, head, new Set()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    port: server.address().port,
    /** Requests sent to each backend. */
    sent,
    /** Requests the balancer answered 502/503 itself. */
    failed,
    async close() {
      running = false;
      await Promise.all(probes);
      for (const socket of tunnels) socket.destroy();
      for (const agent of agents.values()) agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
