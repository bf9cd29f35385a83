import type { MetricsService } from '../metrics/metrics.service.js';
import type { FastPathObserver } from './before-express.js';
import type { ShutdownState } from './graceful-shutdown.js';

/**
 * The hot path seen like every other request: counted in flight, so a shutdown waits for it; timed
 * under its path (the same label Nest's route template gives it); skipped while draining, so that
 * keep-alive clients are told Connection: close by the pipeline.
 */
export function fastPathObserver(state: ShutdownState, metrics: MetricsService): FastPathObserver {
  return {
    get bypass() {
      return state.draining;
    },
    taken(req, res, startedAt) {
      state.requestStarted();
      return (outcome) => {
        state.requestEnded();
        if (outcome === 'handed-back') return;
        const route = (req.url ?? '').split('?')[0];
        const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
        metrics.httpRequestDuration.observe({ method: req.method ?? 'GET', route, status_code: String(res.statusCode) }, seconds);
      };
    },
  };
}
