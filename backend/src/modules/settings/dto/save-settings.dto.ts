import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';

export class SaveSettingsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { deliveries: 'true', collections: 'true', max_distance: '2', delivery_fee: '250', time_slot_buffer: '10', minimum_order_value: '1500', orders_per_time_slot: '3' },
    description: 'Setting key to its text value: money in pence, distances in miles, durations in minutes, switches true or false. All or nothing.',
  })
  @IsObject({ message: 'values must be an object of setting keys to text values' })
  values: Record<string, unknown>;
}
