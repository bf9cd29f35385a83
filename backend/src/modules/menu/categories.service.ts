import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { MenuImageStorage } from '../../infra/storage/menu-image.storage.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { toCategoryName } from './domain/category-name.js';
import { compareByDisplayOrder, effectiveDisplayOrder, nextCategoryOrder, planReorder } from './domain/display-order.js';
import type { Category } from './entities/category.entity.js';
import type { AdminMenuItemView } from './menu-admin.service.js';
import { MenuException } from './menu.exception.js';
import { MenuRepository, type CategoryChanges } from './menu.repository.js';
import { MenuService } from './menu.service.js';
import { toAdminMenuItemView } from './menu-rows.js';

export interface CategoryInput {
  name: string;
  displayName: string;
  isActive?: boolean;
}

export interface AdminCategoryView {
  id: string;
  name: string;
  displayName: string;
  displayOrder: number;
  isActive: boolean;
  itemCount: number;
}

export interface AdminMenuView {
  categories: AdminCategoryView[];
  items: AdminMenuItemView[];
}

function categorySnapshot(category: Category): object {
  const { id, name, displayName, displayOrder, isActive } = category;
  return { id, name, displayName, displayOrder, isActive };
}

function internalName(value: string): string {
  const name = toCategoryName(value);
  if (!name) throw MenuException.categoryNameInvalid();
  return name;
}

async function uniqueCategoryName<T>(work: Promise<T>, name: string): Promise<T> {
  return work.catch((error: unknown) => {
    if (isPostgresError(error, PostgresErrorCode.UniqueViolation)) throw MenuException.categoryNameTaken(name);
    throw error;
  });
}

/** The Categories tab, and the whole menu as staff see it (inactive categories and all). */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly menu: MenuRepository,
    private readonly menuService: MenuService,
    private readonly images: MenuImageStorage,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async listMenuForAdmin(_staff: AuthUser): Promise<AdminMenuView> {
    const [categories, items] = await Promise.all([this.listCategories(_staff), this.menu.findItemsWithOptions()]);
    const position = new Map(categories.map((category, index) => [category.id, index]));
    const sorted = [...items].sort(
      (a, b) => (position.get(a.categoryId ?? '') ?? categories.length) - (position.get(b.categoryId ?? '') ?? categories.length) || compareByDisplayOrder(a, b),
    );
    const views = await Promise.all(
      sorted.map(async (item) => toAdminMenuItemView(item, this.clock.now().toMillis(), await this.images.resolveMenuImage(item.imageUrl))),
    );
    return { categories, items: views };
  }

  async listCategories(_staff: AuthUser): Promise<AdminCategoryView[]> {
    const categories = await this.menu.findCategoriesWithItemCounts();
    return categories.sort(compareByDisplayOrder).map((category) => ({
      id: category.id,
      name: category.name,
      displayName: category.displayName,
      displayOrder: effectiveDisplayOrder(category.displayOrder),
      isActive: category.isActive,
      itemCount: category.itemCount,
    }));
  }

  async createCategory(staff: AuthUser, input: CategoryInput): Promise<AdminCategoryView> {
    const name = internalName(input.name);
    const created = await this.menu.transaction(async (manager) => {
      const existing = await this.menu.lockCategoryIds(manager);
      const category = await uniqueCategoryName(
        this.menu.insertCategory(manager, {
          name,
          displayName: input.displayName,
          isActive: input.isActive ?? true,
          displayOrder: nextCategoryOrder(existing.map((row) => row.displayOrder)),
        }),
        name,
      );
      await this.audit.recordChange(staff, { area: 'category', action: 'create', entityId: category.id, before: null, after: categorySnapshot(category) }, manager);
      return category;
    });
    await this.menuService.announceMenuChange({ menuItemId: null, categoryId: created.id });
    return this.viewOf(staff, created.id);
  }

  async updateCategory(staff: AuthUser, categoryId: string, input: Partial<CategoryInput>): Promise<AdminCategoryView> {
    await this.menu.transaction(async (manager) => {
      const before = await this.menu.findCategory(categoryId, manager);
      if (!before) throw MenuException.categoryNotFound();
      const changes: CategoryChanges = {};
      if (input.name !== undefined) changes.name = internalName(input.name);
      if (input.displayName !== undefined) changes.displayName = input.displayName;
      if (input.isActive !== undefined) changes.isActive = input.isActive;
      await uniqueCategoryName(this.menu.updateCategory(manager, categoryId, changes), changes.name ?? before.name);
      const after = (await this.menu.findCategory(categoryId, manager))!;
      await this.audit.recordChange(staff, { area: 'category', action: 'update', entityId: categoryId, before: categorySnapshot(before), after: categorySnapshot(after) }, manager);
    });
    await this.menuService.announceMenuChange({ menuItemId: null, categoryId });
    return this.viewOf(staff, categoryId);
  }

  /**
   * A category that still holds items is never deleted silently: without a target it is refused
   * with the item count; with one, its items move there (after the target's own) and it goes.
   */
  async deleteCategory(staff: AuthUser, categoryId: string, moveItemsTo?: string): Promise<void> {
    await this.menu.transaction(async (manager) => {
      await this.menu.lockCategoryIds(manager);
      const category = await this.menu.findCategory(categoryId, manager);
      if (!category) throw MenuException.categoryNotFound();
      const itemCount = await this.menu.countItemsInCategory(manager, categoryId);
      if (itemCount > 0) {
        if (!moveItemsTo) throw MenuException.categoryNotEmpty(itemCount);
        if (moveItemsTo === categoryId || !(await this.menu.findCategory(moveItemsTo, manager))) throw MenuException.moveTargetInvalid();
        await uniqueCategoryName(
          this.menu.moveItemsToCategory(manager, categoryId, moveItemsTo, await this.menu.maxItemOrderInCategory(manager, moveItemsTo)),
          category.name,
        ).catch((error: unknown) => {
          // The only unique key a move can break is an item name already used in the target.
          if (error instanceof MenuException) throw MenuException.itemNameTaken('one of the moved items');
          throw error;
        });
      }
      await this.menu.deleteCategory(manager, categoryId);
      await this.audit.recordChange(
        staff,
        { area: 'category', action: 'delete', entityId: categoryId, before: { ...categorySnapshot(category), itemCount }, after: itemCount > 0 ? { movedItemsTo: moveItemsTo } : null },
        manager,
      );
    });
    await this.menuService.announceMenuChange({ menuItemId: null, categoryId });
  }

  /** SPEC: reordering swaps display orders; the screen sends the list with the two swapped. */
  async reorderCategories(staff: AuthUser, categoryIds: string[]): Promise<AdminCategoryView[]> {
    await this.menu.transaction(async (manager) => {
      const current = await this.menu.lockCategoryIds(manager);
      const plan = planReorder(
        current.map((row) => row.id),
        categoryIds,
      );
      if (!plan) throw MenuException.staleOrder();
      await this.menu.setCategoryOrders(manager, plan);
      await this.audit.recordChange(staff, { area: 'category', action: 'reorder', entityId: 'categories', before: null, after: { categoryIds } }, manager);
    });
    await this.menuService.announceMenuChange({ menuItemId: null, categoryId: null });
    return this.listCategories(staff);
  }

  private async viewOf(staff: AuthUser, categoryId: string): Promise<AdminCategoryView> {
    const view = (await this.listCategories(staff)).find((category) => category.id === categoryId);
    if (!view) throw MenuException.categoryNotFound();
    return view;
  }
}
