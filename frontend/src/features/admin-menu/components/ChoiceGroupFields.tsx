import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { type ChoiceDraft, type ChoiceGroupDraft, type DraftField, draftHint, moveByKey, newChoice } from '../choice-groups-draft';
import { AllergenPicker } from './AllergenPicker';

/** Ids for the fields and buttons the focus is moved to (after an add, a move, a removal or a refusal). */
export const draftElementId = (key: string, part: DraftField['field'] | 'up' | 'down' | 'add-choice') => `choices-${key}-${part}`;

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
  groupLabel: string;
  first: boolean;
  last: boolean;
  invalid: DraftField['field'] | null;
  disabled: boolean;
  onChange(choice: ChoiceDraft): void;
  onMove(direction: 'up' | 'down'): void;
  onRemove(): void;
}

/** One choice: its name, its price in pounds (0 for free) and the allergens it adds. */
function ChoiceFields({ choice, groupLabel, first, last, invalid, disabled, onChange, onMove, onRemove }: ChoiceFieldsProps) {
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
      <AllergenPicker dense label="Allergens this choice adds" value={choice.allergens} onChange={(allergens) => onChange({ ...choice, allergens })} />
    </Box>
  );
}

interface ChoiceGroupFieldsProps {
  group: ChoiceGroupDraft;
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

/** One choice group: its name, how many a customer must and may choose (with the words the customer sees), and its choices. */
export function ChoiceGroupFields({ group, first, last, invalid, disabled, onChange, onMove, onRemove, focusLater }: ChoiceGroupFieldsProps) {
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
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Customers see “{hint}”.
        </Typography>
      )}
      <Box component="ul" aria-label={`Choices in ${name}`} sx={{ listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
        {group.choices.map((choice, index) => (
          <ChoiceFields
            key={choice.key}
            choice={choice}
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
