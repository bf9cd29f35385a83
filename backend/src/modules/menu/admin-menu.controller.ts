import { Body, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { AdminController, CurrentUser } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { MenuItemDto, UpdateMenuItemDto, UpdateMenuOptionDto } from './dto/menu.dto.js';
import { MenuService } from './menu.service.js';

/** Staff edits of the menu; each one takes effect in the public menu at once. */
@AdminController('menu')
export class AdminMenuController {
  constructor(private readonly menu: MenuService) {}

  @Patch('items/:id')
  @ApiOkResponse({ type: MenuItemDto })
  updateMenuItem(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateMenuItemDto): Promise<MenuItemDto> {
    return this.menu.updateMenuItem(staff, id, body);
  }

  @Patch('options/:id')
  @ApiOkResponse({ type: MenuItemDto, description: 'The item the option belongs to' })
  updateMenuOption(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateMenuOptionDto): Promise<MenuItemDto> {
    return this.menu.updateMenuOption(staff, id, body);
  }
}
