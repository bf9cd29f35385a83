import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MetricsService } from '../metrics/metrics.service.js';
import { serveBeforeExpress } from './before-express.js';
import { fastPathObserver } from './fast-path-observer.js';
import { ShutdownState } from './graceful-shutdown.js';

/** A server whose "Express" answers 418, with one hot route: /hot answers after `release()`, /fails hands back. */
describe('the hot path before Express, observed', () => {
  let server: Server;
  let base: string;
  let state: ShutdownState;
  let metrics: MetricsService;
  let release: () => void = () => undefined;
  const pipeline: string[] = [];

  /** Requests timed under the route, with that status or any. */
  const count = async (route: string, status?: string) =>
    (await metrics.httpRequestDuration.get()).values
      .filter((value) => value.metricName === 'walkden_http_request_duration_seconds_count' && value.labels.route === route)
      .filter((value) => status === undefined || value.labels.status_code === status)
      .reduce((sum, value) => sum + value.value, 0);

  beforeEach(async () => {
    state = new ShutdownState();
    metrics = new MetricsService();
    pipeline.length = 0;
    server = createServer((req, res) => {
      pipeline.push(req.url ?? '');
      res.writeHead(418).end();
    });
    serveBeforeExpress(
      server,
      [
        (req, res, fallback) => {
          if (req.url?.startsWith('/hot')) {
            release = () => res.writeHead(200).end('hot');
            return true;
          }
          if (req.url === '/fails') {
            setImmediate(fallback);
            return true;
          }
          return false;
        },
      ],
      fastPathObserver(state, metrics),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('counts a hot request in flight until it is answered, then times it under its path', async () => {
    const answer = fetch(`${base}/hot?x=1`);
    while (state.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(state.inFlight).toBe(1);
    release();
    expect((await answer).status).toBe(200);
    await expect(state.whenIdle(1_000)).resolves.toBe(true);
    expect(await count('/hot', '200')).toBe(1);
    expect(pipeline).toEqual([]);
  });

  it('does not count a request handed back to Express twice', async () => {
    expect((await fetch(`${base}/fails`)).status).toBe(418);
    expect(state.inFlight).toBe(0);
    expect(await count('/fails')).toBe(0);
    expect(pipeline).toEqual(['/fails']);
  });

  it('sends everything through Express while draining', async () => {
    state.draining = true;
    expect((await fetch(`${base}/hot`)).status).toBe(418);
    expect(pipeline).toEqual(['/hot']);
  });
});
