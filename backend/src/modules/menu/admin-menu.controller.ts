import { Body, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { AdminController, CurrentUser } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CategoriesService } from './categories.service.js';
import {
  AdminMenuItemDto,
  AdminMenuResponseDto,
  CreateMenuItemDto,
  CreateMenuOptionDto,
  ReorderItemsDto,
  ReorderOptionsDto,
  UpdateMenuItemDto,
  UpdateMenuOptionDto,
} from './dto/admin-menu.dto.js';
import { MenuAdminService } from './menu-admin.service.js';

/** Multer stops reading beyond this; between 5MB and this the service answers 'Image must be smaller than 5MB'. */
const UPLOAD_READ_LIMIT = 10 * 1024 * 1024;

/** Staff edits of the menu; each one takes effect in the public menu at once. */
@AdminController('menu')
export class AdminMenuController {
  constructor(
    private readonly menuAdmin: MenuAdminService,
    private readonly categories: CategoriesService,
  ) {}

  /** Every category (active or not) and every item, for the Menu tab. */
  @Get()
  @ApiOkResponse({ type: AdminMenuResponseDto })
  listMenu(@CurrentUser() staff: AuthUser): Promise<AdminMenuResponseDto> {
    return this.categories.listMenuForAdmin(staff);
  }

  @Post('items')
  @ApiOkResponse({ type: AdminMenuItemDto })
  createMenuItem(@CurrentUser() staff: AuthUser, @Body() body: CreateMenuItemDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.createMenuItem(staff, body);
  }

  @Put('items/order')
  @HttpCode(204)
  @ApiNoContentResponse()
  reorderMenuItems(@CurrentUser() staff: AuthUser, @Body() body: ReorderItemsDto): Promise<void> {
    return this.menuAdmin.reorderMenuItems(staff, body.categoryId, body.itemIds);
  }

  @Patch('items/:id')
  @ApiOkResponse({ type: AdminMenuItemDto })
  updateMenuItem(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateMenuItemDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.updateMenuItem(staff, id, body);
  }

  @Delete('items/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  deleteMenuItem(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.menuAdmin.deleteMenuItem(staff, id);
  }

  @Put('items/:id/image')
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
  @ApiOkResponse({ type: AdminMenuItemDto })
  removeMenuItemImage(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminMenuItemDto> {
    return this.menuAdmin.removeMenuItemImage(staff, id);
  }

  @Post('items/:id/options')
  @ApiOkResponse({ type: AdminMenuItemDto, description: 'The item, with the new option last' })
  addMenuOption(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: CreateMenuOptionDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.addMenuOption(staff, id, body);
  }

  @Put('items/:id/options/order')
  @ApiOkResponse({ type: AdminMenuItemDto })
  reorderMenuOptions(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: ReorderOptionsDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.reorderMenuOptions(staff, id, body.optionIds);
  }

  @Patch('options/:id')
  @ApiOkResponse({ type: AdminMenuItemDto, description: 'The item the option belongs to' })
  updateMenuOption(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateMenuOptionDto): Promise<AdminMenuItemDto> {
    return this.menuAdmin.updateMenuOption(staff, id, body);
  }

  @Delete('options/:id')
  @ApiOkResponse({ type: AdminMenuItemDto, description: 'The item the option belonged to' })
  deleteMenuOption(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminMenuItemDto> {
    return this.menuAdmin.deleteMenuOption(staff, id);
  }
}
