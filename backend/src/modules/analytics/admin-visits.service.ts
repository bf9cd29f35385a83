import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { rangeInstants, reportRange, type DayRange, type ReportPreset } from '../../infra/clock/report-range.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { pageWindow, toPage, type Page } from '../../infra/http/pagination.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AnalyticsException } from './analytics.exception.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { addVisitCounts, siteHost, sourceCharts, topPages, unrolledRuns, visitsEveryDay, type VisitCounts } from './domain/visit-charts.js';
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
    // Days the worker has rolled up are read from their counts; the rest (today, a day not reached
    // yet) from the visits themselves: a year is a few rows a day instead of half a million visits.
    const rolled = await this.visits.findRolledDays(from, to);
    const counts = addVisitCounts(
      await Promise.all([this.visits.sumRolledDays(rolled), ...unrolledRuns(range, new Set(rolled)).map((run) => this.countVisits(run))]),
    );
    const visitsByDay = visitsEveryDay(range, counts.byDay);
    return {
      range: { preset, from, to, days },
      totalVisits: visitsByDay.reduce((total, day) => total + day.visits, 0),
      visitsByDay,
      topPages: topPages(counts.pages),
      ...sourceCharts(counts.sources),
    };
  }

  /** A run of days counted from the visits themselves. */
  private async countVisits(run: DayRange): Promise<VisitCounts> {
    const { start, end } = rangeInstants(run);
    const [byDay, pages, sources] = await Promise.all([
      this.visits.countVisitsByDay(start, end),
      this.visits.countPageVisits(start, end),
      this.visits.countVisitSources(start, end, this.siteHost),
    ]);
    return { byDay, pages, sources };
  }

  async listVisits(_staff: AuthUser, page = 1): Promise<Page<VisitDto>> {
    const request = { page, pageSize: VISITS_PAGE_SIZE };
    const { limit, offset } = pageWindow(request);
    const { rows, total } = await this.visits.findVisitsPage(limit, offset);
    return toPage(rows, total, request);
  }
}
