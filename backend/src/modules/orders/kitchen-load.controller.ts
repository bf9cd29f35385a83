import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, StaffRoute } from '../accounts/guards/auth.decorators.js';
import { KitchenLoadDto } from './dto/kitchen-load.dto.js';
import { KitchenLoadService } from './kitchen-load.service.js';

/** Issue 28: the kitchen screen's next hour, per station. */
@AdminController('kitchen')
export class KitchenLoadController {
  constructor(private readonly load: KitchenLoadService) {}

  @Get('load')
  @StaffRoute()
  @ApiOperation({ summary: "The next hour's orders and the units they take of each kitchen station" })
  @ApiOkResponse({ type: KitchenLoadDto })
  nextHour(): Promise<KitchenLoadDto> {
    return this.load.nextHour();
  }
}
