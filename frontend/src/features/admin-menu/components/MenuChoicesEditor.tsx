import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { HalfPriceRule } from '@walkden/contract/choices';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useAppDispatch } from '../../../shared/hooks';
import { apiErrorMessage, useSetMenuItemChoiceGroupsMutation } from '../admin-menu-api';
import type { AdminCategory, AdminMenuItem, MenuKitchenStation } from '../admin-menu-types';
import { checkChoiceGroups, type ChoiceGroupDraft, type DraftField, hasHalves, linkTargets, moveByKey, newGroup } from '../choice-groups-draft';
import type { ChoiceGroupsDraftState } from '../useChoiceGroupsDraft';
import { arrowAfterMove, ChoiceGroupFields, draftElementId } from './ChoiceGroupFields';

const ADD_GROUP_ID = 'choices-add-group';
const PROBLEM_ID = 'choices-problem';

const HALF_PRICE_RULE_TEXT: Record<HalfPriceRule, string> = { dearer: 'The dearer half', average: 'The average of the two' };

interface MenuChoicesEditorProps {
  item: AdminMenuItem;
  draft: ChoiceGroupsDraftState;
  /** The whole menu as the Menu tab has it: a meal deal's choice may be any other item, or one size of it. */
  menuItems: readonly AdminMenuItem[];
  categories: readonly AdminCategory[];
  /** The kitchen's stations, which a plain choice may use; undefined while they load. */
  stations: readonly MenuKitchenStation[] | undefined;
}

/**
 * Issue 28: an item's choice groups ("Choose your sauce", "Extras") and their choices, edited here
 * and saved together by one button: the server takes the whole list. What stops a save (the form's
 * own check, or the server's 422) is said beside that button, with the field marked.
 * A choice may be another item (a meal deal's side or drink) and a group one half of a half-and-half,
 * whose two halves are priced by the rule chosen at the top.
 */
export function MenuChoicesEditor({ item, draft, menuItems, categories, stations }: MenuChoicesEditorProps) {
  const dispatch = useAppDispatch();
  const [save, { isLoading: saving }] = useSetMenuItemChoiceGroupsMutation();
  const [problem, setProblem] = useState<{ message: string; at?: DraftField } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const { groups } = draft;
  const targets = useMemo(() => linkTargets(menuItems, categories, item.id), [menuItems, categories, item.id]);

  // A row added, moved or removed is rendered before the focus can go to it (or stay with its arrow).
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  // Any edit may have fixed what was refused: the message goes until the next Save.
  const change = (next: ChoiceGroupDraft[]) => {
    draft.setGroups(next);
    setProblem(null);
  };
  const changeHalfPriceRule = (rule: HalfPriceRule) => {
    draft.setHalfPriceRule(rule);
    setProblem(null);
  };
  const addGroup = () => {
    const added = newGroup();
    change([...groups, added]);
    setFocusId(draftElementId(added.key, 'name'));
  };
  const moveGroup = (key: string, direction: 'up' | 'down') => {
    const moved = moveByKey(groups, key, direction);
    change(moved);
    setFocusId(arrowAfterMove(moved, key, direction));
  };
  const removeGroup = (key: string) => {
    change(groups.filter((group) => group.key !== key));
    setFocusId(ADD_GROUP_ID);
  };

  const onSave = async () => {
    const checked = checkChoiceGroups({ groups, halfPriceRule: draft.halfPriceRule });
    if (!checked.ok) {
      setProblem({ message: checked.message, at: checked.at });
      setFocusId(draftElementId(checked.at.key, checked.at.field));
      return;
    }
    setProblem(null);
    try {
      const answer = await save({ id: item.id, ...checked.body }).unwrap();
      draft.takeSaved(answer);
      dispatch(notify({ title: 'Choices saved', severity: 'success', overDialog: true }));
    } catch (error) {
      setProblem({ message: apiErrorMessage(error) ?? 'The choices were not saved: the server could not be reached. Please try again.' });
    }
  };

  return (
    <Stack spacing={2} component="section" aria-label={`Choices of ${item.name}`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
        Choices
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {groups.length === 0 ? 'No choices: customers add the item as it is. Add a group for sauces or extras they pick.' : 'Customers pick these when they add the item, in this order. A price is added to the item’s.'}
      </Typography>
      {hasHalves(groups) && (
        <TextField
          select
          id="choices-half-price-rule"
          label="Price the halves at"
          size="small"
          value={draft.halfPriceRule}
          disabled={saving}
          onChange={(event) => changeHalfPriceRule(event.target.value as HalfPriceRule)}
          helperText="A half-and-half adds the choices of its dearer half, or the average of its two halves (rounded up to a penny)."
          sx={{ alignSelf: 'flex-start', width: 420, maxWidth: '100%' }}
        >
          {(Object.keys(HALF_PRICE_RULE_TEXT) as HalfPriceRule[]).map((rule) => (
            <MenuItem key={rule} value={rule}>
              {HALF_PRICE_RULE_TEXT[rule]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {groups.length > 0 && (
        <Stack component="ol" aria-label="Choice groups" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {groups.map((group, index) => (
            <ChoiceGroupFields
              key={group.key}
              group={group}
              targets={targets}
              stations={stations}
              first={index === 0}
              last={index === groups.length - 1}
              invalid={problem?.at ?? null}
              disabled={saving}
              onChange={(changed) => change(groups.map((candidate) => (candidate.key === changed.key ? changed : candidate)))}
              onMove={(direction) => moveGroup(group.key, direction)}
              onRemove={() => removeGroup(group.key)}
              focusLater={setFocusId}
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Button id={ADD_GROUP_ID} variant="outlined" startIcon={<AddIcon />} disabled={saving} onClick={addGroup}>
          Add a choice group
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {problem ? (
          <Alert id={PROBLEM_ID} severity="error" role="alert" sx={{ flex: '1 1 320px', py: 0 }}>
            {problem.message}
          </Alert>
        ) : (
          draft.unsaved && (
            <Typography variant="body2" color="text.secondary">
              Changes not saved yet
            </Typography>
          )
        )}
        <Button variant="contained" disabled={saving} aria-describedby={problem ? PROBLEM_ID : undefined} onClick={() => void onSave()}>
          {saving ? 'Saving…' : 'Save choices'}
        </Button>
      </Stack>
    </Stack>
  );
}
