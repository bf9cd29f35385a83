import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { rangeInstants, reportRange, type ReportPreset } from '../../infra/clock/report-range.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { pageWindow, toPage, type Page } from '../../infra/http/pagination.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AnalyticsException } from './analytics.exception.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { siteHost, sourceCharts, TOP_PAGES, visitsEveryDay } from './domain/visit-charts.js';
import { dailyAverageVisits, VISITS_PAGE_SIZE, visitStatsWindow } from './domain/visit-stats.js';
import type { VisitChartsDto, VisitDto, VisitStatsDto } from './dto/admin-visits.dto.js';

export interface VisitChartsRequest {
  range?: ReportPreset;
  from?: string;
  to?: string;
}

/** The Visitors tab's Visits: stat cards, charts and the log. */
@Injectable()
export class AdminVisitsService {
  /** Referrers from this host are moves between the site's pages. */
  private readonly siteHost: string;

  constructor(
    private readonly visits: AnalyticsRepository,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.siteHost = siteHost(config.publicUrl);
  }

  async getVisitStats(_staff: AuthUser): Promise<VisitStatsDto> {
    const now = this.clock.now();
    const { since24Hours, since7Days } = visitStatsWindow(now);
    const { oldest, ...counts } = await this.visits.computeVisitStats(since24Hours, since7Days);
    return { ...counts, dailyAverage: dailyAverageVisits(counts.total, oldest, now) };
  }

  /** The charts for a range of London days (issue 29): per day, top pages, top sources, and who went on to order. */
  async getVisitCharts(_staff: AuthUser, request: VisitChartsRequest): Promise<VisitChartsDto> {
    const range = reportRange(request.range ?? 'this-week', restaurantDate(this.clock.now()), { from: request.from, to: request.to });
    if ('problem' in range) throw AnalyticsException.invalidRange(range.problem);
    const { preset, from, to, days } = range;
    const { start, end } = rangeInstants(range);
    const [byDay, topPages, sources] = await Promise.all([
      this.visits.countVisitsByDay(start, end),
      this.visits.findTopPages(start, end, TOP_PAGES),
      this.visits.countVisitSources(start, end, this.siteHost),
    ]);
    const visitsByDay = visitsEveryDay(range, byDay);
    return {
      range: { preset, from, to, days },
      totalVisits: visitsByDay.reduce((total, day) => total + day.visits, 0),
      visitsByDay,
      topPages,
      ...sourceCharts(sources),
    };
  }

  async listVisits(_staff: AuthUser, page = 1): Promise<Page<VisitDto>> {
    const request = { page, pageSize: VISITS_PAGE_SIZE };
    const { limit, offset } = pageWindow(request);
    const { rows, total } = await this.visits.findVisitsPage(limit, offset);
    return toPage(rows, total, request);
  }
}
