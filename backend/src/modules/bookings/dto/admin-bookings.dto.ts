import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import type { Booking, BookingStatus } from '../entities/booking.entity.js';
import { BookingDto, toBookingDto } from './bookings.dto.js';

/** The statuses staff may set (the transition table decides which change is allowed). */
export const STAFF_BOOKING_STATUSES = ['confirmed', 'declined', 'cancelled'] as const satisfies readonly BookingStatus[];

/** A booking as staff see it: the customer's view plus the contact details. */
export class AdminBookingDto extends BookingDto {
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Empty when not given' }) phone: string;
}

export function toAdminBooking(booking: Booking): AdminBookingDto {
  return { ...toBookingDto(booking), email: booking.email, phone: booking.phone };
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

export class PendingBookingCountDto {
  @ApiProperty({ example: 2, description: 'Requests for today or later still waiting for an answer' }) count: number;
}

export class ChangeBookingStatusDto {
  @ApiProperty({ enum: STAFF_BOOKING_STATUSES })
  @IsIn(STAFF_BOOKING_STATUSES, { message: `status must be one of ${STAFF_BOOKING_STATUSES.join(', ')}` })
  status: (typeof STAFF_BOOKING_STATUSES)[number];
}
