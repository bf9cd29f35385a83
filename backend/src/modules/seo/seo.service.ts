import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../infra/config/app-config.js';
import { PUBLIC_PAGES } from './domain/public-pages.js';
import { robotsTxt, sitemapXml } from './domain/robots-sitemap.js';

/** What search engines read besides the pages: both built from PUBLIC_URL and the one list of public pages. */
@Injectable()
export class SeoService {
  constructor(private readonly config: AppConfig) {}

  robotsTxt(): string {
    return robotsTxt(this.config.publicUrl);
  }

  sitemapXml(): string {
    return sitemapXml(this.config.publicUrl, PUBLIC_PAGES);
  }
}
