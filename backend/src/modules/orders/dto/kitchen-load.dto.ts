import { ApiProperty } from '@nestjs/swagger';

export class KitchenLoadStationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Pizza oven' }) name: string;
  @ApiProperty({ example: 6 }) unitsPerSlot: number;
}

export class SlotStationUnitsDto {
  @ApiProperty({ format: 'uuid' }) stationId: string;
  @ApiProperty() units: number;
}

export class SlotLoadDto {
  @ApiProperty({ example: '18:15' }) time: string;
  @ApiProperty({ description: 'Orders holding the slot' }) orders: number;
  @ApiProperty({ type: SlotStationUnitsDto, isArray: true, description: "Every station, in the kitchen's order" }) stations: SlotStationUnitsDto[];
}

export class KitchenLoadDto {
  @ApiProperty({ example: '2031-01-14' }) date: string;
  @ApiProperty({ type: KitchenLoadStationDto, isArray: true }) stations: KitchenLoadStationDto[];
  @ApiProperty({ type: SlotLoadDto, isArray: true, description: 'The slot under way and the next three' }) slots: SlotLoadDto[];
}
