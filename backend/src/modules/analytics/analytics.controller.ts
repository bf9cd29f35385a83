import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { AnalyticsService } from './analytics.service.js';
import { LogVisitDto } from './dto/log-visit.dto.js';

@ApiTags('analytics')
@Controller('visits')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post()
  @ApiOperation({ summary: 'Record a page visit' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Logged' })
  @ApiErrors({ status: 429, description: 'TOO_MANY_VISITS: rate limit per client address' })
  logVisit(@Body() body: LogVisitDto, @Req() req: Request): Promise<void> {
    return this.analytics.logVisit(body, { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });
  }
}
