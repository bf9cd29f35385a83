import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useAppDispatch } from '../../../shared/hooks';
import { apiErrorMessage, useCreateMenuItemMutation, useUpdateMenuItemMutation } from '../admin-menu-api';
import type { AdminCategory, AdminMenuItem, MenuItemInput } from '../admin-menu-types';
import { AllergenPicker, DietaryLabelPicker } from './AllergenPicker';
import { useChoiceGroupsDraft } from '../useChoiceGroupsDraft';
import { MenuChoicesEditor } from './MenuChoicesEditor';
import { MenuItemImageControls } from './MenuItemImageControls';
import { MenuOptionsEditor } from './MenuOptionsEditor';

interface MenuItemDialogProps {
  /** The item being edited; null to create one. */
  item: AdminMenuItem | null;
  categories: AdminCategory[];
  /** Every item of the menu, as the Menu tab loaded it: a meal deal's choice may be one of them. */
  menuItems: readonly AdminMenuItem[];
  onClose(): void;
  /** After a creation: the dialog carries on editing the new item (its options and image). */
  onCreated(item: AdminMenuItem): void;
}

function initialInput(item: AdminMenuItem | null, categories: AdminCategory[]): MenuItemInput {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    categoryId: item?.categoryId ?? categories[0]?.id ?? '',
    isAvailable: item?.isAvailable ?? true,
    availableForTakeaway: item?.availableForTakeaway ?? true,
    allergens: item?.allergens ?? [],
    dietaryLabels: item?.dietaryLabels ?? [],
  };
}

/** Create or edit an item: its fields, allergens and labels; once it exists, its image, options and choices. */
export function MenuItemDialog({ item, categories, menuItems, onClose, onCreated }: MenuItemDialogProps) {
  const dispatch = useAppDispatch();
  const [input, setInput] = useState<MenuItemInput>(() => initialInput(item, categories));
  const [create, { isLoading: creating }] = useCreateMenuItemMutation();
  const [update, { isLoading: updating }] = useUpdateMenuItemMutation();
  // The choices are saved by their own button; closing with changes not yet saved asks first.
  const choices = useChoiceGroupsDraft(item);
  const [leaving, setLeaving] = useState(false);
  const close = () => (choices.unsaved ? setLeaving(true) : onClose());
  const set = <K extends keyof MenuItemInput>(key: K, value: MenuItemInput[K]) => setInput((current) => ({ ...current, [key]: value }));

  const save = async () => {
    if (!input.name.trim()) return void dispatch(notify({ title: 'Please enter a name.', severity: 'error' }));
    try {
      if (item) {
        await update({ id: item.id, ...input, name: input.name.trim() }).unwrap();
        dispatch(notify({ title: 'Menu item saved', severity: 'success' }));
      } else {
        onCreated(await create({ ...input, name: input.name.trim() }).unwrap());
        dispatch(notify({ title: 'Menu item added', message: 'Now add its options and a picture.', severity: 'success' }));
      }
    } catch (error) {
      dispatch(notify({ title: item ? 'Failed to update menu item' : 'Failed to add menu item', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="menu-item-dialog-title">
      <DialogTitle id="menu-item-dialog-title">{item ? `Edit ${item.name}` : 'Add Menu Item'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <TextField label="Name" required value={input.name} onChange={(event) => set('name', event.target.value)} />
          <TextField label="Description" multiline minRows={2} value={input.description} onChange={(event) => set('description', event.target.value)} />
          <TextField select label="Category" value={input.categoryId} onChange={(event) => set('categoryId', event.target.value)}>
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.displayName}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <FormControlLabel control={<Switch checked={input.isAvailable} onChange={(event) => set('isAvailable', event.target.checked)} />} label="Available" />
            <FormControlLabel
              control={<Switch checked={input.availableForTakeaway} onChange={(event) => set('availableForTakeaway', event.target.checked)} />}
              label="Available for takeaway"
            />
          </Stack>
          <AllergenPicker label="Allergens (none ticked: customers are told 'Ask us about allergens')" value={input.allergens} onChange={(value) => set('allergens', value)} />
          <DietaryLabelPicker value={input.dietaryLabels} onChange={(value) => set('dietaryLabels', value)} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={() => void save()} disabled={creating || updating}>
              {item ? 'Save item' : 'Create item'}
            </Button>
          </Stack>
          {item && (
            <>
              <Divider />
              <MenuItemImageControls item={item} />
              <Divider />
              <MenuOptionsEditor item={item} />
              <Divider />
              <MenuChoicesEditor item={item} draft={choices} menuItems={menuItems} categories={categories} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
      {leaving && item && (
        <ConfirmDialog
          title="Leave without saving the choices?"
          message={`The changes to the choices of ${item.name} are not saved yet.`}
          confirmLabel="Discard changes"
          onConfirm={onClose}
          onCancel={() => setLeaving(false)}
        />
      )}
    </Dialog>
  );
}
