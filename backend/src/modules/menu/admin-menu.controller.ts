import { Body, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, CurrentUser, StaffRoute } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CategoriesService } from './categories.service.js';
import {
  AdminMenuItemDto,
  AdminMenuResponseDto,
  CreateMenuItemDto,
  CreateMenuOptionDto,
  ReorderItemsDto,
  ReorderOptionsDto,
  SetChoiceGroupsDto,
  SetSoldOutDto,
  SoldOutDto,
  UpdateMenuItemDto,
  UpdateMenuOptionDto,
} from './dto/admin-menu.dto.js';
import { MenuAdminService } from './menu-admin.service.js';
import { SoldOutService } from './sold-out.service.js';
import { ApiErrors } from '../../infra/http/api-errors.js';

/** Multer stops reading beyond this; between 5MB and this the service answers 'Image must be smaller than 5MB'. */
const UPLOAD_READ_LIMIT = 10 * 1024 * 1024;

/** Staff edits of the menu; each one takes effect in the public menu at once. */
@AdminController('menu')
export class AdminMenuController {
  constructor(
    private readonly menuAdmin: MenuAdminService,
    private readonly categories: CategoriesService,
    private readonly soldOut: SoldOutService,
  ) {}

  /** Staff too (the kitchen screen): sold out until the next day's opening, or back on sale. */
  @Put('items/:id/sold-out')
  @StaffRoute()
  @ApiOperation({ summary: "Mark an item sold out today (until the next day's opening), or back on sale" })
  @ApiErrors(404)
  @ApiOkResponse({ type: SoldOutDto })
  setItemSoldOut(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: SetSoldOutDto): Promise<SoldOutDto> {
    return this.soldOut.setItemSoldOut(staff, id, body.soldOut);
  }

  @Put('options/:id/sold-out')
  @StaffRoute()
  @ApiOperation({ summary: "Mark an option sold out today (until the next day's opening), or back on sale" })
  @ApiErrors(404)
  @ApiOkResponse({ type: SoldOutDto })
  setOptionSoldOut(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: SetSoldOutDto): Promise<SoldOutDto> {
    return this.soldOut.setOptionSoldOut(staff, id, body.soldOut);
  }

  /** Every category (active or not) and every item, for the Menu tab. */
  @Get()
  @ApiOperation({ summary: 'The whole menu for staff, hidden items included' })
  @ApiOkResponse({ type: AdminMenuResponseDto })
  listMenu(@CurrentUser() staff: AuthUser): Promise<AdminMenuResponseDto> {
    return this.categories.listMenuForAdmin(staff);
  }

  @Post('items')
  @ApiOperation({ summary: 'Create a menu item' })
  @ApiErrors({ status: 409, description: 'MENU_ITEM_NAME_TAKEN' }, { status: 422, description: 'MENU_CATEGORY_UNKNOWN' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  createMenuItem(@CurrentUser() staff: AuthUser, @Body() body: CreateMenuItemDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.createMenuItem(staff, body);
  }

  @Put('items/order')
  @ApiOperation({ summary: 'Reorder the items of a category' })
  @ApiErrors(404, { status: 409, description: 'MENU_ORDER_STALE: the list changed since it was loaded' })
  @HttpCode(204)
  @ApiNoContentResponse()
  reorderMenuItems(@CurrentUser() staff: AuthUser, @Body() body: ReorderItemsDto): Promise<void> {
    return this.menuAdmin.reorderMenuItems(staff, body.categoryId, body.itemIds);
  }

  @Patch('items/:id')
  @ApiOperation({ summary: 'Update a menu item' })
  @ApiErrors(404, { status: 409, description: 'MENU_ITEM_NAME_TAKEN' }, { status: 422, description: 'MENU_CATEGORY_UNKNOWN' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  updateMenuItem(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateMenuItemDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.updateMenuItem(staff, id, body);
  }

  @Delete('items/:id')
  @ApiOperation({ summary: 'Delete a menu item' })
  @ApiErrors(404, { status: 409, description: 'MENU_ITEM_IN_A_MEAL: a meal deal offers it; the message names the meals' })
  @HttpCode(204)
  @ApiNoContentResponse()
  deleteMenuItem(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.menuAdmin.deleteMenuItem(staff, id);
  }

  @Put('items/:id/image')
  @ApiOperation({ summary: 'Upload a menu item\'s image' })
  @ApiErrors(404, 413, { status: 422, description: 'IMAGE_MISSING or not an image' })
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: UPLOAD_READ_LIMIT, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: AdminMenuItemDto })
  setMenuItemImage(
    @CurrentUser() staff: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<AdminMenuItemDto> {
    return this.menuAdmin.setMenuItemImage(staff, id, file?.buffer);
  }

  @Delete('items/:id/image')
  @ApiOperation({ summary: 'Remove a menu item\'s image' })
  @ApiErrors({ status: 404, description: 'MENU_ITEM_NOT_FOUND or MENU_ITEM_HAS_NO_IMAGE' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  removeMenuItemImage(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminMenuItemDto> {
    return this.menuAdmin.removeMenuItemImage(staff, id);
  }

  @Put('items/:id/choice-groups')
  @ApiOperation({ summary: "Set a menu item's choice groups (sauces, extras): the whole list, in order (issue 28)" })
  @ApiErrors(404, { status: 422, description: 'MENU_CHOICE_GROUPS_INVALID: the message says which group or choice and why' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  setChoiceGroups(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: SetChoiceGroupsDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.setChoiceGroups(staff, id, body.groups, body.halfPriceRule);
  }

  @Post('items/:id/options')
  @ApiOperation({ summary: 'Add an option to a menu item' })
  @ApiErrors(404, { status: 409, description: 'MENU_OPTION_NAME_TAKEN' })
  @ApiOkResponse({ type: AdminMenuItemDto, description: 'The item, with the new option last' })
  addMenuOption(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: CreateMenuOptionDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.addMenuOption(staff, id, body);
  }

  @Put('items/:id/options/order')
  @ApiOperation({ summary: 'Reorder a menu item\'s options' })
  @ApiErrors(404, { status: 409, description: 'MENU_ORDER_STALE: the list changed since it was loaded' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  reorderMenuOptions(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: ReorderOptionsDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.reorderMenuOptions(staff, id, body.optionIds);
  }

  @Patch('options/:id')
  @ApiOperation({ summary: 'Update a menu option' })
  @ApiErrors(404, { status: 409, description: 'MENU_OPTION_NAME_TAKEN' })
  @ApiOkResponse({ type: AdminMenuItemDto, description: 'The item the option belongs to' })
  updateMenuOption(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateMenuOptionDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.updateMenuOption(staff, id, body);
  }

  @Delete('options/:id')
  @ApiOperation({ summary: 'Delete a menu option' })
  @ApiErrors(404, { status: 409, description: 'MENU_ITEM_IN_A_MEAL: a meal deal offers this size; the message names the meals' })
  @ApiOkResponse({ type: AdminMenuItemDto, description: 'The item the option belonged to' })
  deleteMenuOption(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminMenuItemDto> {
    return this.menuAdmin.deleteMenuOption(staff, id);
  }
}
