import { BadRequestException, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Clock, parseTestNow, TEST_NOW_HEADER } from './clock.js';

/**
 * Pins the clock for one request from its X-Test-Now header. ClockModule installs it only when
 * AppConfig.testClockEnabled, which AppConfig never allows in production.
 */
@Injectable()
export class TestClockMiddleware implements NestMiddleware {
  constructor(private readonly clock: Clock) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    const header = req.get(TEST_NOW_HEADER);
    if (!header) return next();
    const instant = parseTestNow(header);
    if (!instant) return next(new BadRequestException(`${TEST_NOW_HEADER} must be an ISO 8601 instant with an offset, e.g. 2031-03-30T09:30:00Z`));
    this.clock.runAt(instant, () => next());
  }
}
