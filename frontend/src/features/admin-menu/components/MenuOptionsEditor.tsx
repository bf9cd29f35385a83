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
import { moveInList } from '../../../shared/list-order';
import { parsePounds } from '../../../shared/money';
import { AllergenPicker } from './AllergenPicker';

const BOTH_REQUIRED = 'Please enter both option name and price.';

/** The options of one item: add, edit, delete and reorder (SPEC sections 2 and 5). */
export function MenuOptionsEditor({ item }: { item: AdminMenuItem }) {
  const dispatch = useAppDispatch();
  const [addOption, { isLoading: adding }] = useAddMenuOptionMutation();
  const [reorder] = useReorderMenuOptionsMutation();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [allergens, setAllergens] = useState<Allergen[]>([]);

  const add = async () => {
    const pricePence = parsePounds(price);
    if (!name.trim() || pricePence === null) return void dispatch(notify({ title: BOTH_REQUIRED, severity: 'error' }));
    try {
      await addOption({ itemId: item.id, name: name.trim(), pricePence, allergens }).unwrap();
      setName('');
      setPrice('');
      setAllergens([]);
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
      {item.options.map((option, index) => (
        <OptionRow key={`${option.id}:${option.name}:${option.pricePence}`} option={option} first={index === 0} last={index === item.options.length - 1} onMove={(direction) => void move(option, direction)} />
      ))}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField label="Option name" value={name} onChange={(event) => setName(event.target.value)} size="small" />
          <TextField label="Price (£)" value={price} onChange={(event) => setPrice(event.target.value)} size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
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

function OptionRow({ option, first, last, onMove }: { option: AdminMenuOption; first: boolean; last: boolean; onMove(direction: 'up' | 'down'): void }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading: saving }] = useUpdateMenuOptionMutation();
  const [remove, { isLoading: deleting }] = useDeleteMenuOptionMutation();
  const [name, setName] = useState(option.name);
  const [price, setPrice] = useState((option.pricePence / 100).toFixed(2));
  const [allergens, setAllergens] = useState<Allergen[]>(option.allergens);

  const save = async () => {
    const pricePence = parsePounds(price);
    if (!name.trim() || pricePence === null) return void dispatch(notify({ title: BOTH_REQUIRED, severity: 'error' }));
    try {
      await update({ id: option.id, name: name.trim(), pricePence, allergens }).unwrap();
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
