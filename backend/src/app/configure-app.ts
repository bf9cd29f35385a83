import type { Server } from 'node:http';
import { join } from 'node:path';
import { ValidationPipe } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { Logger as Pino } from 'pino';
import { Clock } from '../infra/clock/clock.js';
import { TestClockMiddleware } from '../infra/clock/test-clock.middleware.js';
import { AppConfig } from '../infra/config/app-config.js';
import { serveBeforeExpress } from '../infra/http/before-express.js';
import { csrfProtection } from '../infra/http/csrf.middleware.js';
import { ErrorFilter } from '../infra/http/error.filter.js';
import { fastPathObserver } from '../infra/http/fast-path-observer.js';
import { inFlightTracking, KEEP_ALIVE_TIMEOUT_MS, ShutdownState } from '../infra/http/graceful-shutdown.js';
import { headLikeGetCompression } from '../infra/http/head-compression.js';
import { QUEUE_DASHBOARD_PATH, QueueDashboard } from '../infra/queue/queue-dashboard.js';
import { jsonBodiesOnly } from '../infra/http/json-only.middleware.js';
import { IMMUTABLE_ASSET_CACHE, precompressedAssets } from '../infra/http/precompressed-assets.js';
import { requestLogging } from '../infra/http/request-logging.js';
import { securityHeaders } from '../infra/http/security-headers.js';
import { httpMetrics } from '../infra/metrics/http-metrics.js';
import { MetricsService } from '../infra/metrics/metrics.service.js';
import { RedisIoAdapter } from '../infra/realtime/redis-io.adapter.js';
import { SsrService } from '../infra/ssr/ssr.service.js';
import { adminOnly } from '../modules/accounts/guards/admin-only.middleware.js';
import { TwoStepGate } from '../modules/accounts/two-step-gate.service.js';
import { SessionsService } from '../modules/accounts/sessions.service.js';
import { menuFastPath } from '../modules/menu/menu-fast-path.js';
import { MenuService } from '../modules/menu/menu.service.js';
import { API_PREFIX, API_PREFIX_OPTIONS, createOpenApiDocument } from './openapi.js';

/**
 * Everything the api process adds around Nest's router. Shared by main.ts and the integration
 * tests, so that tests exercise the same pipeline as production. The app must be created on
 * createExpressAdapter() (case-sensitive routing).
 */
export function configureApp(app: NestExpressApplication, logger?: Pino): void {
  const config = app.get(AppConfig);
  // Idle connections are the proxy's to close, never the api's (see KEEP_ALIVE_TIMEOUT_MS); a
  // shutdown closes them itself once the api is out of the pool.
  (app.getHttpServer() as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // The public menu is answered before Express (cached, compressed, ETag): the one hot path.
  serveBeforeExpress(app.getHttpServer(), [menuFastPath(app.get(MenuService), config)], fastPathObserver(app.get(ShutdownState), app.get(MetricsService)));
  app.use(inFlightTracking(app.get(ShutdownState)));
  app.use(httpMetrics(app.get(MetricsService)));
  if (logger) app.use(requestLogging(logger));
  const io = new RedisIoAdapter(app);
  io.connectToRedis(config.redisUrl, config.redisPrefix);
  app.useWebSocketAdapter(io);
  // req.ip (visits, rate limits) is X-Forwarded-For's client only when the peer is a trusted proxy.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  // brotli or gzip for every compressible response (HTML, JSON, JS, CSS) the client accepts;
  // responses that already carry a Content-Encoding (precompressed assets) pass through untouched.
  app.use(compression());
  app.use(headLikeGetCompression());
  app.use(cookieParser());
  app.use(csrfProtection(config, { sameOriginPaths: [`${QUEUE_DASHBOARD_PATH}/`] }));
  // The one upload: a menu item's image (admin-only, CSRF-checked). Every other body must be JSON.
  app.use(jsonBodiesOnly({ multipartPaths: [/^\/api\/admin\/menu\/items\/[0-9a-f-]{36}\/image$/] }));
  app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new ErrorFilter());
  // SIGTERM is handled by main.ts (installGracefulShutdown): drain, finish requests in flight, then close.

  // In production the API's description is for staff only: every copy of it lives under /api/docs
  // (Nest's default YAML copy at /api/docs-yaml would sit outside the guard).
  if (config.isProduction) app.use('/api/docs', adminOnly(app.get(SessionsService), app.get(TwoStepGate)));
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json', yamlDocumentUrl: 'api/docs/openapi.yaml' });

  // The BullMQ dashboard: administrators only, every request (page, assets, its JSON API and actions).
  app.use(QUEUE_DASHBOARD_PATH, adminOnly(app.get(SessionsService), app.get(TwoStepGate)), app.get(QueueDashboard).router());

  const ssr = app.get(SsrService);
  app.use('/assets', precompressedAssets(join(ssr.clientDir, 'assets')));
  app.useStaticAssets(ssr.clientDir, {
    index: false,
    setHeaders: (res, filePath) => {
      // Vite fingerprints everything under /assets, so those files never change.
      if (filePath.includes('/assets/')) res.setHeader('Cache-Control', IMMUTABLE_ASSET_CACHE);
      // The service worker (issue 27): a new version reaches browsers at once.
      else if (filePath.endsWith('/sw.js')) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  const pages = ssr.middleware();
  // A test's X-Test-Now pins the restaurant's clock for a page as for the api: the render's instant and the staff screens' day.
  const testClock = config.testClockEnabled ? new TestClockMiddleware(app.get(Clock)) : null;
  app.use(testClock ? (req: Request, res: Response, next: NextFunction) => testClock.use(req, res, (error?: unknown) => (error ? next(error) : pages(req, res, next))) : pages);
}
