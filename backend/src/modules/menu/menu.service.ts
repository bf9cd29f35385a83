import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { ResolvedImage } from '../../infra/storage/image-variants.js';
import { MenuImageStorage } from '../../infra/storage/menu-image.storage.js';
import { buildGallery, buildMenu, type GalleryItemView, type MenuItemRow, type MenuResponse, type MenuView } from './domain/menu-view.js';
import type { MenuChangedEvent } from './events/menu.events.js';
import { earliestSoldOutEnd } from './domain/sold-out.js';
import { type BuiltDocument, MenuCache, type CachedDocument } from './menu.cache.js';
import { MenuRepository } from './menu.repository.js';
import { toCategoryRow, toMenuItemRow } from './menu-rows.js';

/** A menu item as the cart and checkout price it (from findItemsForPricing). */
export type { MenuItemRow } from './domain/menu-view.js';
export type { PricedOption } from './domain/pricing.js';
export { itemStationUse, type StationUse, sumStationUses } from './domain/stations.js';

/**
 * The menu: the public views (served from a cache every replica shares, invalidated by any staff
 * edit), the gallery, and the items other modules price from. Staff edits are in menu-admin.service.ts
 * and categories.service.ts.
 */
@Injectable()
export class MenuService {
  constructor(
    private readonly menu: MenuRepository,
    private readonly cache: MenuCache,
    private readonly images: MenuImageStorage,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** GET /api/menu as cached JSON with its ETag. */
  getMenuDocument(view: MenuView): Promise<CachedDocument> {
    return this.cache.getOrBuild(`view:${view}`, () => this.loadMenu(view));
  }

  /** The cached documents when this replica holds them in memory (menu-fast-path.ts's synchronous path). */
  peekMenuDocument(view: MenuView): CachedDocument | undefined {
    return this.cache.peek(`view:${view}`);
  }

  peekGalleryDocument(): CachedDocument | undefined {
    return this.cache.peek('gallery');
  }

  /** The same menu as an object (for the server render of /menu and /takeaway). */
  async getMenu(view: MenuView): Promise<MenuResponse> {
    return JSON.parse((await this.getMenuDocument(view)).json) as MenuResponse;
  }

  getGalleryDocument(): Promise<CachedDocument> {
    return this.cache.getOrBuild('gallery', () => this.loadGallery());
  }

  async getGallery(): Promise<{ items: GalleryItemView[] }> {
    return JSON.parse((await this.getGalleryDocument()).json) as { items: GalleryItemView[] };
  }

  /**
   * Items with their options straight from the database (never the cache), for pricing a cart:
   * a price changed by staff a moment ago is the price charged.
   */
  async findItemsForPricing(ids: readonly string[]): Promise<MenuItemRow[]> {
    const nowMs = this.clock.now().toMillis();
    return (await this.menu.findItemsWithOptionsByIds([...new Set(ids)])).map((item) => toMenuItemRow(item, nowMs));
  }

  async findItemForPricing(id: string): Promise<MenuItemRow | null> {
    const item = await this.menu.findItemWithOptions(id);
    return item ? toMenuItemRow(item, this.clock.now().toMillis()) : null;
  }

  /** After a staff change has committed: every replica's next read rebuilds, and open pages hear of it. */
  async announceMenuChange(event: MenuChangedEvent): Promise<void> {
    await this.cache.invalidate();
    await this.events.emit('MenuChanged', event);
  }

  /** The menu as it reads now, true until the first sold-out mark in it ends. */
  private async loadMenu(view: MenuView): Promise<BuiltDocument> {
    const [categories, items] = await Promise.all([this.menu.findCategories(), this.menu.findItemsWithOptions()]);
    const nowMs = this.clock.now().toMillis();
    const rows = items.map((item) => toMenuItemRow(item, nowMs));
    const images = await this.resolveImages(rows);
    return { value: buildMenu(categories.map(toCategoryRow), rows, view, (row) => images.get(row.id)!), expiresAt: earliestSoldOutEnd(rows) };
  }

  private async loadGallery(): Promise<BuiltDocument> {
    const [categories, items] = await Promise.all([this.menu.findCategories(), this.menu.findItemsWithOptions()]);
    const rows = items.map((item) => toMenuItemRow(item, this.clock.now().toMillis()));
    const images = await this.resolveImages(rows);
    // The gallery shows no sold-out state: it never expires by itself.
    return { value: { items: buildGallery(categories.map(toCategoryRow), rows, (row) => images.get(row.id)!) }, expiresAt: null };
  }

  private async resolveImages(rows: MenuItemRow[]): Promise<Map<string, ResolvedImage>> {
    const resolved = await Promise.all(rows.map(async (row) => [row.id, await this.images.resolveMenuImage(row.imageUrl)] as const));
    return new Map(resolved);
  }
}
