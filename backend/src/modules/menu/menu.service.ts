import { Injectable } from '@nestjs/common';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { ResolvedImage } from '../../infra/storage/image-variants.js';
import { MenuImageStorage } from '../../infra/storage/menu-image.storage.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { buildGallery, buildMenu, toMenuItemView, type CategoryRow, type GalleryItemView, type MenuItemRow, type MenuItemView, type MenuResponse, type MenuView } from './domain/menu-view.js';
import type { Category } from './entities/category.entity.js';
import type { MenuItem } from './entities/menu-item.entity.js';
import type { MenuChangedEvent } from './events/menu.events.js';
import { MenuCache, type CachedDocument } from './menu.cache.js';
import { MenuException } from './menu.exception.js';
import { MenuRepository } from './menu.repository.js';

export interface UpdateMenuOptionInput {
  pricePence?: number;
  name?: string;
}

export interface UpdateMenuItemInput {
  isAvailable?: boolean;
  availableForTakeaway?: boolean;
  name?: string;
  description?: string;
}

function toCategoryRow(category: Category): CategoryRow {
  return { id: category.id, name: category.name, displayName: category.displayName, displayOrder: category.displayOrder, isActive: category.isActive };
}

function toMenuItemRow(item: MenuItem): MenuItemRow {
  return {
    id: item.id,
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    imageUrl: item.imageUrl,
    isAvailable: item.isAvailable,
    availableForTakeaway: item.availableForTakeaway,
    displayOrder: item.displayOrder,
    options: (item.options ?? []).map((option) => ({ id: option.id, name: option.name, price: option.price, displayOrder: option.displayOrder })),
  };
}

/**
 * The menu: the public views (served from a cache every replica shares, invalidated by any staff
 * edit), the gallery, the items other modules price from, and staff edits.
 */
@Injectable()
export class MenuService {
  constructor(
    private readonly menu: MenuRepository,
    private readonly cache: MenuCache,
    private readonly images: MenuImageStorage,
    private readonly events: DomainEvents,
  ) {}

  /** GET /api/menu as cached JSON with its ETag. */
  getMenuDocument(view: MenuView): Promise<CachedDocument> {
    return this.cache.getOrBuild(`view:${view}`, () => this.loadMenu(view));
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
    return (await this.menu.findItemsWithOptionsByIds([...new Set(ids)])).map(toMenuItemRow);
  }

  async findItemForPricing(id: string): Promise<MenuItemRow | null> {
    const item = await this.menu.findItemWithOptions(id);
    return item ? toMenuItemRow(item) : null;
  }

  async updateMenuOption(_staff: AuthUser, optionId: string, input: UpdateMenuOptionInput): Promise<MenuItemView> {
    const option = await this.menu.findOption(optionId);
    if (!option) throw MenuException.optionNotFound();
    await this.menu
      .updateOption(optionId, { ...(input.name !== undefined && { name: input.name }), ...(input.pricePence !== undefined && { price: input.pricePence }) })
      .catch((error: unknown) => {
        if (isPostgresError(error, PostgresErrorCode.UniqueViolation)) throw MenuException.optionNameTaken(input.name ?? option.name);
        throw error;
      });
    await this.cache.invalidate();
    await this.events.emit('MenuChanged', { menuItemId: option.menuItemId } satisfies MenuChangedEvent);
    return this.getItemView(option.menuItemId);
  }

  async updateMenuItem(_staff: AuthUser, itemId: string, input: UpdateMenuItemInput): Promise<MenuItemView> {
    const item = await this.menu.findItemWithOptions(itemId);
    if (!item) throw MenuException.itemNotFound();
    const { name, description, isAvailable, availableForTakeaway } = input;
    await this.menu
      .updateItem(itemId, Object.fromEntries(Object.entries({ name, description, isAvailable, availableForTakeaway }).filter(([, value]) => value !== undefined)))
      .catch((error: unknown) => {
        if (isPostgresError(error, PostgresErrorCode.UniqueViolation)) throw MenuException.itemNameTaken(name ?? item.name);
        throw error;
      });
    await this.cache.invalidate();
    await this.events.emit('MenuChanged', { menuItemId: itemId } satisfies MenuChangedEvent);
    return this.getItemView(itemId);
  }

  private async getItemView(itemId: string): Promise<MenuItemView> {
    const item = await this.menu.findItemWithOptions(itemId);
    if (!item) throw MenuException.itemNotFound();
    return toMenuItemView(toMenuItemRow(item), await this.images.resolveMenuImage(item.imageUrl));
  }

  private async loadMenu(view: MenuView): Promise<MenuResponse> {
    const [categories, items] = await Promise.all([this.menu.findCategories(), this.menu.findItemsWithOptions()]);
    const rows = items.map(toMenuItemRow);
    const images = await this.resolveImages(rows);
    return buildMenu(categories.map(toCategoryRow), rows, view, (row) => images.get(row.id)!);
  }

  private async loadGallery(): Promise<{ items: GalleryItemView[] }> {
    const [categories, items] = await Promise.all([this.menu.findCategories(), this.menu.findItemsWithOptions()]);
    const rows = items.map(toMenuItemRow);
    const images = await this.resolveImages(rows);
    return { items: buildGallery(categories.map(toCategoryRow), rows, (row) => images.get(row.id)!) };
  }

  private async resolveImages(rows: MenuItemRow[]): Promise<Map<string, ResolvedImage>> {
    const resolved = await Promise.all(rows.map(async (row) => [row.id, await this.images.resolveMenuImage(row.imageUrl)] as const));
    return new Map(resolved);
  }
}
