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
