import { Body, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, CurrentUser } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { DaysOffService } from './days-off.service.js';
import {
  CreateDaysOffDto,
  CreatedDaysOffDto,
  DayOffDto,
  DaysOffPreviewDto,
  DaysOffRequestDto,
  OpeningTimesDto,
  ScheduleQueryDto,
  SetActiveDto,
  SetOpenDto,
  SetSessionsDto,
  WeeklyScheduleDto,
} from './dto/admin-time.dto.js';
import { TimeAdminService } from './time-admin.service.js';
import { ApiErrors } from '../../infra/http/api-errors.js';

/** The Time tab: opening days, the slot grid, time off and the weekly schedule. */
@AdminController('time')
export class AdminTimeController {
  constructor(
    private readonly time: TimeAdminService,
    private readonly daysOff: DaysOffService,
  ) {}

  @Get('opening-times')
  @ApiOperation({ summary: 'Opening times per weekday and the slot grid' })
  @ApiOkResponse({ type: OpeningTimesDto })
  getOpeningTimes(@CurrentUser() staff: AuthUser): Promise<OpeningTimesDto> {
    return this.time.getOpeningTimes(staff);
  }

  @Patch('opening-times/:dayOfWeek')
  @ApiOperation({ summary: 'Open or close a weekday' })
  @ApiErrors({ status: 422, description: 'WEEKDAY_INVALID' })
  @ApiOkResponse({ type: OpeningTimesDto })
  setWeekdayOpen(@CurrentUser() staff: AuthUser, @Param('dayOfWeek') dayOfWeek: string, @Body() body: SetOpenDto): Promise<OpeningTimesDto> {
    return this.time.setWeekdayOpen(staff, dayOfWeek, body.isOpen);
  }

  @Put('opening-times/:dayOfWeek/sessions')
  @ApiOperation({ summary: 'Set a weekday\'s opening sessions' })
  @ApiErrors({ status: 422, description: 'WEEKDAY_INVALID or SESSIONS_INVALID' })
  @ApiOkResponse({ type: OpeningTimesDto })
  setWeekdaySessions(@CurrentUser() staff: AuthUser, @Param('dayOfWeek') dayOfWeek: string, @Body() body: SetSessionsDto): Promise<OpeningTimesDto> {
    return this.time.setWeekdaySessions(staff, dayOfWeek, body.sessions);
  }

  @Patch('time-slots/:time')
  @ApiOperation({ summary: 'Switch a slot time on or off' })
  @ApiErrors({ status: 422, description: 'SLOT_OFF_GRID' })
  @ApiOkResponse({ type: OpeningTimesDto })
  setTimeSlotActive(@CurrentUser() staff: AuthUser, @Param('time') time: string, @Body() body: SetActiveDto): Promise<OpeningTimesDto> {
    return this.time.setTimeSlotActive(staff, time, body.isActive);
  }

  @Get('schedule')
  @ApiOperation({ summary: 'The week\'s schedule' })
  @ApiErrors({ status: 422, description: 'DATE_INVALID' })
  @ApiOkResponse({ type: WeeklyScheduleDto })
  getWeeklySchedule(@CurrentUser() staff: AuthUser, @Query() query: ScheduleQueryDto): Promise<WeeklyScheduleDto> {
    return this.time.getWeeklySchedule(staff, query.date);
  }

  @Get('days-off')
  @ApiOperation({ summary: 'List days off' })
  @ApiOkResponse({ type: DayOffDto, isArray: true })
  listDaysOff(@CurrentUser() staff: AuthUser): Promise<DayOffDto[]> {
    return this.daysOff.listDaysOff(staff);
  }

  @Post('days-off/preview')
  @ApiOperation({ summary: 'Preview the orders a day off would affect' })
  @ApiErrors({ status: 422, description: 'TIME_OFF_INVALID' })
  @HttpCode(200)
  @ApiOkResponse({ type: DaysOffPreviewDto, description: 'The orders and bookings already placed inside the time off' })
  previewDaysOff(@CurrentUser() staff: AuthUser, @Body() body: DaysOffRequestDto): Promise<DaysOffPreviewDto> {
    return this.daysOff.previewDaysOff(staff, body);
  }

  @Post('days-off')
  @ApiOperation({ summary: 'Add days off' })
  @ApiErrors({ status: 422, description: 'TIME_OFF_INVALID' })
  @ApiOkResponse({ type: CreatedDaysOffDto, description: 'One row per day' })
  createDaysOff(@CurrentUser() staff: AuthUser, @Body() body: CreateDaysOffDto): Promise<CreatedDaysOffDto> {
    return this.daysOff.createDaysOff(staff, body);
  }

  @Delete('days-off/:id')
  @ApiOperation({ summary: 'Delete a day off' })
  @ApiErrors({ status: 404, description: 'DAY_OFF_NOT_FOUND' })
  @HttpCode(204)
  @ApiNoContentResponse()
  deleteDayOff(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.daysOff.deleteDayOff(staff, id);
  }
}
