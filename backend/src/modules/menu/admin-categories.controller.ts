import { Body, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { AdminController, CurrentUser } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CategoriesService } from './categories.service.js';
import { AdminCategoryDto, CreateCategoryDto, DeleteCategoryQueryDto, ReorderCategoriesDto, UpdateCategoryDto } from './dto/admin-menu.dto.js';

/** The Categories tab. */
@AdminController('categories')
export class AdminCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOkResponse({ type: AdminCategoryDto, isArray: true, description: 'In display order, with item counts' })
  listCategories(@CurrentUser() staff: AuthUser): Promise<AdminCategoryDto[]> {
    return this.categories.listCategories(staff);
  }

  @Post()
  @ApiOkResponse({ type: AdminCategoryDto, description: 'Placed after the current last category' })
  createCategory(@CurrentUser() staff: AuthUser, @Body() body: CreateCategoryDto): Promise<AdminCategoryDto> {
    return this.categories.createCategory(staff, body);
  }

  @Put('order')
  @ApiOkResponse({ type: AdminCategoryDto, isArray: true })
  reorderCategories(@CurrentUser() staff: AuthUser, @Body() body: ReorderCategoriesDto): Promise<AdminCategoryDto[]> {
    return this.categories.reorderCategories(staff, body.categoryIds);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminCategoryDto })
  updateCategory(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateCategoryDto): Promise<AdminCategoryDto> {
    return this.categories.updateCategory(staff, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  deleteCategory(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Query() query: DeleteCategoryQueryDto): Promise<void> {
    return this.categories.deleteCategory(staff, id, query.moveItemsTo);
  }
}
