import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, CurrentUser } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from './audit.service.js';
import { AuditPageDto, AuditQueryDto, toAuditPage } from './dto/audit.dto.js';

@AdminController('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** Staff changes, newest first, by area and by person, a page at a time. */
  @Get()
  @ApiOperation({ summary: 'List staff changes, newest first' })
  @ApiOkResponse({ type: AuditPageDto })
  async listAuditEntries(@CurrentUser() admin: AuthUser, @Query() query: AuditQueryDto): Promise<AuditPageDto> {
    const { limit = 50, offset = 0 } = query;
    return toAuditPage(await this.audit.listAuditEntries(admin, { area: query.area, actorId: query.actorId, actorEmail: query.actorEmail, limit, offset }), limit, offset);
  }
}
