import type { MenuItem, MenuOption, MenuResponse } from '../../menu/menu-types';

/** One item as the New order screen's picker lists it, with its category and why it cannot be added (if so). */
export interface PickerEntry {
  item: MenuItem;
  categoryId: string;
  categoryName: string;
  /** Shown instead of the price, the entry disabled: 'Sold out', 'Unavailable' or 'Price not set'; null when it can be added. */
  blockedBy: string | null;
}

function blockedBy(item: MenuItem): string | null {
  if (!item.isAvailable) return 'Unavailable';
  if (item.options.length === 0) return 'Price not set';
  if (item.soldOut || item.options.every((option) => option.soldOut)) return 'Sold out';
  return null;
}

/** The menu's items in menu order (categories, then items), each with its category. */
export function pickerEntries(menu: MenuResponse | undefined): PickerEntry[] {
  if (!menu) return [];
  return menu.categories.flatMap((category) =>
    category.items.map((item) => ({ item, categoryId: category.id, categoryName: category.displayName, blockedBy: blockedBy(item) })),
  );
}

/**
 * The entries of one category (or all, for null) whose name holds every word typed, in any order
 * and case: "smash cl" finds "Classic Smash".
 */
export function filterEntries(entries: readonly PickerEntry[], query: string, categoryId: string | null): PickerEntry[] {
  const words = query.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (categoryId !== null && entry.categoryId !== categoryId) return false;
    const name = entry.item.name.toLocaleLowerCase('en-GB');
    return words.every((word) => name.includes(word));
  });
}

/** The first entry that can be added, or -1 when none can. */
export function firstSelectable(entries: readonly PickerEntry[]): number {
  return entries.findIndex((entry) => entry.blockedBy === null);
}

/**
 * ArrowDown (+1) or ArrowUp (-1) from the highlighted entry: the next one that can be added in that
 * direction, skipping sold-out ones; it stays put at either end. From nothing (-1), ArrowDown goes
 * to the first such entry and ArrowUp to the last.
 */
export function moveHighlight(entries: readonly PickerEntry[], from: number, step: 1 | -1): number {
  const start = from < 0 || from >= entries.length ? (step === 1 ? -1 : entries.length) : from;
  for (let index = start + step; index >= 0 && index < entries.length; index += step) {
    if (entries[index].blockedBy === null) return index;
  }
  return from >= 0 && from < entries.length && entries[from].blockedBy === null ? from : -1;
}

/** Whether adding the item asks first: which option, when it has more than one, and its choices, when it has groups (issue 28). */
export function asksBeforeAdding(item: MenuItem): boolean {
  return item.options.length > 1 || item.choiceGroups.length > 0;
}

/** The option a digit key chooses in the option list ('1' the first), or null for another key or a sold-out option. */
export function optionForKey(item: MenuItem, key: string): MenuOption | null {
  if (!/^[1-9]$/.test(key)) return null;
  const option = item.options[Number(key) - 1];
  return option && !option.soldOut ? option : null;
}
