import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PageQueryDto } from '../../infra/http/page-query.dto.js';
import { AdminController, CurrentUser } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AdminVisitsService } from './admin-visits.service.js';
import { VisitsPageDto, VisitStatsDto } from './dto/admin-visits.dto.js';

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

  @Get()
  @ApiOperation({ summary: 'List visits, paged' })
  @ApiOkResponse({ type: VisitsPageDto, description: '10 a page, newest first' })
  listVisits(@CurrentUser() staff: AuthUser, @Query() query: PageQueryDto): Promise<VisitsPageDto> {
    return this.visits.listVisits(staff, query.page);
  }
}
