import { Body, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, CurrentUser } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CategoriesService } from './categories.service.js';
import { AdminCategoryDto, CreateCategoryDto, DeleteCategoryQueryDto, ReorderCategoriesDto, UpdateCategoryDto } from './dto/admin-menu.dto.js';
import { ApiErrors } from '../../infra/http/api-errors.js';

/** The Categories tab. */
@AdminController('categories')
export class AdminCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'List menu categories' })
  @ApiOkResponse({ type: AdminCategoryDto, isArray: true, description: 'In display order, with item counts' })
  listCategories(@CurrentUser() staff: AuthUser): Promise<AdminCategoryDto[]> {
    return this.categories.listCategories(staff);
  }

  @Post()
  @ApiOperation({ summary: 'Create a menu category' })
  @ApiErrors({ status: 409, description: 'MENU_CATEGORY_NAME_TAKEN' }, { status: 422, description: 'MENU_CATEGORY_NAME_INVALID' })
  @ApiOkResponse({ type: AdminCategoryDto, description: 'Placed after the current last category' })
  createCategory(@CurrentUser() staff: AuthUser, @Body() body: CreateCategoryDto): Promise<AdminCategoryDto> {
    return this.categories.createCategory(staff, body);
  }

  @Put('order')
  @ApiOperation({ summary: 'Reorder menu categories' })
  @ApiErrors(404, { status: 409, description: 'MENU_ORDER_STALE: the list changed since it was loaded' })
  @ApiOkResponse({ type: AdminCategoryDto, isArray: true })
  reorderCategories(@CurrentUser() staff: AuthUser, @Body() body: ReorderCategoriesDto): Promise<AdminCategoryDto[]> {
    return this.categories.reorderCategories(staff, body.categoryIds);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Update a menu category' })
  @ApiErrors(404, { status: 409, description: 'MENU_CATEGORY_NAME_TAKEN' }, { status: 422, description: 'MENU_CATEGORY_NAME_INVALID' })
  @ApiOkResponse({ type: AdminCategoryDto })
  updateCategory(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateCategoryDto): Promise<AdminCategoryDto> {
    return this.categories.updateCategory(staff, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a menu category (optionally moving its items)' })
  @ApiErrors(404, { status: 409, description: 'MENU_CATEGORY_NOT_EMPTY or MENU_ITEM_NAME_TAKEN (moving the items)' }, { status: 422, description: 'MENU_CATEGORY_MOVE_TARGET_INVALID' })
  @HttpCode(204)
  @ApiNoContentResponse()
  deleteCategory(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Query() query: DeleteCategoryQueryDto): Promise<void> {
    return this.categories.deleteCategory(staff, id, query.moveItemsTo);
  }
}
