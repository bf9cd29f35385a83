/** SPEC section 9: a category or item without a display order sorts as if it had this one. */
export const DISPLAY_ORDER_FALLBACK = 999;

export interface Ordered {
  displayOrder: number | null | undefined;
  name: string;
}

export function effectiveDisplayOrder(displayOrder: number | null | undefined): number {
  return displayOrder ?? DISPLAY_ORDER_FALLBACK;
}

/** By display order (missing = 999), then by name so that equal orders still list the same way every time. */
export function compareByDisplayOrder(a: Ordered, b: Ordered): number {
  return effectiveDisplayOrder(a.displayOrder) - effectiveDisplayOrder(b.displayOrder) || a.name.localeCompare(b.name, 'en-GB');
}

/** A sorted copy; the input is left as it was. */
export function sortByDisplayOrder<T extends Ordered>(rows: readonly T[]): T[] {
  return [...rows].sort(compareByDisplayOrder);
}

/**
 * A new order for a list the admin rearranged (drag and drop, or move up/down): the ids must be
 * exactly the rows the list holds now, each once; each then takes its position, counted from 1.
 * Returns null when the ids are not a rearrangement of the current rows (a stale screen).
 */
export function planReorder(currentIds: readonly string[], requestedIds: readonly string[]): { id: string; displayOrder: number }[] | null {
  const current = new Set(currentIds);
  if (requestedIds.length !== current.size || new Set(requestedIds).size !== requestedIds.length) return null;
  if (!requestedIds.every((id) => current.has(id))) return null;
  return requestedIds.map((id, index) => ({ id, displayOrder: index + 1 }));
}

/** SPEC section 5: a new category goes after the current last one (maximum order plus 1). */
export function nextCategoryOrder(orders: readonly (number | null)[]): number {
  return Math.max(0, ...orders.map(effectiveDisplayOrderOrZero)) + 1;
}

/** SPEC section 5: a new option's order is the item's option count plus 1. */
export function nextOptionOrder(optionCount: number): number {
  return optionCount + 1;
}

function effectiveDisplayOrderOrZero(order: number | null): number {
  return order ?? 0;
}
