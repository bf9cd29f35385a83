import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { GalleryResponseDto, MenuQueryDto, MenuResponseDto } from './dto/menu.dto.js';
import type { CachedDocument } from './menu.cache.js';
import { MenuService } from './menu.service.js';

/**
 * Browsers and shared caches keep the menu but ask again every time; an unchanged menu costs a
 * 304 with no body (Express compares If-None-Match with the ETag).
 */
function sendRevalidated(res: Response, document: CachedDocument): void {
  res.setHeader('ETag', document.etag);
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  res.type('application/json').send(document.json);
}

@ApiTags('menu')
@Controller()
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  /** The menu by category, every price in pence. Unavailable items are listed with isAvailable false. */
  @Get('menu')
  @ApiOperation({ summary: 'The public menu by category (prices in pence)' })
  @ApiHeader({ name: 'If-None-Match', required: false })
  @ApiOkResponse({ type: MenuResponseDto })
  @ApiNotModifiedResponse({ description: 'The ETag still matches' })
  async getMenu(@Query() query: MenuQueryDto, @Res() res: Response): Promise<void> {
    sendRevalidated(res, await this.menu.getMenuDocument(query.view ?? 'menu'));
  }

  /** Available items in menu order, with their images when they have one. */
  @Get('gallery')
  @ApiOperation({ summary: 'Available items with their images, in menu order' })
  @ApiHeader({ name: 'If-None-Match', required: false })
  @ApiOkResponse({ type: GalleryResponseDto })
  @NoQueryParameters()
  @ApiNotModifiedResponse({ description: 'The ETag still matches' })
  async getGallery(@Res() res: Response): Promise<void> {
    sendRevalidated(res, await this.menu.getGalleryDocument());
  }
}
