import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { CurrentUser, OptionalSession, SignedIn } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { BookingsService } from './bookings.service.js';
import { AvailabilityDto, AvailabilityQueryDto, BookingDto, CancelBookingDto, CreateBookingDto } from './dto/bookings.dto.js';

/** The /booking page, a customer's bookings and the cancel link of the booking e-mails. Guests may book. */
@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('availability')
  @ApiOperation({ summary: 'The table times of a date, full ones disabled' })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiErrors({ status: 400, description: 'BOOKING_DATE_IN_PAST or BOOKING_TOO_FAR_AHEAD, or a malformed query' })
  getAvailability(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    return this.bookings.getAvailability(query.date, query.partySize);
  }

  @Post()
  @OptionalSession()
  @ApiOperation({ summary: 'Request a table (guests too)' })
  @ApiCreatedResponse({ type: BookingDto })
  @ApiErrors(
    { status: 400, description: "Missing or invalid fields ('Please fill in all required fields.'), BOOKING_DATE_IN_PAST or BOOKING_TOO_FAR_AHEAD" },
    { status: 409, description: "SLOT_UNAVAILABLE: 'This time slot has already been booked.'" },
    { status: 422, description: 'BOOKING_CLOSED (a closed weekday or day off) or BOOKING_TIME_NOT_OFFERED' },
    { status: 429, description: 'TOO_MANY_BOOKINGS: rate limit per IP and per e-mail' },
  )
  requestBooking(@CurrentUser() customer: AuthUser | null, @Body() body: CreateBookingDto, @Req() req: Request): Promise<BookingDto> {
    return this.bookings.requestBooking(customer, body, { ip: req.ip ?? 'unknown' });
  }

  /** A POST so that the token travels in the body, never in a URL (request logs, proxies); it changes nothing. */
  @Post('confirm/view')
  @HttpCode(200)
  @ApiOperation({ summary: 'The booking a "Confirm my request" link names (never confirms it)' })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors({ status: 404, description: 'INVALID_CONFIRM_LINK: forged, malformed or for no booking' })
  getBookingByConfirmToken(@Body() body: CancelBookingDto): Promise<BookingDto> {
    return this.bookings.getBookingByConfirmToken(body.token);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "A guest confirms their request with the acknowledgement e-mail's link, so that it does not lapse" })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors(
    { status: 404, description: 'INVALID_CONFIRM_LINK: forged, malformed or for no booking' },
    { status: 409, description: 'BOOKING_LAPSED (not confirmed within two hours) or BOOKING_NOT_CONFIRMABLE (declined or cancelled)' },
  )
  confirmRequestByToken(@Body() body: CancelBookingDto): Promise<BookingDto> {
    return this.bookings.confirmRequestByToken(body.token);
  }

  @Get('mine')
  @SignedIn()
  @ApiOperation({ summary: "The signed-in customer's bookings, latest date first" })
  @ApiOkResponse({ type: [BookingDto] })
  listMyBookings(@CurrentUser() customer: AuthUser): Promise<BookingDto[]> {
    return this.bookings.listMyBookings(customer);
  }

  /** A POST so that the token travels in the body, never in a URL (request logs, proxies); it changes nothing. */
  @Post('cancel/view')
  @HttpCode(200)
  @ApiOperation({ summary: 'The booking a cancel link names (never cancels it)' })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors({ status: 404, description: 'INVALID_CANCEL_LINK: forged, malformed or for no booking' })
  getBookingByCancelToken(@Body() body: CancelBookingDto): Promise<BookingDto> {
    return this.bookings.getBookingByCancelToken(body.token);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a booking with the link of its e-mail' })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors(
    { status: 404, description: 'INVALID_CANCEL_LINK: forged, malformed or for no booking' },
    { status: 409, description: 'BOOKING_NOT_CANCELLABLE: already cancelled, or declined' },
  )
  cancelBookingByToken(@Body() body: CancelBookingDto): Promise<BookingDto> {
    return this.bookings.cancelBookingByToken(body.token);
  }
}
