import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, CurrentUser, StaffRoute } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AdminBadgesService } from './admin-badges.service.js';
import { AdminBadgesDto } from './dto/admin-badges.dto.js';

/** The counts on the admin link (open orders, booking requests waiting): one request for every badge; staff and administrators. */
@AdminController('badges')
@StaffRoute()
export class AdminBadgesController {
  constructor(private readonly badges: AdminBadgesService) {}

  @Get()
  @ApiOperation({ summary: 'Count what the admin badges show' })
  @ApiOkResponse({ type: AdminBadgesDto })
  countBadges(@CurrentUser() staff: AuthUser): Promise<AdminBadgesDto> {
    return this.badges.countBadges(staff);
  }
}
