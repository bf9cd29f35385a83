import { ApiProperty } from '@nestjs/swagger';

/** The counter screen's numbers (issue 26): order numbers only, never a name or an item. */
export class CollectionBoardDto {
  @ApiProperty({ type: [String], description: "Today's collection orders being made, by slot" }) preparing: string[];
  @ApiProperty({ type: [String], description: "Today's collection orders ready at the counter, by slot" }) ready: string[];
}
