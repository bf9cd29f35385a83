import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { pageWindow, toPage, type Page } from '../../infra/http/pagination.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { dailyAverageVisits, VISITS_PAGE_SIZE, visitStatsWindow } from './domain/visit-stats.js';
import type { VisitDto, VisitStatsDto } from './dto/admin-visits.dto.js';

/** The Visitors tab's Visits: stat cards and the log. */
@Injectable()
export class AdminVisitsService {
  constructor(
    private readonly visits: AnalyticsRepository,
    private readonly clock: Clock,
  ) {}

  async getVisitStats(_staff: AuthUser): Promise<VisitStatsDto> {
    const now = this.clock.now();
    const { since24Hours, since7Days } = visitStatsWindow(now);
    const { oldest, ...counts } = await this.visits.computeVisitStats(since24Hours, since7Days);
    return { ...counts, dailyAverage: dailyAverageVisits(counts.total, oldest, now) };
  }

  async listVisits(_staff: AuthUser, page = 1): Promise<Page<VisitDto>> {
    const request = { page, pageSize: VISITS_PAGE_SIZE };
    const { limit, offset } = pageWindow(request);
    const { rows, total } = await this.visits.findVisitsPage(limit, offset);
    return toPage(rows, total, request);
  }
}
