import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

/** /robots.txt and /sitemap.xml; page titles and structured data are rendered by the frontend from the same domain files. */
@Module({
  controllers: [SeoController],
  providers: [SeoService],
})
export class SeoModule {}
