import { ApiProperty, OmitType } from '@nestjs/swagger';
import { RestaurantAddressDto, RestaurantProfileDto } from '../../../infra/config/restaurant-profile.js';

export class RestaurantAddressResponseDto extends RestaurantAddressDto {
  @ApiProperty({ example: 'Bolton Road, Walkden, Manchester M28 3AX' })
  oneLine!: string;
}

export class GeoDto {
  @ApiProperty({ example: 53.5233 }) latitude!: number;
  @ApiProperty({ example: -2.3997 }) longitude!: number;
}

export class OpeningPeriodDto {
  @ApiProperty({ example: '09:00', description: "'HH:MM', 24-hour, Europe/London" }) opens!: string;
  @ApiProperty({ example: '14:00', description: 'Exclusive' }) closes!: string;
}

export class WeekdayHoursDto {
  @ApiProperty({ description: '0 = Sunday .. 6 = Saturday' }) dayOfWeek!: number;
  @ApiProperty({ example: 'Tuesday' }) day!: string;
  @ApiProperty({ type: [OpeningPeriodDto], description: 'Empty: closed' }) periods!: OpeningPeriodDto[];
  @ApiProperty({ example: '9:00-14:00, 17:00-21:00', description: "Or 'Closed'" }) times!: string;
}

export class SessionSummaryDto extends OpeningPeriodDto {
  @ApiProperty({ example: 'Breakfast & Lunch' }) name!: string;
  @ApiProperty({ type: [String], example: ['Tuesday', 'Wednesday'] }) dayNames!: string[];
  @ApiProperty({ example: 'Tuesday to Sunday' }) days!: string;
  @ApiProperty({ example: '9:00-14:00' }) times!: string;
  @ApiProperty({ example: 'Tues-Sun 9-2' }) short!: string;
}

export class OpeningHoursDto {
  @ApiProperty({ type: [WeekdayHoursDto], description: 'Monday first' }) week!: WeekdayHoursDto[];
  @ApiProperty({ type: [SessionSummaryDto], description: 'Each session with the days it runs' }) summary!: SessionSummaryDto[];
  @ApiProperty({ type: String, nullable: true, example: 'Closed Mondays' }) closed!: string | null;
}

/** GET /api/restaurant: the profile, its coordinates and the hours derived from the opening sessions. */
export class RestaurantResponseDto extends OmitType(RestaurantProfileDto, ['address'] as const) {
  @ApiProperty({ type: RestaurantAddressResponseDto }) address!: RestaurantAddressResponseDto;
  @ApiProperty({ example: 'https://order.walkden-kitchen.example', description: "The site's address (PUBLIC_URL): canonical URLs and structured data" })
  siteUrl!: string;
  @ApiProperty({ type: GeoDto, description: 'RESTAURANT_LATITUDE / RESTAURANT_LONGITUDE, the centre of the delivery radius' }) geo!: GeoDto;
  @ApiProperty({ type: OpeningHoursDto }) hours!: OpeningHoursDto;
}
