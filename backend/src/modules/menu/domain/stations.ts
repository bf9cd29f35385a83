/**
 * Issue 28: what one of a thing takes of a kitchen station. An item uses units of its station (a
 * 12" pizza 1 oven unit), a size may say its own count (a 14" one 2), a plain choice its own station
 * and units (an extra patty: 1 grill unit). A meal deal's choice uses what its item or size uses (the
 * side's fryer time), except on a half-and-half: the pizza is one, whatever its halves are.
 */
export interface StationUse {
  stationId: string;
  units: number;
}

/** What the domain reads of an item, a size or a choice to say what it takes. */
export interface StationSource {
  stationId?: string | null;
  stationUnits?: number;
}

/** One of the item in this size (null: no size, or none named); null when it takes nothing. */
export function itemStationUse(item: StationSource, size: { stationUnits?: number | null } | null): StationUse | null {
  return use(item.stationId ?? null, size?.stationUnits ?? item.stationUnits ?? 1);
}

/**
 * A choice's own use: a meal deal's choice (`linked`: its item, with the size it names) uses the
 * item's; one on a half uses nothing; a plain one its own station and units.
 */
export function choiceStationUse(
  own: StationSource,
  linked: { item: StationSource & { options: readonly { id: string; stationUnits?: number | null }[] }; optionId: string | null } | null,
  onAHalf: boolean,
): StationUse | null {
  if (onAHalf) return null;
  if (!linked) return use(own.stationId ?? null, own.stationUnits ?? 1);
  const size = linked.optionId ? (linked.item.options.find((option) => option.id === linked.optionId) ?? null) : null;
  return itemStationUse(linked.item, size);
}

/** Uses summed per station, stations in first-seen order; a station whose units sum to 0 is left out. */
export function sumStationUses(uses: readonly (StationUse | null)[], times = 1): StationUse[] {
  const sums = new Map<string, number>();
  for (const entry of uses) if (entry) sums.set(entry.stationId, (sums.get(entry.stationId) ?? 0) + entry.units * times);
  return [...sums].filter(([, units]) => units > 0).map(([stationId, units]) => ({ stationId, units }));
}

function use(stationId: string | null, units: number): StationUse | null {
  return stationId && units > 0 ? { stationId, units } : null;
}
