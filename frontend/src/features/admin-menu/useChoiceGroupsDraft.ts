import { useState } from 'react';
import type { HalfPriceRule } from '@walkden/contract/choices';
import type { AdminChoiceGroup, AdminKitchen, AdminMenuItem } from './admin-menu-types';
import { type ChoiceGroupDraft, type ChoicesDraft, choicesDraft, sameChoiceGroups } from './choice-groups-draft';

export interface ChoiceGroupsDraftState {
  groups: ChoiceGroupDraft[];
  setGroups(groups: ChoiceGroupDraft[]): void;
  /** How a half-and-half prices its two halves, saved with the groups. */
  halfPriceRule: HalfPriceRule;
  setHalfPriceRule(rule: HalfPriceRule): void;
  /** Changed since loaded or last saved: closing the item asks first. */
  unsaved: boolean;
  /** The item as the server answered a save: ids for the new rows, and nothing unsaved. */
  takeSaved(item: Pick<AdminMenuItem, 'choiceGroups' | 'halfPriceRule' | 'kitchen'>): void;
}

// One empty list (an item being created has none), so that it is not mistaken for a new menu each render.
const NO_GROUPS: AdminChoiceGroup[] = [];
const NO_KITCHEN: AdminKitchen = { stationId: null, stationUnits: 1, sizes: [], choices: [] };

/**
 * An item's choice groups being edited, held by the item dialog so that it knows of unsaved changes.
 * Compared with what was last saved rather than with the cached menu, which is refetched only after a
 * save. While nothing is changed here, the menu as refetched (another administrator's save) is followed.
 */
export function useChoiceGroupsDraft(item: AdminMenuItem | null): ChoiceGroupsDraftState {
  const saved: Pick<AdminMenuItem, 'choiceGroups' | 'halfPriceRule' | 'kitchen'> = { choiceGroups: item?.choiceGroups ?? NO_GROUPS, halfPriceRule: item?.halfPriceRule ?? 'dearer', kitchen: item?.kitchen ?? NO_KITCHEN };
  const [baseline, setBaseline] = useState(() => choicesDraft(saved));
  const [draft, setDraft] = useState<ChoicesDraft>(baseline);
  const [loaded, setLoaded] = useState(saved);
  const unsaved = !sameChoiceGroups(draft, baseline);
  const takeSaved = (answered: Pick<AdminMenuItem, 'choiceGroups' | 'halfPriceRule' | 'kitchen'>) => {
    const next = choicesDraft(answered);
    setBaseline(next);
    setDraft(next);
  };
  if (saved.choiceGroups !== loaded.choiceGroups || saved.halfPriceRule !== loaded.halfPriceRule || saved.kitchen !== loaded.kitchen) {
    setLoaded(saved);
    if (!unsaved) takeSaved(saved);
  }
  return {
    groups: draft.groups,
    setGroups: (groups) => setDraft((current) => ({ ...current, groups })),
    halfPriceRule: draft.halfPriceRule,
    setHalfPriceRule: (halfPriceRule) => setDraft((current) => ({ ...current, halfPriceRule })),
    unsaved,
    takeSaved,
  };
}
