import type { HalfPriceRule } from '@walkden/contract/choices';
import type { ResolvedImage, ResponsiveImage } from '../../../infra/storage/image-variants.js';
import { normaliseAllergens, normaliseDietaryLabels } from './allergens.js';
import { type ChoiceGroupRow, type ChoiceGroupView, toChoiceGroupViews } from './choice-groups.js';
import { effectiveDisplayOrder, sortByDisplayOrder } from './display-order.js';
import { lowestPrice, type PricedOption } from './pricing.js';

export type { ResolvedImage, ResponsiveImage };

/** /menu lists everything; /takeaway only what can be ordered for collection or delivery. */
export const MENU_VIEWS = ['menu', 'takeaway'] as const;
export type MenuView = (typeof MENU_VIEWS)[number];

export interface CategoryRow {
  id: string;
  name: string;
  displayName: string;
  displayOrder: number | null;
  isActive: boolean;
}

export interface MenuItemRow {
  id: string;
  categoryId: string | null;
  name: string;
  description: string;
  /** As stored: empty, a storage path, or an absolute http(s) URL. */
  imageUrl: string;
  isAvailable: boolean;
  availableForTakeaway: boolean;
  displayOrder: number | null;
  /** Allergen codes (domain/allergens.ts); empty means no data. */
  allergens: string[];
  dietaryLabels: string[];
  options: MenuOptionRow[];
  /** Issue 28: sauces, extras; empty for most items. */
  choiceGroups: ChoiceGroupRow[];
  /** How a half-and-half prices its halves (read only when it has groups for both). */
  halfPriceRule: HalfPriceRule;
  /** Sold out today until this ISO instant; null when not sold out at the instant the row was read. */
  soldOutUntil: string | null;
  /** Issue 28: the kitchen station that cooks it (null or absent: none) and the units one of it takes there. */
  stationId?: string | null;
  stationUnits?: number;
}

export interface MenuOptionRow extends PricedOption {
  allergens: string[];
  /** As the item's: null when not sold out. */
  soldOutUntil: string | null;
  /** Units of the item's station one of this size takes; null or absent: the item's. */
  stationUnits?: number | null;
}

export interface MenuOptionView {
  id: string;
  name: string;
  pricePence: number;
  displayOrder: number;
  /** What this choice adds to the item's allergens. */
  allergens: string[];
  /** Sold out today: shown as 'Sold out', cannot be added. */
  soldOut: boolean;
  soldOutUntil: string | null;
}

export interface MenuItemView {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  image: ResponsiveImage | null;
  isAvailable: boolean;
  availableForTakeaway: boolean;
  displayOrder: number;
  options: MenuOptionView[];
  /** Issue 28: what the customer picks on top of the size (sauces, extras), in display order. */
  choiceGroups: ChoiceGroupView[];
  halfPriceRule: HalfPriceRule;
  lowestPricePence: number | null;
  /** The item's own allergens in the legal order; empty: 'Ask us about allergens'. */
  allergens: string[];
  dietaryLabels: string[];
  /** Sold out today: shown as 'Sold out', cannot be added; back by itself at soldOutUntil. */
  soldOut: boolean;
  soldOutUntil: string | null;
}

export interface MenuCategoryView {
  id: string;
  name: string;
  displayName: string;
  displayOrder: number;
  items: MenuItemView[];
}

export interface MenuResponse {
  categories: MenuCategoryView[];
}

/** Where items whose category was deleted are listed, after every real category. */
export const UNCATEGORISED: CategoryRow = { id: 'uncategorised', name: 'uncategorised', displayName: 'More', displayOrder: null, isActive: true };

/** Whether an item belongs on a view. Unavailable items stay listed (with a disabled button) on both. */
export function isItemInView(item: Pick<MenuItemRow, 'availableForTakeaway'>, view: MenuView): boolean {
  return view === 'menu' || item.availableForTakeaway;
}

export function toMenuItemView(item: MenuItemRow, image: ResolvedImage): MenuItemView {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    imageUrl: image.imageUrl,
    image: image.image,
    isAvailable: item.isAvailable,
    availableForTakeaway: item.availableForTakeaway,
    displayOrder: effectiveDisplayOrder(item.displayOrder),
    options: sortByDisplayOrder(item.options).map((option) => ({
      id: option.id,
      name: option.name,
      pricePence: option.price,
      displayOrder: effectiveDisplayOrder(option.displayOrder),
      allergens: normaliseAllergens(option.allergens),
      soldOut: option.soldOutUntil !== null,
      soldOutUntil: option.soldOutUntil,
    })),
    choiceGroups: toChoiceGroupViews(item.choiceGroups),
    halfPriceRule: item.halfPriceRule,
    lowestPricePence: lowestPrice(item.options),
    allergens: normaliseAllergens(item.allergens),
    dietaryLabels: normaliseDietaryLabels(item.dietaryLabels),
    soldOut: item.soldOutUntil !== null,
    soldOutUntil: item.soldOutUntil,
  };
}

/**
 * The public menu: active categories in display order, each with its items for the view in display
 * order (a missing order counts as 999). Categories left without items are not listed.
 */
export function buildMenu(
  categories: readonly CategoryRow[],
  items: readonly MenuItemRow[],
  view: MenuView,
  imageOf: (item: MenuItemRow) => ResolvedImage,
): MenuResponse {
  const known = new Map(categories.map((category) => [category.id, category]));
  const itemsByCategory = new Map<string, MenuItemRow[]>();
  for (const item of items) {
    if (!isItemInView(item, view)) continue;
    const categoryId = item.categoryId && known.has(item.categoryId) ? item.categoryId : UNCATEGORISED.id;
    itemsByCategory.set(categoryId, [...(itemsByCategory.get(categoryId) ?? []), item]);
  }
  const listed = sortByDisplayOrder(categories.filter((category) => category.isActive));
  // Items without a category go last, whatever their own order.
  if (itemsByCategory.has(UNCATEGORISED.id)) listed.push(UNCATEGORISED);
  return {
    categories: listed
      .map((category) => ({
        id: category.id,
        name: category.name,
        displayName: category.displayName,
        displayOrder: effectiveDisplayOrder(category.displayOrder),
        items: sortByDisplayOrder(itemsByCategory.get(category.id) ?? []).map((item) => toMenuItemView(item, imageOf(item))),
      }))
      .filter((category) => category.items.length > 0),
  };
}

export interface GalleryItemView {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  image: ResponsiveImage | null;
}

/**
 * The gallery's candidates (SPEC section 7): every available item in menu order, with its image
 * when it has one. The page shows those with a picture, its own bundled ones included.
 */
export function buildGallery(categories: readonly CategoryRow[], items: readonly MenuItemRow[], imageOf: (item: MenuItemRow) => ResolvedImage): GalleryItemView[] {
  const menu = buildMenu(categories, items.filter((item) => item.isAvailable), 'menu', imageOf);
  return menu.categories.flatMap((category) =>
    category.items.map(({ id, name, description, imageUrl, image }) => ({ id, name, description, imageUrl, image })),
  );
}
