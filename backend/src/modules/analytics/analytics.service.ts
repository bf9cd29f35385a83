import { Injectable } from '@nestjs/common';
import { AnalyticsRepository } from './analytics.repository.js';
import { cleanVisitText, utmSourceOf, visitPath, visitReferrer } from './domain/visit.js';

export interface VisitContext {
  ip: string | null;
  userAgent: string | null;
}

/** Site visits: one row per page view, logged by the browser on every route change. */
@Injectable()
export class AnalyticsService {
  constructor(private readonly visits: AnalyticsRepository) {}

  async logVisit(input: { path: string; referrer?: string | null }, context: VisitContext): Promise<void> {
    await this.visits.insertVisit({
      path: visitPath(input.path),
      referrer: visitReferrer(input.referrer),
      ipAddress: context.ip,
      userAgent: cleanVisitText(context.userAgent, 300),
      utmSource: utmSourceOf(input.path),
    });
  }
}
