import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '../domain/availability.js';
import { BOOKING_STATUSES, type Booking, type BookingStatus } from '../entities/booking.entity.js';

/** SPEC section 5: what the booking form says when a required field is missing. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
const required = { message: REQUIRED_FIELDS_MESSAGE };
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PARTY_SIZE_MESSAGE = `Party size must be ${MIN_PARTY_SIZE} to ${MAX_PARTY_SIZE}.`;

export class AvailabilityQueryDto {
  @ApiProperty({ example: '2031-01-18', description: 'Restaurant-local date' })
  @Matches(DATE, { message: 'date must be YYYY-MM-DD' })
  date: string;

  @ApiPropertyOptional({ minimum: MIN_PARTY_SIZE, maximum: MAX_PARTY_SIZE, default: 2, description: 'Times the party would not fit are disabled' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PARTY_SIZE_MESSAGE })
  @Min(MIN_PARTY_SIZE, { message: PARTY_SIZE_MESSAGE })
  @Max(MAX_PARTY_SIZE, { message: PARTY_SIZE_MESSAGE })
  partySize?: number;
}

export class TableTimeDto {
  @ApiProperty({ example: '19:00' }) time: string;
  @ApiProperty({ description: 'False when the time is full for this party: shown disabled' }) available: boolean;
}

export class AvailabilityDto {
  @ApiProperty({ example: '2031-01-18' }) date: string;
  @ApiProperty({ description: "A closed weekday or a day off: no times, and the 'Closed' toast" }) closed: boolean;
  @ApiProperty({ type: [TableTimeDto], description: 'Every half hour of the open sessions still ahead, ascending' }) times: TableTimeDto[];
}

export class CreateBookingDto {
  @ApiProperty({ maxLength: 100, example: 'Sam Taylor' })
  @Transform(trim)
  @IsString(required)
  @IsNotEmpty(required)
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  name: string;

  @ApiProperty({ maxLength: 254, example: 'sam@example.com' })
  @Transform(trim)
  @IsString(required)
  @IsNotEmpty(required)
  @MaxLength(254, { message: 'E-mail must be at most 254 characters.' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  email: string;

  @ApiPropertyOptional({ maxLength: 30, example: '07700 900123' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(30, { message: 'Phone must be at most 30 characters.' })
  phone?: string;

  @ApiProperty({ example: '2031-01-18', description: 'Restaurant-local date, today or later' })
  @IsNotEmpty(required)
  @Matches(DATE, { message: REQUIRED_FIELDS_MESSAGE })
  date: string;

  @ApiProperty({ example: '19:00', description: "'HH:MM', one of the date's available times" })
  @IsNotEmpty(required)
  @Matches(TIME, { message: REQUIRED_FIELDS_MESSAGE })
  time: string;

  @ApiProperty({ minimum: MIN_PARTY_SIZE, maximum: MAX_PARTY_SIZE, example: 4 })
  @IsInt({ message: PARTY_SIZE_MESSAGE })
  @Min(MIN_PARTY_SIZE, { message: PARTY_SIZE_MESSAGE })
  @Max(MAX_PARTY_SIZE, { message: PARTY_SIZE_MESSAGE })
  partySize: number;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500, { message: 'Special requests must be at most 500 characters.' })
  specialRequests?: string;
}

export class CancelBookingDto {
  @ApiProperty({ description: 'The token of the cancel link in a booking e-mail' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}


/** A booking as its customer sees it. */
export class BookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: '2031-01-18' }) date: string;
  @ApiProperty({ example: '19:00' }) time: string;
  @ApiProperty() partySize: number;
  @ApiProperty() specialRequests: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: BookingStatus;
  @ApiProperty() createdAt: string;
}

export function toBookingDto(booking: Booking): BookingDto {
  return {
    id: booking.id,
    name: booking.name,
    date: booking.bookingDate,
    time: booking.slotTime.slice(0, 5),
    partySize: booking.partySize,
    specialRequests: booking.specialRequests,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
  };
}
