import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MenuKitchenStation } from '../admin-menu-types';

// The select's value for "no station" (an id is a uuid, never this).
const NO_STATION = 'none';

interface StationSelectProps {
  id?: string;
  stationId: string | null;
  /** The kitchen's stations; undefined while they load. */
  stations: readonly MenuKitchenStation[] | undefined;
  size?: 'small' | 'medium';
  disabled?: boolean;
  onChange(stationId: string | null): void;
  sx?: SxProps<Theme>;
}

/** Issue 28: "Cooked at": None or one of the kitchen's stations (the Time tab lists and changes them). */
export function StationSelect({ id, stationId, stations, size, disabled, onChange, sx }: StationSelectProps) {
  const known = stationId === null || stations?.some((station) => station.id === stationId);
  return (
    <TextField select id={id} label="Cooked at" size={size} value={stationId ?? NO_STATION} disabled={disabled} onChange={(event) => onChange(event.target.value === NO_STATION ? null : event.target.value)} sx={sx}>
      <MenuItem value={NO_STATION}>None</MenuItem>
      {stations?.map((station) => (
        <MenuItem key={station.id} value={station.id}>
          {station.name}
        </MenuItem>
      ))}
      {!known && stationId !== null && <MenuItem value={stationId}>{stations ? 'A station no longer in the kitchen' : 'Loading stations…'}</MenuItem>}
    </TextField>
  );
}
