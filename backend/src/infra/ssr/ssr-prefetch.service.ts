import { Injectable } from '@nestjs/common';
import type { Request } from 'express';

/**
 * Loads, for a page URL, part of the data the frontend would otherwise fetch after hydration.
 * `PageData` is the app's contract with the frontend's render (backend/src/app/page-data.dto.ts);
 * infra does not know its shape, only that prefetchers fill parts of it.
 */
export type Prefetcher<PageData extends object> = (url: URL, req?: Request) => Promise<Partial<PageData>>;

@Injectable()
export class SsrPrefetchService<PageData extends object = Record<string, unknown>> {
  private readonly prefetchers: Prefetcher<PageData>[] = [];

  /** Feature modules register what their pages need (settings, menu, ...). */
  register(prefetcher: Prefetcher<PageData>): void {
    this.prefetchers.push(prefetcher);
  }

  async forUrl(rawUrl: string, req?: Request): Promise<Partial<PageData>> {
    const url = new URL(rawUrl, 'http://localhost');
    const parts = await Promise.all(this.prefetchers.map((prefetch) => prefetch(url, req)));
    return Object.assign({}, ...parts) as Partial<PageData>;
  }
}
