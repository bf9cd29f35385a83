import { type SyntheticEvent, useEffect, useState } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { apiErrorMessage } from '../../../api/api-error';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { type AdminOrder, type AssignDriverRequest, type DriverOption, useAssignDriverMutation, useGetDriversQuery } from '../../../shared/orders/admin-orders-api';

const filter = createFilterOptions<DriverOption>({ stringify: (option) => option.name });

/** What staff typed or picked, as the api takes it: a member of staff (a typed name that is one's counts), a name, or none. */
export function driverRequest(chosen: DriverOption | string, staff: readonly DriverOption[]): { request: AssignDriverRequest; label: string | null } {
  if (typeof chosen !== 'string') return { request: { userId: chosen.userId }, label: chosen.name };
  const name = chosen.trim().replace(/\s+/g, ' ');
  if (!name) return { request: {}, label: null };
  const member = staff.find((option) => option.name.toLowerCase() === name.toLowerCase());
  return member ? { request: { userId: member.userId }, label: member.name } : { request: { name }, label: name };
}

/** Whether a request would leave the order's driver as it is. */
export function keepsDriver(request: AssignDriverRequest, driver: AdminOrder['driver']): boolean {
  if (request.userId !== undefined) return driver?.userId === request.userId;
  if (request.name !== undefined) return driver !== null && driver.userId === null && driver.name === request.name;
  return driver === null;
}

/**
 * Issue 29: who takes a delivery out, so that its tip is theirs in the tips ledger. A member of
 * staff is picked from the list, or any name typed (a driver not on the staff list); picking or
 * Enter saves at once, and so does the Save button under a typed name (a tablet's keyboard may
 * have no Enter). Emptying the field offers Remove driver.
 */
export function DriverField({ order }: { order: AdminOrder }) {
  const dispatch = useAppDispatch();
  const { data: staff = [] } = useGetDriversQuery();
  const [assignDriver, { isLoading: saving }] = useAssignDriverMutation();
  const saved = order.driver?.name ?? '';
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved, order.id]);

  // '' for none: the field has no clear button (emptying it to type another name must not remove the driver), Remove driver does that.
  const value: DriverOption | string = order.driver ? (staff.find((option) => option.userId === order.driver?.userId) ?? order.driver.name) : '';
  const unsaved = text.trim().replace(/\s+/g, ' ') !== saved;

  const save = async (chosen: DriverOption | string) => {
    const { request, label } = driverRequest(chosen, staff);
    if (keepsDriver(request, order.driver)) {
      setText(saved);
      return;
    }
    try {
      await assignDriver({ id: order.id, driver: request }).unwrap();
      dispatch(notify({ title: label ? `${label} is driving order ${order.orderNumber}` : `Order ${order.orderNumber} has no driver now`, severity: 'success', overDialog: true }));
    } catch (error) {
      setText(saved);
      dispatch(notify({ title: 'The driver was not saved', message: apiErrorMessage(error) ?? 'Please try again.', severity: 'error', overDialog: true }));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 1.5 }}>
      <Autocomplete<DriverOption, false, true, true>
        freeSolo
        disableClearable
        // The list's arrow, which a free-text field hides by default: a finger opens the staff list with it.
        forcePopupIcon
        options={staff}
        value={value}
        inputValue={text}
        onInputChange={(_event, next) => setText(next)}
        onChange={(_event: SyntheticEvent, chosen) => void save(chosen)}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        isOptionEqualToValue={(option, current) => typeof current !== 'string' && option.userId === current.userId}
        filterOptions={filter}
        disabled={saving}
        selectOnFocus
        handleHomeEndKeys
        sx={{ flex: '1 1 240px', minWidth: 0 }}
        // A finger's worth of height per name (MUI shrinks options above the phone breakpoint).
        slotProps={{ listbox: { sx: { '& .MuiAutocomplete-option': { minHeight: 48 } } } }}
        renderInput={(params) => <TextField {...params} label="Driver" helperText="Pick a member of staff or type a name" />}
      />
      {unsaved && (
        <Button variant="contained" onClick={() => void save(text)} disabled={saving} sx={{ minHeight: 56 }}>
          {text.trim() ? 'Save driver' : 'Remove driver'}
        </Button>
      )}
    </Box>
  );
}
