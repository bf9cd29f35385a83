import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAdminSocketMessage } from '../../../shared/realtime/admin-socket';
import { type LoadLevel, stationLoadRows } from '../kitchen-load';
import { useGetKitchenLoadQuery } from '../kitchen-load-api';

// The slot under way moves on every quarter of an hour; a minute keeps the strip honest.
const LOAD_REFRESH_MS = 60_000;

const LEVEL_COLOURS: Record<LoadLevel, { bgcolor: string; color: string }> = {
  free: { bgcolor: 'background.paper', color: 'text.primary' },
  busy: { bgcolor: 'warning.main', color: 'warning.contrastText' },
  full: { bgcolor: 'error.main', color: 'error.contrastText' },
};

/**
 * Issue 28: the next hour's load on each kitchen station ("Pizza oven 6/8" per slot), so that the
 * kitchen sees the oven filling before the tickets do. Shown only when the kitchen has stations.
 */
export function KitchenLoadStrip() {
  const { data, refetch } = useGetKitchenLoadQuery(undefined, { pollingInterval: LOAD_REFRESH_MS, skipPollingIfUnfocused: false });
  // Any order placed, moved or cancelled may change a slot's load.
  useAdminSocketMessage('orders.changed', () => void refetch());
  if (!data || data.stations.length === 0) return null;
  const rows = stationLoadRows(data);
  return (
    <Box component="section" aria-label="Next hour by station" sx={{ mb: 1.5, overflowX: 'auto' }}>
      <Box
        role="table"
        sx={{ display: 'grid', gridTemplateColumns: `minmax(7rem, auto) repeat(${data.slots.length}, minmax(4.5rem, 1fr))`, gap: 0.75, alignItems: 'center', minWidth: 'max-content' }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          <Typography role="columnheader" sx={{ fontWeight: 700, color: 'text.secondary' }}>
            Next hour
          </Typography>
          {data.slots.map((slot) => (
            <Typography key={slot.time} role="columnheader" sx={{ fontWeight: 700, color: 'text.secondary', textAlign: 'center' }}>
              {slot.time}
            </Typography>
          ))}
        </Box>
        {rows.map((row) => (
          <Box key={row.id} role="row" sx={{ display: 'contents' }}>
            <Typography role="rowheader" sx={{ fontWeight: 700 }}>
              {row.name}
            </Typography>
            {row.cells.map((cell) => (
              <Box
                key={cell.time}
                role="cell"
                aria-label={`${row.name} at ${cell.time}: ${cell.units} of ${cell.unitsPerSlot} units`}
                sx={{ ...LEVEL_COLOURS[cell.level], borderRadius: 1, py: 0.5, textAlign: 'center', fontWeight: 800, fontSize: '1.1rem', border: 1, borderColor: 'divider' }}
              >
                {cell.text}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
