import { Injectable } from '@nestjs/common';
import { RateLimiterService, type RateLimitRule } from '../../infra/redis/rate-limiter.service.js';
import { AnalyticsException } from './analytics.exception.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { cleanVisitText, utmSourceOf, visitPath, visitReferrer } from './domain/visit.js';

export interface VisitContext {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Visits recorded per client address (issue 24): a script must not fill the table staff read.
 * A person browsing views a few pages a minute; offices and mobile networks share an address.
 * Fails open, like browsing.
 */
export const VISIT_LOG_LIMIT = { name: 'visit-log:ip', limit: 600, windowSeconds: 60 * 60, whenUncounted: 'allow' } as const satisfies RateLimitRule;

/** Site visits: one row per page view, logged by the browser on every route change. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly visits: AnalyticsRepository,
    private readonly limiter: RateLimiterService,
  ) {}

  async logVisit(input: { path: string; referrer?: string | null }, context: VisitContext): Promise<void> {
    const limit = await this.limiter.hit(VISIT_LOG_LIMIT, context.ip ?? 'unknown');
    if (!limit.allowed) throw AnalyticsException.tooManyVisits(limit.retryAfterSeconds);
    await this.visits.insertVisit({
      path: visitPath(input.path),
      referrer: visitReferrer(input.referrer),
      ipAddress: context.ip,
      userAgent: cleanVisitText(context.userAgent, 300),
      utmSource: utmSourceOf(input.path),
    });
  }
}
