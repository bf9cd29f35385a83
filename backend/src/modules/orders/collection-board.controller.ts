import { Controller, Get, Header } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CollectionBoardDto } from './dto/collection-board.dto.js';

/** The counter screen (/board): public, order numbers only, while an administrator has it turned on. */
@ApiTags('orders')
@Controller('board')
export class CollectionBoardController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Today's collection order numbers: preparing and ready" })
  @ApiOkResponse({ type: CollectionBoardDto })
  @ApiNotFoundResponse({ description: 'COLLECTION_BOARD_OFF: the collection_board setting is off' })
  @NoQueryParameters()
  getCollectionBoard(): Promise<CollectionBoardDto> {
    return this.orders.getCollectionBoard();
  }
}
