import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import {
  apiErrorMessage,
  useCreateAdminStationMutation,
  useDeleteAdminStationMutation,
  useGetAdminStationsQuery,
  useUpdateAdminStationMutation,
  type KitchenStation,
  type KitchenStationInput,
} from '../admin-time-api';

const MAX_NAME = 40;
const MAX_UNITS = 1000;
const unitsText = (units: number) => `${units} unit${units === 1 ? '' : 's'} per 15-minute slot`;

type StationCheck = { ok: true; input: KitchenStationInput } | { ok: false; field: 'name' | 'units'; message: string };

/** The form's fields as the api takes them, or what is wrong with them (the api's own limits, said before asking it). */
function checkStation(name: string, units: string): StationCheck {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_NAME) return { ok: false, field: 'name', message: `A station needs a name of 1 to ${MAX_NAME} characters.` };
  const unitsPerSlot = /^\d+$/.test(units.trim()) ? Number(units.trim()) : NaN;
  if (!(unitsPerSlot >= 1 && unitsPerSlot <= MAX_UNITS)) return { ok: false, field: 'units', message: `Enter a whole number from 1 to ${MAX_UNITS}.` };
  return { ok: true, input: { name: trimmed, unitsPerSlot } };
}

interface StationFormProps {
  /** The station being edited; undefined for the add form. */
  station?: KitchenStation;
  onDone?(): void;
}

/** A station's name and units per slot: the add form at the foot of the card, or a station's row while it is edited. */
function StationForm({ station, onDone }: StationFormProps) {
  const dispatch = useAppDispatch();
  const [create, { isLoading: creating }] = useCreateAdminStationMutation();
  const [update, { isLoading: updating }] = useUpdateAdminStationMutation();
  const [name, setName] = useState(station?.name ?? '');
  const [units, setUnits] = useState(station ? String(station.unitsPerSlot) : '');
  const [problem, setProblem] = useState<{ field: 'name' | 'units'; message: string } | null>(null);
  const busy = creating || updating;
  const label = station ? `Edit ${station.name}` : 'Add a kitchen station';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStation(name, units);
    if (!checked.ok) return setProblem(checked);
    setProblem(null);
    try {
      if (station) {
        await update({ id: station.id, ...checked.input }).unwrap();
      } else {
        await create(checked.input).unwrap();
        setName('');
        setUnits('');
      }
      onDone?.();
    } catch (error) {
      const message = apiErrorMessage(error);
      // The form checks the units itself: what the server refuses is the name (already used) or the station (deleted meanwhile).
      if (message) setProblem({ field: 'name', message });
      dispatch(notify({ title: station ? 'Failed to update kitchen station' : 'Failed to add kitchen station', message, severity: 'error' }));
    }
  }

  return (
    <Stack component="form" aria-label={label} noValidate onSubmit={onSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' }, py: 1 }}>
      <TextField
        size="small"
        label="Station name"
        placeholder="Pizza oven"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem?.field === 'name'}
        helperText={problem?.field === 'name' ? problem.message : undefined}
        slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
        sx={{ flex: { sm: '1 1 200px' } }}
      />
      <TextField
        size="small"
        type="number"
        label="Units per 15-minute slot"
        value={units}
        onChange={(event) => setUnits(event.target.value)}
        error={problem?.field === 'units'}
        helperText={problem?.field === 'units' ? problem.message : undefined}
        slotProps={{ htmlInput: { min: 1, max: MAX_UNITS, inputMode: 'numeric' } }}
        sx={{ width: { sm: 240 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant={station ? 'contained' : 'outlined'} disabled={busy}>
          {station ? 'Save' : 'Add station'}
        </Button>
        {station && <Button onClick={onDone}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}

/**
 * Issue 28: the kitchen's stations (the fryer, the pizza oven) and the units of work each cooks in
 * one 15-minute slot; added, edited in place, and deleted after a confirmation.
 */
export function KitchenStationsPanel() {
  const dispatch = useAppDispatch();
  const { data: stations, isError } = useGetAdminStationsQuery();
  const [remove, { isLoading: removing }] = useDeleteAdminStationMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<KitchenStation | null>(null);

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to fetch kitchen stations', severity: 'error' }));
  }, [dispatch, isError]);

  async function onDelete(station: KitchenStation) {
    try {
      await remove(station.id).unwrap();
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      dispatch(notify({ title: 'Failed to delete kitchen station', message: apiErrorMessage(error), severity: 'error' }));
    }
  }

  return (
    <Paper component="section" aria-labelledby="kitchen-stations-title" sx={{ p: 2 }}>
      <Typography id="kitchen-stations-title" variant="h6" component="h3" gutterBottom>
        Kitchen Stations
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 720 }}>
        The units of work each station cooks in one 15-minute slot. A 12-inch pizza is 1 oven unit; 8 wings 1 fryer unit. Each item&apos;s station and units are set in the Menu tab; a slot whose
        station is full is not offered for what it cooks.
      </Typography>
      {!stations && !isError && <CircularProgress aria-label="Loading kitchen stations" sx={{ mt: 2 }} />}
      {stations?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No stations yet: slots are limited by their number of orders only.
        </Typography>
      )}
      {stations && stations.length > 0 && (
        <List dense aria-label="Kitchen stations">
          {stations.map((station) =>
            editing === station.id ? (
              <ListItem key={station.id} aria-label={station.name} disableGutters>
                <Box sx={{ flex: 1 }}>
                  <StationForm station={station} onDone={() => setEditing(null)} />
                </Box>
              </ListItem>
            ) : (
              <ListItem
                key={station.id}
                aria-label={station.name}
                // Room for both buttons beside the text.
                sx={{ pr: 13 }}
                secondaryAction={
                  <>
                    <IconButton aria-label={`Edit ${station.name}`} onClick={() => setEditing(station.id)}>
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton edge="end" aria-label={`Delete ${station.name}`} onClick={() => setDeleting(station)}>
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={station.name} secondary={unitsText(station.unitsPerSlot)} />
              </ListItem>
            ),
          )}
        </List>
      )}
      <StationForm />
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message={`The items and choices cooked at ${deleting.name} will then use no station: their orders no longer count against any station's units.`}
          confirmLabel="Delete station"
          busy={removing}
          onConfirm={() => void onDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}
