import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Half } from '@walkden/contract/choices';
import type { MenuKitchenStation } from '../admin-menu-types';
import { type ChoiceDraft, type ChoiceGroupDraft, type DraftField, draftHint, linkChoice, linkedName, type LinkTarget, moveByKey, newChoice } from '../choice-groups-draft';
import { MAX_STATION_UNITS, possessive } from '../station-units';
import { AllergenPicker } from './AllergenPicker';
import { StationSelect } from './StationSelect';

/** Ids for the fields and buttons the focus is moved to (after an add, a move, a removal or a refusal). */
export const draftElementId = (key: string, part: DraftField['field'] | 'item' | 'size' | 'half' | 'station' | 'up' | 'down' | 'add-choice') => `choices-${key}-${part}`;

// The selects' values for "no item" and "any size" (an id is a uuid, never these).
const NO_ITEM = 'none';
const ANY_SIZE = 'any';
const HALVES: { value: string; half: Half; text: string }[] = [
  { value: 'whole', half: null, text: 'Whole item' },
  { value: '1', half: 1, text: '1st half' },
  { value: '2', half: 2, text: '2nd half' },
];

/** Where the focus goes after a row moved: the same arrow, or the other one once the row reached the end. */
export function arrowAfterMove(rows: readonly { key: string }[], key: string, direction: 'up' | 'down'): string {
  const at = rows.findIndex((row) => row.key === key);
  const atEnd = direction === 'up' ? at === 0 : at === rows.length - 1;
  return draftElementId(key, atEnd ? (direction === 'up' ? 'down' : 'up') : direction);
}

/** Up, down and remove for a group or a choice; the arrows are off at the ends. */
function RowButtons({ rowKey, label, first, last, disabled, onMove, onRemove }: { rowKey: string; label: string; first: boolean; last: boolean; disabled: boolean; onMove(direction: 'up' | 'down'): void; onRemove(): void }) {
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <IconButton id={draftElementId(rowKey, 'up')} aria-label={`Move ${label} up`} disabled={disabled || first} onClick={() => onMove('up')}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton id={draftElementId(rowKey, 'down')} aria-label={`Move ${label} down`} disabled={disabled || last} onClick={() => onMove('down')}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Remove ${label}`} color="error" disabled={disabled} onClick={onRemove}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

interface ChoiceFieldsProps {
  choice: ChoiceDraft;
  targets: readonly LinkTarget[];
  /** The kitchen's stations; undefined while they load. */
  stations: readonly MenuKitchenStation[] | undefined;
  /** The choice is in one half of a half-and-half. */
  onHalf: boolean;
  groupLabel: string;
  first: boolean;
  last: boolean;
  invalid: DraftField['field'] | null;
  disabled: boolean;
  onChange(choice: ChoiceDraft): void;
  onMove(direction: 'up' | 'down'): void;
  onRemove(): void;
}

/**
 * A meal deal's choice: the menu item it is ("None" for a plain choice such as a sauce), and which of
 * its sizes once it has several ("Any size" lets the kitchen hand over any). An item that asks for its
 * own choices is listed but cannot be picked: a meal cannot ask for them, and the server refuses it.
 */
function ChoiceLinkFields({ choice, targets, disabled, onChange, children }: Pick<ChoiceFieldsProps, 'choice' | 'targets' | 'disabled' | 'onChange'> & { children?: ReactNode }) {
  const target = choice.menuItemId === null ? undefined : targets.find((candidate) => candidate.id === choice.menuItemId);
  const knownSize = choice.menuItemOptionId === null || target?.sizes.some((size) => size.id === choice.menuItemOptionId);
  const showSizes = choice.menuItemId !== null && ((target?.sizes.length ?? 0) > 1 || choice.menuItemOptionId !== null);
  const hint = choice.menuItemId === null ? undefined : target ? `Allergens and sold out follow ${linkedName(target, choice.menuItemOptionId)}.` : 'That item is no longer on the menu: choose another, or None.';
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <TextField
        select
        id={draftElementId(choice.key, 'item')}
        label="Menu item (meal deal)"
        size="small"
        value={choice.menuItemId ?? NO_ITEM}
        disabled={disabled}
        helperText={hint}
        onChange={(event) => onChange(linkChoice(choice, targets, event.target.value === NO_ITEM ? null : event.target.value, null))}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
      >
        <MenuItem value={NO_ITEM}>None</MenuItem>
        {targets.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id} disabled={candidate.asksForChoices && candidate.id !== choice.menuItemId}>
            {candidate.asksForChoices ? `${candidate.name} (asks for its own choices)` : candidate.name}
          </MenuItem>
        ))}
        {choice.menuItemId !== null && !target && <MenuItem value={choice.menuItemId}>An item no longer on the menu</MenuItem>}
      </TextField>
      {showSizes && (
        <TextField
          select
          id={draftElementId(choice.key, 'size')}
          label="Size"
          size="small"
          value={choice.menuItemOptionId ?? ANY_SIZE}
          disabled={disabled}
          onChange={(event) => onChange(linkChoice(choice, targets, choice.menuItemId, event.target.value === ANY_SIZE ? null : event.target.value))}
          sx={{ flex: '0 1 200px', minWidth: 140 }}
        >
          <MenuItem value={ANY_SIZE}>Any size</MenuItem>
          {target?.sizes.map((size) => (
            <MenuItem key={size.id} value={size.id}>
              {size.name}
            </MenuItem>
          ))}
          {!knownSize && choice.menuItemOptionId !== null && <MenuItem value={choice.menuItemOptionId}>A size no longer on the menu</MenuItem>}
        </TextField>
      )}
      {children}
    </Stack>
  );
}

/**
 * Issue 28: the kitchen station a plain choice takes units of (an extra patty: 1 grill unit). A meal
 * deal's choice uses its item's station, said in words; a half's choices have none of their own (the
 * pizza is what the oven cooks), so nothing is shown there.
 */
function ChoiceStationFields({ choice, targets, stations, onHalf, invalid, disabled, onChange }: Pick<ChoiceFieldsProps, 'choice' | 'targets' | 'stations' | 'onHalf' | 'invalid' | 'disabled' | 'onChange'>) {
  if (onHalf) return null;
  if (choice.menuItemId !== null) {
    const target = targets.find((candidate) => candidate.id === choice.menuItemId);
    if (!target) return null;
    const station = stations?.find((candidate) => candidate.id === target.stationId);
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {target.stationId === null ? `${target.name} uses no kitchen station` : `Uses ${possessive(target.name)} station${station ? ` (${station.name})` : ''}`}
      </Typography>
    );
  }
  return (
    <>
      <StationSelect
        id={draftElementId(choice.key, 'station')}
        size="small"
        stationId={choice.stationId}
        stations={stations}
        disabled={disabled}
        onChange={(stationId) => onChange({ ...choice, stationId })}
        sx={{ flex: '0 1 180px', minWidth: 140 }}
      />
      {choice.stationId !== null && (
        <TextField
          id={draftElementId(choice.key, 'units')}
          label="Units"
          type="number"
          size="small"
          value={choice.units}
          error={invalid === 'units'}
          disabled={disabled}
          onChange={(event) => onChange({ ...choice, units: event.target.value })}
          slotProps={{ htmlInput: { min: 0, max: MAX_STATION_UNITS, inputMode: 'numeric' } }}
          sx={{ width: 90 }}
        />
      )}
    </>
  );
}

/** One choice: its name, its price in pounds (0 for free), the menu item it is (a meal deal's), its kitchen station and the allergens it adds. */
function ChoiceFields({ choice, targets, stations, onHalf, groupLabel, first, last, invalid, disabled, onChange, onMove, onRemove }: ChoiceFieldsProps) {
  const label = `choice ${choice.name.trim() || 'new'} in ${groupLabel}`;
  return (
    <Box component="li" aria-label={choice.name.trim() || 'New choice'} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          id={draftElementId(choice.key, 'name')}
          label="Choice name"
          size="small"
          value={choice.name}
          error={invalid === 'name'}
          disabled={disabled}
          onChange={(event) => onChange({ ...choice, name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 80 } }}
          sx={{ flex: '1 1 200px' }}
        />
        <TextField
          id={draftElementId(choice.key, 'price')}
          label="Price (£)"
          size="small"
          value={choice.price}
          error={invalid === 'price'}
          disabled={disabled}
          onChange={(event) => onChange({ ...choice, price: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 110 }}
        />
        <RowButtons rowKey={choice.key} label={label} first={first} last={last} disabled={disabled} onMove={onMove} onRemove={onRemove} />
      </Stack>
      <ChoiceLinkFields choice={choice} targets={targets} disabled={disabled} onChange={onChange}>
        <ChoiceStationFields choice={choice} targets={targets} stations={stations} onHalf={onHalf} invalid={invalid} disabled={disabled} onChange={onChange} />
      </ChoiceLinkFields>
      <AllergenPicker dense label="Allergens this choice adds" value={choice.allergens} onChange={(allergens) => onChange({ ...choice, allergens })} />
    </Box>
  );
}

interface ChoiceGroupFieldsProps {
  group: ChoiceGroupDraft;
  /** The items a choice may be (a meal deal's side or drink). */
  targets: readonly LinkTarget[];
  /** The kitchen's stations; undefined while they load. */
  stations: readonly MenuKitchenStation[] | undefined;
  first: boolean;
  last: boolean;
  /** The field the last Save was refused for, if it is in this group. */
  invalid: DraftField | null;
  disabled: boolean;
  onChange(group: ChoiceGroupDraft): void;
  onMove(direction: 'up' | 'down'): void;
  onRemove(): void;
  /** Moves the focus, once rendered, to the element of this id. */
  focusLater(id: string): void;
}

/**
 * One choice group: its name, how many a customer must and may choose (with the words the customer
 * sees), the half of a half-and-half it is, and its choices.
 */
export function ChoiceGroupFields({ group, targets, stations, first, last, invalid, disabled, onChange, onMove, onRemove, focusLater }: ChoiceGroupFieldsProps) {
  const name = group.name.trim() || 'New group';
  const hint = draftHint(group);
  const setChoices = (choices: ChoiceDraft[]) => onChange({ ...group, choices });
  const invalidOf = (key: string) => (invalid?.key === key ? invalid.field : null);

  const addChoice = () => {
    const added = newChoice();
    setChoices([...group.choices, added]);
    focusLater(draftElementId(added.key, 'name'));
  };
  const moveChoice = (key: string, direction: 'up' | 'down') => {
    const moved = moveByKey(group.choices, key, direction);
    setChoices(moved);
    focusLater(arrowAfterMove(moved, key, direction));
  };
  const removeChoice = (key: string) => {
    setChoices(group.choices.filter((choice) => choice.key !== key));
    focusLater(draftElementId(group.key, 'add-choice'));
  };

  return (
    <Box component="li" aria-label={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 1.5 }}>
        <TextField
          id={draftElementId(group.key, 'name')}
          label="Group name"
          placeholder="Choose your sauce"
          size="small"
          value={group.name}
          error={invalidOf(group.key) === 'name'}
          disabled={disabled}
          onChange={(event) => onChange({ ...group, name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 80 } }}
          sx={{ flex: '1 1 200px' }}
        />
        <TextField
          id={draftElementId(group.key, 'min')}
          label="Customer must choose at least"
          type="number"
          size="small"
          value={group.min}
          error={invalidOf(group.key) === 'min'}
          disabled={disabled}
          onChange={(event) => onChange({ ...group, min: event.target.value })}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          sx={{ width: 220 }}
        />
        <TextField
          id={draftElementId(group.key, 'max')}
          label="Customer may choose at most"
          type="number"
          size="small"
          value={group.max}
          error={invalidOf(group.key) === 'max'}
          disabled={disabled}
          onChange={(event) => onChange({ ...group, max: event.target.value })}
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          sx={{ width: 220 }}
        />
        <RowButtons rowKey={group.key} label={`group ${name}`} first={first} last={last} disabled={disabled} onMove={onMove} onRemove={onRemove} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mt: 1.5 }}>
        <TextField
          select
          id={draftElementId(group.key, 'half')}
          label="Half"
          size="small"
          value={HALVES.find((half) => half.half === group.half)?.value ?? 'whole'}
          disabled={disabled}
          onChange={(event) => onChange({ ...group, half: HALVES.find((half) => half.value === event.target.value)?.half ?? null })}
          sx={{ width: 150 }}
        >
          {HALVES.map((half) => (
            <MenuItem key={half.value} value={half.value}>
              {half.text}
            </MenuItem>
          ))}
        </TextField>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            Customers see “{hint}”.
          </Typography>
        )}
      </Stack>
      <Box component="ul" aria-label={`Choices in ${name}`} sx={{ listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
        {group.choices.map((choice, index) => (
          <ChoiceFields
            key={choice.key}
            choice={choice}
            targets={targets}
            stations={stations}
            onHalf={group.half !== null}
            groupLabel={name}
            first={index === 0}
            last={index === group.choices.length - 1}
            invalid={invalidOf(choice.key)}
            disabled={disabled}
            onChange={(changed) => setChoices(group.choices.map((candidate) => (candidate.key === changed.key ? changed : candidate)))}
            onMove={(direction) => moveChoice(choice.key, direction)}
            onRemove={() => removeChoice(choice.key)}
          />
        ))}
      </Box>
      <Button id={draftElementId(group.key, 'add-choice')} startIcon={<AddIcon />} disabled={disabled} onClick={addChoice}>
        Add a choice to {name}
      </Button>
    </Box>
  );
}
