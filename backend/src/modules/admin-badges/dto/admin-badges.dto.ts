import { ApiProperty } from '@nestjs/swagger';

/** Every count the admin link's badges show, in one answer. */
export class AdminBadgesDto {
  @ApiProperty({ example: 3, description: "Today's orders that are neither completed nor abandoned" }) openOrders: number;
  @ApiProperty({ example: 2, description: 'Booking requests for today or later still waiting for an answer' }) pendingBookings: number;
}
