import { Injectable } from '@nestjs/common';
import type { HalfPriceRule } from '@walkden/contract/choices';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { MenuImageStorage } from '../../infra/storage/menu-image.storage.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { normaliseAllergens, normaliseDietaryLabels } from './domain/allergens.js';
import { type ChoiceGroupInput, choiceGroupsProblem, toChoiceGroupViews } from './domain/choice-groups.js';
import { compareByDisplayOrder, nextOptionOrder, planReorder } from './domain/display-order.js';
import type { MenuItemOption } from './entities/menu-item-option.entity.js';
import type { MenuItem } from './entities/menu-item.entity.js';
import { MenuException } from './menu.exception.js';
import { MenuRepository, type ItemChanges, type OptionChanges } from './menu.repository.js';
import { MenuService } from './menu.service.js';
import { type AdminMenuItemView, toAdminMenuItemView, toMenuItemRow } from './menu-rows.js';

export interface CreateMenuItemInput {
  name: string;
  description?: string;
  categoryId: string;
  isAvailable?: boolean;
  availableForTakeaway?: boolean;
  allergens?: string[];
  dietaryLabels?: string[];
}

export type UpdateMenuItemInput = Partial<CreateMenuItemInput> & { stationId?: string | null; stationUnits?: number };

export interface CreateMenuOptionInput {
  name: string;
  pricePence: number;
  allergens?: string[];
  stationUnits?: number | null;
}

export type UpdateMenuOptionInput = Partial<CreateMenuOptionInput>;

export type { AdminMenuItemView } from './menu-rows.js';

/** What the audit log keeps of an item or an option: its own columns, no relations. */
function itemSnapshot(item: MenuItem): object {
  const { id, name, description, categoryId, imageUrl, isAvailable, availableForTakeaway, displayOrder, allergens, dietaryLabels } = item;
  return { id, name, description, categoryId, imageUrl, isAvailable, availableForTakeaway, displayOrder, allergens, dietaryLabels };
}

function optionSnapshot(option: MenuItemOption): object {
  const { id, menuItemId, name, price, displayOrder, allergens } = option;
  return { id, menuItemId, name, price, displayOrder, allergens };
}

/** A meal deal saved meanwhile that offers the item (the foreign key's RESTRICT) reads as the same refusal. */
function inNoMeal<T>(work: Promise<T>, name: string): Promise<T> {
  return work.catch((error: unknown) => {
    if (isPostgresError(error, PostgresErrorCode.ForeignKeyViolation)) throw MenuException.inAMeal(name, []);
    throw error;
  });
}

/** A station deleted meanwhile, or never one (the foreign key), reads as a choice to make again. */
function knownStation<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (isPostgresError(error, PostgresErrorCode.ForeignKeyViolation) && /station_id/.test(String((error as { constraint?: string }).constraint ?? ''))) throw MenuException.unknownStation();
    throw error;
  });
}

function uniqueName<T>(work: Promise<T>, onTaken: () => MenuException): Promise<T> {
  return work.catch((error: unknown) => {
    if (isPostgresError(error, PostgresErrorCode.UniqueViolation)) throw onTaken();
    throw error;
  });
}

/**
 * Staff edits of menu items, their options and images (the Menu tab). Each change and its audit
 * entry commit together; then the shared menu cache is invalidated and MenuChanged is emitted.
 */
@Injectable()
export class MenuAdminService {
  constructor(
    private readonly menu: MenuRepository,
    private readonly menuService: MenuService,
    private readonly images: MenuImageStorage,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async createMenuItem(staff: AuthUser, input: CreateMenuItemInput): Promise<AdminMenuItemView> {
    const item = await this.menu.transaction(async (manager) => {
      if (!(await this.menu.findCategory(input.categoryId, manager))) throw MenuException.unknownCategory();
      const created = await uniqueName(
        this.menu.insertItem(manager, {
          name: input.name,
          description: input.description ?? '',
          categoryId: input.categoryId,
          imageUrl: '',
          soldOutUntil: null,
          halfPriceRule: 'dearer',
          stationId: null,
          stationUnits: 1,
          isAvailable: input.isAvailable ?? true,
          availableForTakeaway: input.availableForTakeaway ?? true,
          allergens: normaliseAllergens(input.allergens ?? []),
          dietaryLabels: normaliseDietaryLabels(input.dietaryLabels ?? []),
          displayOrder: (await this.menu.maxItemOrderInCategory(manager, input.categoryId)) + 1,
        }),
        () => MenuException.itemNameTaken(input.name),
      );
      await this.audit.recordChange(staff, { area: 'menu_item', action: 'create', entityId: created.id, before: null, after: itemSnapshot(created) }, manager);
      return created;
    });
    return this.announce(item.id, item.categoryId);
  }

  async updateMenuItem(staff: AuthUser, itemId: string, input: UpdateMenuItemInput): Promise<AdminMenuItemView> {
    const item = await this.menu.transaction(async (manager) => {
      const before = await this.menu.lockItem(manager, itemId);
      if (!before) throw MenuException.itemNotFound();
      const changes: ItemChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.description !== undefined) changes.description = input.description;
      if (input.isAvailable !== undefined) changes.isAvailable = input.isAvailable;
      if (input.availableForTakeaway !== undefined) changes.availableForTakeaway = input.availableForTakeaway;
      if (input.allergens !== undefined) changes.allergens = normaliseAllergens(input.allergens);
      if (input.dietaryLabels !== undefined) changes.dietaryLabels = normaliseDietaryLabels(input.dietaryLabels);
      if (input.stationId !== undefined) changes.stationId = input.stationId;
      if (input.stationUnits !== undefined) changes.stationUnits = input.stationUnits;
      if (input.categoryId !== undefined && input.categoryId !== before.categoryId) {
        if (!(await this.menu.findCategory(input.categoryId, manager))) throw MenuException.unknownCategory();
        changes.categoryId = input.categoryId;
        // An item moved to another category goes last there.
        changes.displayOrder = (await this.menu.maxItemOrderInCategory(manager, input.categoryId)) + 1;
      }
      await knownStation(uniqueName(this.menu.updateItem(itemId, changes, manager), () => MenuException.itemNameTaken(input.name ?? before.name)));
      const after = (await this.menu.findItemWithOptions(itemId, manager))!;
      await this.audit.recordChange(staff, { area: 'menu_item', action: 'update', entityId: itemId, before: itemSnapshot(before), after: itemSnapshot(after) }, manager);
      return after;
    });
    return this.announce(itemId, item.categoryId);
  }

  async deleteMenuItem(staff: AuthUser, itemId: string): Promise<void> {
    const item = await this.menu.transaction(async (manager) => {
      const found = await this.menu.findItemWithOptions(itemId, manager);
      if (!found) throw MenuException.itemNotFound();
      await this.refuseIfInAMeal(manager, found.name, { itemId });
      await inNoMeal(this.menu.deleteItem(manager, itemId), found.name);
      await this.audit.recordChange(
        staff,
        { area: 'menu_item', action: 'delete', entityId: itemId, before: { ...itemSnapshot(found), options: (found.options ?? []).map(optionSnapshot) }, after: null },
        manager,
      );
      return found;
    });
    await this.removeImageIfUnused(item.imageUrl, itemId);
    await this.menuService.announceMenuChange({ menuItemId: itemId, categoryId: item.categoryId });
  }

  /** Drag and drop, or move up/down: the category's items in their new order. */
  async reorderMenuItems(staff: AuthUser, categoryId: string | null, itemIds: string[]): Promise<void> {
    await this.menu.transaction(async (manager) => {
      if (categoryId !== null && !(await this.menu.findCategory(categoryId, manager))) throw MenuException.categoryNotFound();
      const current = await this.menu.lockItemIdsInCategory(manager, categoryId);
      const plan = planReorder(current, itemIds);
      if (!plan) throw MenuException.staleOrder();
      await this.menu.setItemOrders(manager, plan);
      await this.audit.recordChange(staff, { area: 'menu_item', action: 'reorder', entityId: categoryId ?? 'uncategorised', before: null, after: { itemIds } }, manager);
    });
    await this.menuService.announceMenuChange({ menuItemId: null, categoryId });
  }

  async addMenuOption(staff: AuthUser, itemId: string, input: CreateMenuOptionInput): Promise<AdminMenuItemView> {
    const item = await this.menu.transaction(async (manager) => {
      const locked = await this.menu.lockItem(manager, itemId);
      if (!locked) throw MenuException.itemNotFound();
      const existing = await this.menu.findOptionsOfItem(manager, itemId);
      const option = await uniqueName(
        this.menu.insertOption(manager, {
          menuItemId: itemId,
          name: input.name,
          price: input.pricePence,
          allergens: normaliseAllergens(input.allergens ?? []),
          stationUnits: input.stationUnits ?? null,
          displayOrder: nextOptionOrder(existing.length),
        }),
        () => MenuException.optionNameTaken(input.name),
      );
      await this.audit.recordChange(staff, { area: 'menu_option', action: 'create', entityId: option.id, before: null, after: optionSnapshot(option) }, manager);
      return locked;
    });
    return this.announce(itemId, item.categoryId);
  }

  async updateMenuOption(staff: AuthUser, optionId: string, input: UpdateMenuOptionInput): Promise<AdminMenuItemView> {
    const option = await this.menu.transaction(async (manager) => {
      const before = await this.menu.findOption(optionId, manager);
      if (!before) throw MenuException.optionNotFound();
      const changes: OptionChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.pricePence !== undefined) changes.price = input.pricePence;
      if (input.allergens !== undefined) changes.allergens = normaliseAllergens(input.allergens);
      if (input.stationUnits !== undefined) changes.stationUnits = input.stationUnits;
      await uniqueName(this.menu.updateOption(optionId, changes, manager), () => MenuException.optionNameTaken(input.name ?? before.name));
      const after = (await this.menu.findOption(optionId, manager))!;
      await this.audit.recordChange(staff, { area: 'menu_option', action: 'update', entityId: optionId, before: optionSnapshot(before), after: optionSnapshot(after) }, manager);
      return after;
    });
    return this.announce(option.menuItemId);
  }

  async deleteMenuOption(staff: AuthUser, optionId: string): Promise<AdminMenuItemView> {
    const option = await this.menu.transaction(async (manager) => {
      const found = await this.menu.findOption(optionId, manager);
      if (!found) throw MenuException.optionNotFound();
      const item = await this.menu.lockItem(manager, found.menuItemId);
      const name = `${item?.name ?? 'This item'} (${found.name})`;
      await this.refuseIfInAMeal(manager, name, { optionId });
      await inNoMeal(this.menu.deleteOption(manager, optionId), name);
      // The rest close up, so that the next new option (count plus 1) goes last.
      const rest = (await this.menu.findOptionsOfItem(manager, found.menuItemId)).sort(compareByDisplayOrder);
      await this.menu.setOptionOrders(manager, rest.map((row, index) => ({ id: row.id, displayOrder: index + 1 })));
      await this.audit.recordChange(staff, { area: 'menu_option', action: 'delete', entityId: optionId, before: optionSnapshot(found), after: null }, manager);
      return found;
    });
    return this.announce(option.menuItemId);
  }

  async reorderMenuOptions(staff: AuthUser, itemId: string, optionIds: string[]): Promise<AdminMenuItemView> {
    await this.menu.transaction(async (manager) => {
      if (!(await this.menu.lockItem(manager, itemId))) throw MenuException.itemNotFound();
      const plan = planReorder((await this.menu.findOptionsOfItem(manager, itemId)).map((option) => option.id), optionIds);
      if (!plan) throw MenuException.staleOrder();
      await this.menu.setOptionOrders(manager, plan);
      await this.audit.recordChange(staff, { area: 'menu_option', action: 'reorder', entityId: itemId, before: null, after: { optionIds } }, manager);
    });
    return this.announce(itemId);
  }

  /**
   * Issue 28: an item's choice groups (sauces, extras) as the Menu tab saves them, the whole list at
   * once: groups and choices in the order given, renamed, repriced, added or removed. A cart line
   * holding a choice removed here is refused at checkout with its name; orders keep what they sold.
   */
  async setChoiceGroups(staff: AuthUser, itemId: string, groups: readonly ChoiceGroupInput[], halfPriceRule?: HalfPriceRule): Promise<AdminMenuItemView> {
    const item = await this.menu.transaction(async (manager) => {
      const locked = await this.menu.lockItem(manager, itemId);
      if (!locked) throw MenuException.itemNotFound();
      const before = toMenuItemRow((await this.menu.findItemWithOptions(itemId, manager))!, 0);
      const linkedIds = groups.flatMap((group) => group.choices.flatMap((choice) => (choice.menuItemId ? [choice.menuItemId] : [])));
      const linkable = new Map(
        (await this.menu.findItemsWithSizesAndGroups(manager, linkedIds)).map((linked) => [
          linked.id,
          { name: linked.name, optionIds: (linked.options ?? []).map((option) => option.id), hasRequiredChoices: (linked.choiceGroups ?? []).some((group) => group.minChoices > 0) },
        ]),
      );
      const problem = choiceGroupsProblem(groups, before.choiceGroups, { itemId, items: linkable });
      if (problem) throw MenuException.choiceGroupsInvalid(problem);
      const writes = groups.map((group) => ({
        id: group.id,
        name: group.name.trim(),
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        half: group.half ?? null,
        choices: group.choices.map((choice) => ({
          id: choice.id,
          name: choice.name.trim(),
          price: choice.pricePence,
          allergens: normaliseAllergens(choice.allergens ?? []),
          menuItemId: choice.menuItemId ?? null,
          menuItemOptionId: choice.menuItemId ? (choice.menuItemOptionId ?? null) : null,
          // A meal deal's choice uses its item's station: its own would count the side twice.
          stationId: choice.menuItemId ? null : (choice.stationId ?? null),
          stationUnits: choice.stationUnits ?? 1,
        })),
      }));
      await knownStation(this.menu.replaceChoiceGroups(manager, itemId, writes));
      if (halfPriceRule && halfPriceRule !== locked.halfPriceRule) await this.menu.updateItem(itemId, { halfPriceRule }, manager);
      const after = toMenuItemRow((await this.menu.findItemWithOptions(itemId, manager))!, 0);
      await this.audit.recordChange(
        staff,
        {
          area: 'menu_choice_groups',
          action: 'update',
          entityId: itemId,
          before: { groups: toChoiceGroupViews(before.choiceGroups), halfPriceRule: before.halfPriceRule },
          after: { groups: toChoiceGroupViews(after.choiceGroups), halfPriceRule: after.halfPriceRule },
        },
        manager,
      );
      return locked;
    });
    return this.announce(itemId, item.categoryId);
  }

  /** An item or size that a meal deal offers stays until the meal stops offering it: the message says where. */
  private async refuseIfInAMeal(manager: EntityManager, name: string, link: { itemId: string } | { optionId: string }): Promise<void> {
    const meals = await this.menu.findChoicesLinkedTo(manager, link);
    if (meals.length > 0) throw MenuException.inAMeal(name, [...new Set(meals.map((meal) => `${meal.itemName} (${meal.groupName})`))]);
  }

  /**
   * Upload or replace. The file is checked, re-encoded and stored before the item is touched, so a
   * refused or failed upload leaves the previous image in place.
   */
  async setMenuItemImage(staff: AuthUser, itemId: string, data: Buffer | undefined): Promise<AdminMenuItemView> {
    if (!data || data.byteLength === 0) throw MenuException.noImageSent();
    if (!(await this.menu.findItemWithOptions(itemId))) throw MenuException.itemNotFound();
    const fileName = await this.images.saveMenuImage(data);
    const previous = await this.changeImage(staff, itemId, fileName, 'image_upload');
    if (previous !== fileName) await this.removeImageIfUnused(previous, itemId);
    return this.announce(itemId);
  }

  async removeMenuItemImage(staff: AuthUser, itemId: string): Promise<AdminMenuItemView> {
    const item = await this.menu.findItemWithOptions(itemId);
    if (!item) throw MenuException.itemNotFound();
    if (!item.imageUrl) throw MenuException.itemHasNoImage();
    const previous = await this.changeImage(staff, itemId, '', 'image_remove');
    await this.removeImageIfUnused(previous, itemId);
    return this.announce(itemId);
  }

  private async changeImage(staff: AuthUser, itemId: string, imageUrl: string, action: string): Promise<string> {
    return this.menu.transaction(async (manager: EntityManager) => {
      const before = await this.menu.lockItem(manager, itemId);
      if (!before) throw MenuException.itemNotFound();
      await this.menu.updateItem(itemId, { imageUrl }, manager);
      await this.audit.recordChange(staff, { area: 'menu_item', action, entityId: itemId, before: { imageUrl: before.imageUrl }, after: { imageUrl } }, manager);
      return before.imageUrl;
    });
  }

  /** A content-named file may be shown by another item too; it goes only when nobody uses it. */
  private async removeImageIfUnused(imageUrl: string, itemId: string): Promise<void> {
    if (!imageUrl || (await this.menu.countItemsUsingImage(imageUrl, itemId)) > 0) return;
    await this.images.deleteMenuImage(imageUrl);
  }

  private async announce(itemId: string, categoryId?: string | null): Promise<AdminMenuItemView> {
    const item = await this.menu.findItemWithOptions(itemId);
    if (!item) throw MenuException.itemNotFound();
    await this.menuService.announceMenuChange({ menuItemId: itemId, categoryId: categoryId ?? item.categoryId });
    return toAdminMenuItemView(item, this.clock.now().toMillis(), await this.images.resolveMenuImage(item.imageUrl));
  }
}
