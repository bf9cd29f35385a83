import { ApiProperty } from '@nestjs/swagger';
import type { PublicSettings } from '../domain/setting-value.js';

export class PublicSettingsDto implements PublicSettings {
  @ApiProperty({ description: 'Delivery radius in miles', example: 2 })
  maxDistance: number;

  @ApiProperty({ description: 'Delivery fee in pence', example: 250 })
  deliveryFee: number;

  @ApiProperty({ description: 'Minimum delivery order subtotal in pence', example: 1500 })
  minimumOrderValue: number;

  @ApiProperty({ description: 'Minutes from now before the first selectable slot', example: 10 })
  timeSlotBuffer: number;

  @ApiProperty({ description: 'Orders accepted per 15-minute slot', example: 3 })
  ordersPerTimeSlot: number;

  @ApiProperty({ description: 'Table bookings accepted per time', example: 1 })
  defaultCapacity: number;

  @ApiProperty({ description: 'Guests seated per table booking time (the sum of party sizes)', example: 20 })
  bookingCoversCapacity: number;

  @ApiProperty({ description: 'Whether delivery orders are accepted', example: true })
  deliveries: boolean;

  @ApiProperty({ description: 'Whether collection orders are accepted', example: true })
  collections: boolean;

  @ApiProperty({ description: 'Days ahead a customer may order for collection; 0: today only (issue 28)', example: 6 })
  orderAheadDaysCollection: number;

  @ApiProperty({ description: 'Days ahead a customer may order for delivery; 0: today only', example: 6 })
  orderAheadDaysDelivery: number;

  @ApiProperty({ description: "Orders for today are taken until this time, 'HH:MM'; empty: until the last slot", example: '' })
  sameDayCutoff: string;
}
