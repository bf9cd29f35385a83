import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { AdminController, CurrentUser, StaffRoute } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { BusyModeService } from './busy-mode.service.js';
import { AddPrepTimeDto, BusyModeDto, PauseOrdersDto, ReopenOrdersDto } from './dto/busy-mode.dto.js';

/** Anyone: whether online orders are paused and the extra prep time in force (the menu and checkout show it). */
@ApiTags('busy-mode')
@Controller('busy-mode')
export class BusyModeController {
  constructor(private readonly busyMode: BusyModeService) {}

  @Get()
  @NoQueryParameters()
  @ApiOperation({ summary: 'Busy mode in force now' })
  @ApiOkResponse({ type: BusyModeDto })
  getBusyMode(): Promise<BusyModeDto> {
    return this.busyMode.getBusyMode();
  }
}

/** Staff and administrators: pause online orders or add prep time on a busy night. */
@AdminController('busy-mode')
@StaffRoute()
export class AdminBusyModeController {
  constructor(private readonly busyMode: BusyModeService) {}

  @Put('pause')
  @ApiOperation({ summary: 'Pause online orders of a type (or both) for 15, 30 or 60 minutes, or until reopened' })
  @ApiOkResponse({ type: BusyModeDto })
  pauseOrders(@CurrentUser() staff: AuthUser, @Body() body: PauseOrdersDto): Promise<BusyModeDto> {
    return this.busyMode.pauseOrders(staff, body.types, body.minutes ?? null);
  }

  @Put('reopen')
  @ApiOperation({ summary: 'Reopen online orders of a type (or both) now' })
  @ApiOkResponse({ type: BusyModeDto })
  reopenOrders(@CurrentUser() staff: AuthUser, @Body() body: ReopenOrdersDto): Promise<BusyModeDto> {
    return this.busyMode.reopenOrders(staff, body.types);
  }

  @Put('prep-time')
  @ApiOperation({ summary: 'Add 10 to 60 minutes of prep time: the earliest slots offered move later' })
  @ApiErrors({ status: 422, description: 'PREP_TIME_INVALID' })
  @ApiOkResponse({ type: BusyModeDto })
  addPrepTime(@CurrentUser() staff: AuthUser, @Body() body: AddPrepTimeDto): Promise<BusyModeDto> {
    return this.busyMode.addPrepTime(staff, body.minutes, body.forMinutes ?? null);
  }

  @Delete('prep-time')
  @ApiOperation({ summary: 'End the extra prep time now' })
  @ApiOkResponse({ type: BusyModeDto })
  endPrepTime(@CurrentUser() staff: AuthUser): Promise<BusyModeDto> {
    return this.busyMode.endPrepTime(staff);
  }
}
