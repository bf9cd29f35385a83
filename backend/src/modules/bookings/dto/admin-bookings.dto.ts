import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional, IsUUID, Matches } from 'class-validator';
import { guestRequestLapses } from '../domain/booking-status.js';
import type { Booking, BookingStatus } from '../entities/booking.entity.js';
import { BookingDto, toBookingDto } from './bookings.dto.js';

/** The statuses staff may set (the transition table decides which change is allowed). */
export const STAFF_BOOKING_STATUSES = ['confirmed', 'declined', 'cancelled'] as const satisfies readonly BookingStatus[];

/** A booking as staff see it: the customer's view plus the contact details. */
export class AdminBookingDto extends BookingDto {
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Empty when not given' }) phone: string;
  @ApiProperty({ description: 'The guest confirmed the request from the acknowledgement e-mail' }) guestConfirmed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "When this guest request lapses unless the guest or staff confirm it; null when it never lapses" })
  lapsesAt: string | null;
}

export function toAdminBooking(booking: Booking): AdminBookingDto {
  return {
    ...toBookingDto(booking),
    email: booking.email,
    phone: booking.phone,
    guestConfirmed: booking.guestConfirmedAt !== null,
    lapsesAt: guestRequestLapses(booking)?.toISOString() ?? null,
  };
}

/** Most requests staff may decline in one go. */
export const MAX_BOOKINGS_PER_BATCH = 100;

export class DeclineBookingsDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_BOOKINGS_PER_BATCH, description: 'The bookings to decline' })
  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one booking.' })
  @ArrayMaxSize(MAX_BOOKINGS_PER_BATCH, { message: `Decline at most ${MAX_BOOKINGS_PER_BATCH} bookings at once.` })
  @ArrayUnique({ message: 'Each booking may be named once.' })
  @IsUUID('all', { each: true, message: 'ids must be booking ids' })
  ids: string[];
}

export class BookingNotDeclinedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'INVALID_STATUS_CHANGE' }) code: string;
  @ApiProperty() message: string;
}

export class DeclineBookingsResultDto {
  @ApiProperty({ type: [AdminBookingDto], description: 'Declined now (each customer e-mailed)' }) declined: AdminBookingDto[];
  @ApiProperty({ type: [BookingNotDeclinedDto], description: 'Left as they were, and why (already answered, not found)' }) notDeclined: BookingNotDeclinedDto[];
}

export class DayBookingsQueryDto {
  @ApiPropertyOptional({ example: '2031-01-18', description: "Restaurant-local date; today's in Europe/London when absent" })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  date?: string;
}

export class DayBookingsDto {
  @ApiProperty({ example: '2031-01-18' }) date: string;
  @ApiProperty({ type: [AdminBookingDto], description: 'Every booking of the day by time, whatever its status' }) bookings: AdminBookingDto[];
}

export class ChangeBookingStatusDto {
  @ApiProperty({ enum: STAFF_BOOKING_STATUSES })
  @IsIn(STAFF_BOOKING_STATUSES, { message: `status must be one of ${STAFF_BOOKING_STATUSES.join(', ')}` })
  status: (typeof STAFF_BOOKING_STATUSES)[number];
}
