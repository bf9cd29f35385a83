import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
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
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useAppDispatch } from '../../../shared/hooks';
import { apiErrorMessage, useCreateMenuItemMutation, useGetMenuStationsQuery, useUpdateMenuItemMutation } from '../admin-menu-api';
import type { AdminCategory, AdminMenuItem, MenuItemInput, MenuItemUpdate } from '../admin-menu-types';
import { MAX_STATION_UNITS, parseStationUnits } from '../station-units';
import { AllergenPicker, DietaryLabelPicker } from './AllergenPicker';
import { useChoiceGroupsDraft } from '../useChoiceGroupsDraft';
import { MenuChoicesEditor } from './MenuChoicesEditor';
import { MenuItemImageControls } from './MenuItemImageControls';
import { MenuOptionsEditor } from './MenuOptionsEditor';
import { StationSelect } from './StationSelect';

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

/** Issue 28: the item's kitchen station and units, as typed. */
interface KitchenInput {
  stationId: string | null;
  units: string;
}

/** The station and units for the item's PATCH; the units only with a station (without one they count for nothing). Null: units not a number. */
function kitchenUpdate({ stationId, units }: KitchenInput): Pick<MenuItemUpdate, 'stationId' | 'stationUnits'> | null {
  if (stationId === null) return { stationId };
  const stationUnits = parseStationUnits(units);
  return stationUnits === null ? null : { stationId, stationUnits };
}

/** Create or edit an item: its fields, allergens and labels; once it exists, its image, options and choices. */
export function MenuItemDialog({ item, categories, menuItems, onClose, onCreated }: MenuItemDialogProps) {
  const dispatch = useAppDispatch();
  const [input, setInput] = useState<MenuItemInput>(() => initialInput(item, categories));
  const [create, { isLoading: creating }] = useCreateMenuItemMutation();
  const [update, { isLoading: updating }] = useUpdateMenuItemMutation();
  // Issue 28: an item that exists is cooked at one of the kitchen's stations, or none.
  const { data: stations, isError: stationsFailed } = useGetMenuStationsQuery(item ? undefined : skipToken);
  const [kitchen, setKitchen] = useState<KitchenInput>({ stationId: item?.kitchen.stationId ?? null, units: String(item?.kitchen.stationUnits ?? 1) });
  const [unitsInvalid, setUnitsInvalid] = useState(false);
  // The choices are saved by their own button; closing with changes not yet saved asks first.
  const choices = useChoiceGroupsDraft(item);
  const [leaving, setLeaving] = useState(false);
  const close = () => (choices.unsaved ? setLeaving(true) : onClose());
  useEffect(() => {
    if (stationsFailed) dispatch(notify({ title: 'Failed to fetch kitchen stations', severity: 'error', overDialog: true }));
  }, [dispatch, stationsFailed]);
  const set = <K extends keyof MenuItemInput>(key: K, value: MenuItemInput[K]) => setInput((current) => ({ ...current, [key]: value }));

  const save = async () => {
    if (!input.name.trim()) return void dispatch(notify({ title: 'Please enter a name.', severity: 'error' }));
    try {
      if (item) {
        const station = kitchenUpdate(kitchen);
        setUnitsInvalid(station === null);
        if (!station) return void dispatch(notify({ title: `Units must be a whole number from 0 to ${MAX_STATION_UNITS}.`, severity: 'error', overDialog: true }));
        await update({ id: item.id, ...input, name: input.name.trim(), ...station }).unwrap();
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
          {item && (
            <Stack component="section" aria-labelledby="menu-item-kitchen-title" spacing={1.5}>
              <Typography id="menu-item-kitchen-title" variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
                Kitchen
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <StationSelect stationId={kitchen.stationId} stations={stations} onChange={(stationId) => setKitchen((current) => ({ ...current, stationId }))} sx={{ flex: '0 1 260px', minWidth: 200 }} />
                <TextField
                  label="Units"
                  type="number"
                  value={kitchen.units}
                  disabled={kitchen.stationId === null}
                  error={unitsInvalid}
                  onChange={(event) => setKitchen((current) => ({ ...current, units: event.target.value }))}
                  slotProps={{ htmlInput: { min: 0, max: MAX_STATION_UNITS, inputMode: 'numeric', 'aria-describedby': 'menu-item-units-hint' } }}
                  sx={{ width: { sm: 120 } }}
                />
                <Typography id="menu-item-units-hint" variant="body2" color="text.secondary" sx={{ alignSelf: { sm: 'center' }, flex: 1 }}>
                  Units of the station one of it takes: a 12-inch pizza is 1 oven unit; 8 wings 1 fryer unit.
                </Typography>
              </Stack>
            </Stack>
          )}
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
              <MenuChoicesEditor item={item} draft={choices} menuItems={menuItems} categories={categories} stations={stations} />
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
