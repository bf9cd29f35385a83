import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of the site-visit log. */
export class AnalyticsException extends AppException {
  static tooManyVisits(retryAfterSeconds: number): AnalyticsException {
    return new AnalyticsException('TOO_MANY_VISITS', 'Too many page visits have been recorded from your network. Please try again later.', 429, {
      title: 'Too Many Requests',
      retryAfterSeconds,
    });
  }

  /** A custom range of the Visits charts without both dates, backwards, or too long (report-range.ts says which). */
  static invalidRange(problem: string): AnalyticsException {
    return new AnalyticsException('VISITS_RANGE_INVALID', problem, 422);
  }
}
