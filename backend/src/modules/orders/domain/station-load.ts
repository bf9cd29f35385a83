import { itemStationUse, type MenuItemRow, type StationUse, sumStationUses } from '../../menu/menu.service.js';

/**
 * Issue 28: capacity the kitchen can cook. Each line takes units of the kitchen's stations (its
 * item in its size, and its choices), an order the sum of its lines; a slot has room for an order
 * while every station the order needs has room for its units beside what the slot's orders took.
 */

export type { StationUse } from '../../menu/menu.service.js';

/** A station as the room checks read it. */
export interface StationRoom {
  id: string;
  name: string;
  unitsPerSlot: number;
}

/** The units a line takes, per station: `quantity` of the item in the size, with its choices, as the menu is now. */
export function lineStationUses(
  item: Pick<MenuItemRow, 'stationId' | 'stationUnits' | 'options' | 'choiceGroups'>,
  optionId: string | null,
  choiceIds: readonly string[],
  quantity: number,
): StationUse[] {
  const size = item.options.find((option) => option.id === optionId) ?? null;
  const chosen = new Set(choiceIds);
  const choices = item.choiceGroups.flatMap((group) => group.choices.filter((choice) => chosen.has(choice.id)));
  return sumStationUses([itemStationUse(item, size), ...choices.map((choice) => choice.stationUse ?? null)], quantity);
}

/** An order's units per station: the sum of its lines'. */
export function orderStationUses(lines: readonly (readonly StationUse[])[]): StationUse[] {
  return sumStationUses(lines.flat());
}

/**
 * The first station (in the kitchen's order) that has no room in a slot for what an order needs,
 * with what it has taken there already; null when every one has. A station deleted since the cart
 * was priced needs nothing.
 */
export function stationShortfall(needs: readonly StationUse[], taken: ReadonlyMap<string, number>, stations: readonly StationRoom[]): StationRoom | null {
  const need = new Map(needs.map((use) => [use.stationId, use.units]));
  return stations.find((station) => need.has(station.id) && (taken.get(station.id) ?? 0) + need.get(station.id)! > station.unitsPerSlot) ?? null;
}
