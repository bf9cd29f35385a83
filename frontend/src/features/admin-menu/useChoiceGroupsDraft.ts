import { useState } from 'react';
import type { AdminChoiceGroup, AdminMenuItem } from './admin-menu-types';
import { type ChoiceGroupDraft, choiceGroupsDraft, sameChoiceGroups } from './choice-groups-draft';

export interface ChoiceGroupsDraftState {
  groups: ChoiceGroupDraft[];
  setGroups(groups: ChoiceGroupDraft[]): void;
  /** Changed since loaded or last saved: closing the item asks first. */
  unsaved: boolean;
  /** The groups the server answered after a save: ids for the new rows, and nothing unsaved. */
  takeSaved(groups: readonly AdminChoiceGroup[]): void;
}

// One empty list (an item being created has none), so that it is not mistaken for a new menu each render.
const NO_GROUPS: AdminChoiceGroup[] = [];

/**
 * An item's choice groups being edited, held by the item dialog so that it knows of unsaved changes.
 * Compared with what was last saved rather than with the cached menu, which is refetched only after a
 * save. While nothing is changed here, the menu as refetched (another administrator's save) is followed.
 */
export function useChoiceGroupsDraft(item: AdminMenuItem | null): ChoiceGroupsDraftState {
  const saved = item?.choiceGroups ?? NO_GROUPS;
  const [baseline, setBaseline] = useState(() => choiceGroupsDraft(saved));
  const [groups, setGroups] = useState(baseline);
  const [loaded, setLoaded] = useState(saved);
  const unsaved = !sameChoiceGroups(groups, baseline);
  const takeSaved = (answered: readonly AdminChoiceGroup[]) => {
    const next = choiceGroupsDraft(answered);
    setBaseline(next);
    setGroups(next);
  };
  if (saved !== loaded) {
    setLoaded(saved);
    if (!unsaved) takeSaved(saved);
  }
  return { groups, setGroups, unsaved, takeSaved };
}
