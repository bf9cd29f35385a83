import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Logger as Pino } from 'pino';
import { AppConfig } from '../config/app-config.js';

/**
 * How long the api keeps an idle keep-alive connection: longer than any proxy in front keeps its
 * own (ingress-nginx's upstream-keepalive-timeout is 60 s; so is a cloud load balancer's idle
 * timeout). Node's 5 s default closes a connection the proxy may be sending on at that moment,
 * and the proxy answers 502 to a request it may not send twice (a POST).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/** Whether the api is shutting down, and how many requests it is still answering. */
@Injectable()
export class ShutdownState {
  draining = false;
  inFlight = 0;
  private readonly idleWaiters = new Set<() => void>();

  requestStarted(): void {
    this.inFlight += 1;
  }

  requestEnded(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0) for (const wake of this.idleWaiters) wake();
  }

  /** Resolves true once no request is in flight, false when `ms` runs out first. */
  async whenIdle(ms: number): Promise<boolean> {
    if (this.inFlight === 0) return true;
    let wake: () => void = () => undefined;
    const idle = new Promise<true>((resolve) => (wake = () => resolve(true)));
    this.idleWaiters.add(wake);
    const timer = sleep(ms, false as const, { ref: false });
    try {
      return await Promise.race([idle, timer]);
    } finally {
      this.idleWaiters.delete(wake);
    }
  }
}

/**
 * First middleware of the api: counts requests in flight and, once the api is draining, asks
 * keep-alive clients to open their next request elsewhere (Connection: close).
 */
export function inFlightTracking(state: ShutdownState) {
  return (req: Request, res: Response, next: NextFunction): void => {
    state.requestStarted();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      state.requestEnded();
    };
    res.once('finish', end);
    res.once('close', end);
    if (state.draining) res.setHeader('Connection', 'close');
    next();
  };
}

/**
 * SIGTERM (and SIGINT) on the api, in this order:
 * 1. readiness answers 503 and keep-alive answers say Connection: close;
 * 2. it keeps serving SHUTDOWN_DRAIN_SECONDS, while load balancers notice and stop sending;
 * 3. it stops listening (new connections are refused) and closes idle keep-alive connections;
 * 4. requests in flight get up to SHUTDOWN_GRACE_SECONDS to finish; stragglers are cut after that;
 * 5. Nest closes: Socket.IO disconnects its clients (they reconnect to another replica), then
 *    PostgreSQL and Redis. The process exits 0, or 1 if something did not close in time.
 */
export function installGracefulShutdown(app: NestExpressApplication, logger: Pino): void {
  const config = app.get(AppConfig);
  const state = app.get(ShutdownState);
  let started = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (started) return;
    started = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    state.draining = true;
    logger.info({ signal, drainSeconds: config.shutdownDrainSeconds, graceSeconds: config.shutdownGraceSeconds }, 'shutting down: not ready');
    await sleep(config.shutdownDrainSeconds * 1000);

    const server = app.getHttpServer() as Server;
    server.close();
    server.closeIdleConnections();
    logger.info({ inFlight: state.inFlight }, 'shutting down: no new connections');
    const idle = await state.whenIdle(graceMs);
    if (!idle) logger.warn({ inFlight: state.inFlight }, 'shutting down: requests still in flight after the grace period are cut');
    server.closeAllConnections();

    // Whatever happens below, the process is gone a few seconds later (the orchestrator would SIGKILL it).
    setTimeout(() => {
      logger.error('shutting down: closing took too long; exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close();
      logger.info('shut down');
      process.exit(0);
    } catch (error) {
      logger.error({ err: (error as Error).message }, 'shutting down: close failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
