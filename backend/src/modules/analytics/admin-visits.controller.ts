import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { PageQueryDto } from '../../infra/http/page-query.dto.js';
import { AdminController, CurrentUser } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AdminVisitsService } from './admin-visits.service.js';
import { VisitChartsDto, VisitChartsQueryDto, VisitsPageDto, VisitStatsDto } from './dto/admin-visits.dto.js';

/** The Visitors tab's Visits. */
@AdminController('visits')
export class AdminVisitsController {
  constructor(private readonly visits: AdminVisitsService) {}

  @Get('stats')
  @ApiOperation({ summary: 'Visit counts per day and per page' })
  @ApiOkResponse({ type: VisitStatsDto })
  getVisitStats(@CurrentUser() staff: AuthUser): Promise<VisitStatsDto> {
    return this.visits.getVisitStats(staff);
  }

  @Get('charts')
  @ApiOperation({ summary: 'Visits per London day, top pages and sources, and the share of visitors who ordered, for a range of days' })
  @ApiOkResponse({ type: VisitChartsDto })
  @ApiUnprocessableEntityResponse({ description: 'VISITS_RANGE_INVALID: a custom range without both dates, backwards, or longer than 366 days' })
  getVisitCharts(@CurrentUser() staff: AuthUser, @Query() query: VisitChartsQueryDto): Promise<VisitChartsDto> {
    return this.visits.getVisitCharts(staff, query);
  }

  @Get()
  @ApiOperation({ summary: 'List visits, paged' })
  @ApiOkResponse({ type: VisitsPageDto, description: '10 a page, newest first' })
  listVisits(@CurrentUser() staff: AuthUser, @Query() query: PageQueryDto): Promise<VisitsPageDto> {
    return this.visits.listVisits(staff, query.page);
  }
}
