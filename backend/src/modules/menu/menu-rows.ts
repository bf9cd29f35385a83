import type { ResolvedImage } from '../../infra/storage/image-variants.js';
import { type CategoryRow, type MenuItemRow, type MenuItemView, toMenuItemView } from './domain/menu-view.js';
import type { Category } from './entities/category.entity.js';
import type { MenuItem } from './entities/menu-item.entity.js';
import { type LinkedItem, linkedChoice, sortChoiceGroups } from './domain/choice-groups.js';
import { soldOutInForce } from './domain/sold-out.js';
import { choiceStationUse } from './domain/stations.js';

/** Entities as the plain rows the domain functions take. */
export function toCategoryRow(category: Category): CategoryRow {
  return { id: category.id, name: category.name, displayName: category.displayName, displayOrder: category.displayOrder, isActive: category.isActive };
}

/** `nowMs`: sold-out marks that have ended by then read as null. */
export function toMenuItemRow(item: MenuItem, nowMs: number): MenuItemRow {
  return {
    id: item.id,
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    imageUrl: item.imageUrl,
    isAvailable: item.isAvailable,
    availableForTakeaway: item.availableForTakeaway,
    displayOrder: item.displayOrder,
    allergens: item.allergens,
    dietaryLabels: item.dietaryLabels,
    options: (item.options ?? []).map((option) => ({
      id: option.id,
      name: option.name,
      price: option.price,
      displayOrder: option.displayOrder,
      allergens: option.allergens,
      soldOutUntil: soldOutInForce(option.soldOutUntil, nowMs),
      stationUnits: option.stationUnits ?? null,
    })),
    halfPriceRule: item.halfPriceRule,
    // In display order, as checkChoices and every line take them.
    choiceGroups: sortChoiceGroups(
      (item.choiceGroups ?? []).map((group) => ({
        id: group.id,
        name: group.name,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        half: group.half ?? null,
        displayOrder: group.displayOrder,
        choices: (group.choices ?? []).map((choice) => ({
          id: choice.id,
          name: choice.name,
          price: choice.price,
          ownAllergens: choice.allergens,
          displayOrder: choice.displayOrder,
          menuItemId: choice.menuItemId ?? null,
          menuItemOptionId: choice.menuItemOptionId ?? null,
          ...linkedChoice(choice, choice.menuItem ? toLinkedItem(choice.menuItem, nowMs) : null, choice.menuItemOptionId ?? null),
          stationUse: choiceStationUse(
            { stationId: choice.stationId ?? null, stationUnits: choice.stationUnits ?? 1 },
            choice.menuItem ? { item: toStationSource(choice.menuItem), optionId: choice.menuItemOptionId ?? null } : null,
            (group.half ?? null) !== null,
          ),
        })),
      })),
    ),
    soldOutUntil: soldOutInForce(item.soldOutUntil, nowMs),
    stationId: item.stationId ?? null,
    stationUnits: item.stationUnits ?? 1,
  };
}

/** What a meal deal's item and its sizes take of the kitchen. */
function toStationSource(item: MenuItem) {
  return {
    stationId: item.stationId ?? null,
    stationUnits: item.stationUnits ?? 1,
    options: (item.options ?? []).map((option) => ({ id: option.id, stationUnits: option.stationUnits ?? null })),
  };
}

/** The item a meal deal's choice is, as linkedChoice reads it (loaded with its sizes). */
function toLinkedItem(item: MenuItem, nowMs: number): LinkedItem {
  return {
    isAvailable: item.isAvailable,
    allergens: item.allergens,
    soldOutUntil: soldOutInForce(item.soldOutUntil, nowMs),
    options: (item.options ?? []).map((option) => ({ id: option.id, allergens: option.allergens, soldOutUntil: soldOutInForce(option.soldOutUntil, nowMs) })),
  };
}

/** Issue 28: what an item, its sizes and its plain choices take of the kitchen, as the Menu tab edits it. */
export interface AdminKitchenView {
  stationId: string | null;
  stationUnits: number;
  sizes: { optionId: string; stationUnits: number | null }[];
  choices: { choiceId: string; stationId: string | null; stationUnits: number }[];
}

/** An item as the Menu tab shows it: the customer's view, its category and its kitchen use. */
export interface AdminMenuItemView extends MenuItemView {
  categoryId: string | null;
  kitchen: AdminKitchenView;
}

export function toAdminMenuItemView(item: MenuItem, nowMs: number, image: ResolvedImage): AdminMenuItemView {
  return {
    ...toMenuItemView(toMenuItemRow(item, nowMs), image),
    categoryId: item.categoryId,
    kitchen: {
      stationId: item.stationId ?? null,
      stationUnits: item.stationUnits,
      sizes: (item.options ?? []).map((option) => ({ optionId: option.id, stationUnits: option.stationUnits ?? null })),
      choices: (item.choiceGroups ?? []).flatMap((group) =>
        (group.choices ?? []).map((choice) => ({ choiceId: choice.id, stationId: choice.stationId ?? null, stationUnits: choice.stationUnits })),
      ),
    },
  };
}
