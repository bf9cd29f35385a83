import { Injectable } from '@nestjs/common';
import type { Request } from 'express';

/** Loads, for a page URL, the data the frontend would otherwise fetch after hydration. */
export type Prefetcher = (url: URL, req?: Request) => Promise<Record<string, unknown>>;

@Injectable()
export class SsrPrefetchService {
  private readonly prefetchers: Prefetcher[] = [];

  /** Feature modules register what their pages need (settings, menu, ...). */
  register(prefetcher: Prefetcher): void {
    this.prefetchers.push(prefetcher);
  }

  async forUrl(rawUrl: string, req?: Request): Promise<Record<string, unknown>> {
    const url = new URL(rawUrl, 'http://localhost');
    const parts = await Promise.all(this.prefetchers.map((prefetch) => prefetch(url, req)));
    return Object.assign({}, ...parts);
  }
}
