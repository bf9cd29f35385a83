import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Allergen } from '../../../shared/allergens';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useAppDispatch } from '../../../shared/hooks';
import { apiErrorMessage, useAddMenuOptionMutation, useDeleteMenuOptionMutation, useReorderMenuOptionsMutation, useUpdateMenuOptionMutation } from '../admin-menu-api';
import type { AdminMenuItem, AdminMenuOption } from '../admin-menu-types';
import { MAX_STATION_UNITS, parseStationUnits } from '../station-units';
import { moveInList } from '../../../shared/list-order';
import { parsePounds } from '../../../shared/money';
import { AllergenPicker } from './AllergenPicker';

const BOTH_REQUIRED = 'Please enter both option name and price.';
const UNITS_INVALID = `Units must be empty (the item's) or a whole number from 0 to ${MAX_STATION_UNITS}.`;

/** Issue 28: a size's own units of the item's station, as typed: empty for the item's (null), else 0 to 100; undefined when not a number. */
function sizeUnits(typed: string): number | null | undefined {
  if (!typed.trim()) return null;
  return parseStationUnits(typed) ?? undefined;
}

/** A size's "Units": empty takes the item's, shown as the placeholder (a 14-inch pizza may take 2 oven units where the item takes 1). */
function SizeUnitsField({ value, itemUnits, onChange }: { value: string; itemUnits: number; onChange(value: string): void }) {
  return (
    <TextField
      label="Units"
      type="number"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      placeholder={String(itemUnits)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 0, max: MAX_STATION_UNITS, inputMode: 'numeric' } }}
      sx={{ width: 90 }}
    />
  );
}

/** The options of one item: add, edit, delete and reorder (SPEC sections 2 and 5). */
export function MenuOptionsEditor({ item }: { item: AdminMenuItem }) {
  const dispatch = useAppDispatch();
  const [addOption, { isLoading: adding }] = useAddMenuOptionMutation();
  const [reorder] = useReorderMenuOptionsMutation();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [allergens, setAllergens] = useState<Allergen[]>([]);
  const [units, setUnits] = useState('');
  // Sizes take units of the item's station: without one there is nothing to override.
  const cooked = item.kitchen.stationId !== null;

  const add = async () => {
    const pricePence = parsePounds(price);
    if (!name.trim() || pricePence === null) return void dispatch(notify({ title: BOTH_REQUIRED, severity: 'error' }));
    const stationUnits = cooked ? sizeUnits(units) : null;
    if (stationUnits === undefined) return void dispatch(notify({ title: UNITS_INVALID, severity: 'error', overDialog: true }));
    try {
      await addOption({ itemId: item.id, name: name.trim(), pricePence, allergens, stationUnits }).unwrap();
      setName('');
      setPrice('');
      setAllergens([]);
      setUnits('');
    } catch (error) {
      dispatch(notify({ title: 'Failed to add menu option.', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  const move = async (option: AdminMenuOption, direction: 'up' | 'down') => {
    const optionIds = moveInList(
      item.options.map((candidate) => candidate.id),
      option.id,
      direction,
    );
    try {
      await reorder({ itemId: item.id, optionIds }).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Failed to update menu option.', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  return (
    <Stack spacing={2} component="section" aria-label={`Options of ${item.name}`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
        Options
      </Typography>
      {item.options.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No options yet: customers see &apos;Price not set&apos; until one is added.
        </Typography>
      )}
      {cooked && item.options.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          A size&apos;s Units replace the item&apos;s {item.kitchen.stationUnits} of its station (a 14-inch pizza may take 2); left empty, it takes the item&apos;s.
        </Typography>
      )}
      {item.options.map((option, index) => {
        const ownUnits = item.kitchen.sizes.find((use) => use.optionId === option.id)?.stationUnits ?? null;
        return (
          <OptionRow
            key={`${option.id}:${option.name}:${option.pricePence}:${ownUnits}`}
            option={option}
            units={cooked ? { own: ownUnits, item: item.kitchen.stationUnits } : null}
            first={index === 0}
            last={index === item.options.length - 1}
            onMove={(direction) => void move(option, direction)}
          />
        );
      })}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField label="Option name" value={name} onChange={(event) => setName(event.target.value)} size="small" />
          <TextField label="Price (£)" value={price} onChange={(event) => setPrice(event.target.value)} size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          {cooked && <SizeUnitsField value={units} itemUnits={item.kitchen.stationUnits} onChange={setUnits} />}
          <Button variant="contained" onClick={() => void add()} disabled={adding}>
            Add option
          </Button>
        </Stack>
        <Box sx={{ mt: 1 }}>
          <AllergenPicker dense label="Allergens this option adds" value={allergens} onChange={setAllergens} />
        </Box>
      </Box>
    </Stack>
  );
}

interface OptionRowProps {
  option: AdminMenuOption;
  /** The size's own units of the item's station (null: the item's) and the item's; null when the item uses no station. */
  units: { own: number | null; item: number } | null;
  first: boolean;
  last: boolean;
  onMove(direction: 'up' | 'down'): void;
}

function OptionRow({ option, units, first, last, onMove }: OptionRowProps) {
  const dispatch = useAppDispatch();
  const [update, { isLoading: saving }] = useUpdateMenuOptionMutation();
  const [remove, { isLoading: deleting }] = useDeleteMenuOptionMutation();
  const [name, setName] = useState(option.name);
  const [price, setPrice] = useState((option.pricePence / 100).toFixed(2));
  const [allergens, setAllergens] = useState<Allergen[]>(option.allergens);
  const [ownUnits, setOwnUnits] = useState(String(units?.own ?? ''));

  const save = async () => {
    const pricePence = parsePounds(price);
    if (!name.trim() || pricePence === null) return void dispatch(notify({ title: BOTH_REQUIRED, severity: 'error' }));
    // Left out while the item uses no station: the size keeps what it had.
    const stationUnits = units ? sizeUnits(ownUnits) : null;
    if (stationUnits === undefined) return void dispatch(notify({ title: UNITS_INVALID, severity: 'error', overDialog: true }));
    try {
      await update({ id: option.id, name: name.trim(), pricePence, allergens, ...(units && { stationUnits }) }).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Failed to update menu option.', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  const onDelete = async () => {
    try {
      await remove(option.id).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Failed to delete menu option.', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  return (
    <Box aria-label={`Option ${option.name}`} role="group" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} size="small" />
        <TextField label="Price (£)" value={price} onChange={(event) => setPrice(event.target.value)} size="small" sx={{ maxWidth: 120 }} />
        {units && <SizeUnitsField value={ownUnits} itemUnits={units.item} onChange={setOwnUnits} />}
        <Button onClick={() => void save()} disabled={saving}>
          Save
        </Button>
        <IconButton aria-label={`Move option ${option.name} up`} disabled={first} onClick={() => onMove('up')}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Move option ${option.name} down`} disabled={last} onClick={() => onMove('down')}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Delete option ${option.name}`} color="error" disabled={deleting} onClick={() => void onDelete()}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      <AllergenPicker dense label="Allergens this option adds" value={allergens} onChange={setAllergens} />
    </Box>
  );
}
