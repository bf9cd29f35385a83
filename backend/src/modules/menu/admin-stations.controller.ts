import { Body, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { AdminController, CurrentUser, StaffRoute } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CreateKitchenStationDto, KitchenStationDto, UpdateKitchenStationDto } from './dto/kitchen-stations.dto.js';
import { KitchenStationsService } from './kitchen-stations.service.js';

/** Issue 28: the kitchen's stations and their units per slot (the Time tab); every staff member may read them (the kitchen screen). */
@AdminController('stations')
export class AdminStationsController {
  constructor(private readonly stations: KitchenStationsService) {}

  @Get()
  @StaffRoute()
  @ApiOperation({ summary: "The kitchen's stations, in order" })
  @ApiOkResponse({ type: KitchenStationDto, isArray: true })
  listStations(): Promise<KitchenStationDto[]> {
    return this.stations.listStations();
  }

  @Post()
  @ApiOperation({ summary: 'Add a kitchen station' })
  @ApiErrors({ status: 409, description: 'KITCHEN_STATION_NAME_TAKEN' })
  @ApiOkResponse({ type: KitchenStationDto })
  createStation(@CurrentUser() staff: AuthUser, @Body() body: CreateKitchenStationDto): Promise<KitchenStationDto> {
    return this.stations.createStation(staff, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: "Rename a station or change its units per slot" })
  @ApiErrors(404, { status: 409, description: 'KITCHEN_STATION_NAME_TAKEN' })
  @ApiOkResponse({ type: KitchenStationDto })
  updateStation(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateKitchenStationDto): Promise<KitchenStationDto> {
    return this.stations.updateStation(staff, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a station: its items and choices use none afterwards' })
  @ApiErrors(404)
  @HttpCode(204)
  @ApiNoContentResponse()
  deleteStation(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.stations.deleteStation(staff, id);
  }
}
