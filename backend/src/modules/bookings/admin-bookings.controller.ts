import { Body, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { AdminController, CurrentUser, StaffRoute } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { AdminBookingDto, ChangeBookingStatusDto, DayBookingsDto, DayBookingsQueryDto, DeclineBookingsDto, DeclineBookingsResultDto } from './dto/admin-bookings.dto.js';

/** The Bookings tab: a day's bookings, the pending badge and the status buttons; staff and administrators. */
@AdminController('bookings')
@StaffRoute()
export class AdminBookingsController {
  constructor(private readonly bookings: AdminBookingsService) {}

  @Get()
  @ApiOperation({ summary: 'List the bookings of a day' })
  @ApiOkResponse({ type: DayBookingsDto })
  listBookingsOfDay(@CurrentUser() staff: AuthUser, @Query() query: DayBookingsQueryDto): Promise<DayBookingsDto> {
    return this.bookings.listBookingsOfDay(staff, query.date);
  }

  @Post('decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline several booking requests at once (e-mails each customer)' })
  @ApiOkResponse({ type: DeclineBookingsResultDto })
  @ApiErrors({ status: 400, description: 'No ids, more than 100, a repeated id or one that is not a booking id' })
  declineBookings(@CurrentUser() staff: AuthUser, @Body() body: DeclineBookingsDto): Promise<DeclineBookingsResultDto> {
    return this.bookings.declineBookings(staff, body.ids);
  }

  @Patch(':id/status')
  @ApiOperation({ summary: "Confirm, decline or cancel a booking (e-mails the customer)" })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiErrors({ status: 404, description: 'BOOKING_NOT_FOUND' }, { status: 409, description: 'INVALID_STATUS_CHANGE: not allowed by the transition table' })
  changeBookingStatus(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: ChangeBookingStatusDto): Promise<AdminBookingDto> {
    return this.bookings.changeBookingStatus(staff, id, body.status);
  }
}
