import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { RestaurantResponseDto } from './dto/restaurant.dto.js';
import { RestaurantService } from './restaurant.service.js';

@ApiTags('restaurant')
@Controller('restaurant')
export class RestaurantController {
  constructor(private readonly restaurant: RestaurantService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: "The restaurant's name, address, contact, trader details, socials and opening hours" })
  @ApiOkResponse({ type: RestaurantResponseDto })
  @NoQueryParameters()
  getRestaurant(): Promise<RestaurantResponseDto> {
    return this.restaurant.getRestaurant();
  }
}
