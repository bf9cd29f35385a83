import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DEFAULT_IMAGE_FORMAT, DEFAULT_IMAGE_WIDTH } from './image-variants.js';
import { ImageVariantQueryDto } from './images.dto.js';
import { MenuImageStorage } from './menu-image.storage.js';

/** A versioned URL never changes content; an unversioned or outdated one is revalidated hourly (SPEC section 9). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600';

@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: MenuImageStorage) {}

  /** A menu image resized to one of the fixed widths, as AVIF, WebP or JPEG. */
  @Get('menu/:file')
  @ApiOperation({ summary: 'A menu image at one of the fixed widths (AVIF, WebP or JPEG)' })
  @ApiProduces('image/avif', 'image/webp', 'image/jpeg')
  @ApiOkResponse({ description: 'The resized image' })
  @ApiNotFoundResponse({ description: 'No such image' })
  async getMenuImage(@Param('file') file: string, @Query() query: ImageVariantQueryDto, @Res() res: Response): Promise<void> {
    const variant = await this.images.getVariant(file, query.w ?? DEFAULT_IMAGE_WIDTH, query.f ?? DEFAULT_IMAGE_FORMAT, query.v);
    res.type(variant.contentType);
    res.setHeader('Cache-Control', variant.immutable ? IMMUTABLE : REVALIDATE);
    res.send(variant.data);
  }
}
