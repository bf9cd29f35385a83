import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SpeedIcon from '@mui/icons-material/Speed';
import { londonTime } from '@walkden/contract/busy-mode';
import { apiErrorMessage } from '../../api/api-error';
import {
  type BusyMode,
  type PauseOrdersInput,
  useAddPrepTimeMutation,
  useEndPrepTimeMutation,
  usePauseOrdersMutation,
  useReopenOrdersMutation,
} from './busy-mode-api';
import { useBusyMode } from './useBusyMode';

type Types = 'collection' | 'delivery' | 'both';

const PAUSES: { label: string; minutes: PauseOrdersInput['minutes'] }[] = [
  { label: '15 min', minutes: 15 },
  { label: '30 min', minutes: 30 },
  { label: '60 min', minutes: 60 },
  { label: 'Until reopened', minutes: null },
];
const PREP_MINUTES = [10, 15, 20, 30, 45, 60];
const TARGET = { minHeight: 48 } as const;

const until = (iso: string | null, open: string) => (iso ? `until ${londonTime(iso)}` : open);

/** What is in force, in a few words: the button's label. */
export function busyModeSummary(busy: BusyMode): string {
  const { collection, delivery, prepTime } = busy;
  const parts: string[] = [];
  if (collection && delivery && collection.until === delivery.until) parts.push(`Paused ${until(collection.until, 'until reopened')}`);
  else {
    if (collection) parts.push(`Collection paused ${until(collection.until, 'until reopened')}`);
    if (delivery) parts.push(`Delivery paused ${until(delivery.until, 'until reopened')}`);
  }
  if (prepTime) parts.push(`+${prepTime.minutes} min prep`);
  return parts.length > 0 ? parts.join(' · ') : 'Busy mode';
}

/**
 * Busy mode for staff: pause online orders (collection, delivery or both) for 15, 30 or 60 minutes or
 * until reopened, or add prep time so the first slots offered move later; with the state in force,
 * its end time, "Reopen now" and "End extra time". Every staff screen and open customer page follows
 * a change at once (busy-mode.changed).
 */
export function BusyModeControl() {
  const busy = useBusyMode();
  const [open, setOpen] = useState(false);
  const active = busy.collection !== null || busy.delivery !== null || busy.prepTime !== null;
  const summary = busyModeSummary(busy);
  return (
    <>
      {/* On a phone the app bar has room for the icon only (the name says what it is); from 600 px the words show. */}
      <Button
        variant={active ? 'contained' : 'outlined'}
        color={active ? 'warning' : 'inherit'}
        startIcon={<SpeedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={summary}
        title={summary}
        sx={{
          ...TARGET,
          flexShrink: 0,
          minWidth: TARGET.minHeight,
          px: { xs: 1, sm: 2 },
          whiteSpace: 'nowrap',
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {summary}
        </Box>
      </Button>
      {open && <BusyModeDialog busy={busy} onClose={() => setOpen(false)} />}
    </>
  );
}

function BusyModeDialog({ busy, onClose }: { busy: BusyMode; onClose(): void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [types, setTypes] = useState<Types>('both');
  const [problem, setProblem] = useState<string | null>(null);
  const [pauseOrders, pausing] = usePauseOrdersMutation();
  const [reopenOrders, reopening] = useReopenOrdersMutation();
  const [addPrepTime, adding] = useAddPrepTimeMutation();
  const [endPrepTime, ending] = useEndPrepTimeMutation();
  const busySaving = pausing.isLoading || reopening.isLoading || adding.isLoading || ending.isLoading;
  const titleId = useId();
  const typesLabelId = useId();

  const run = async (change: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await change();
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? 'The change was not saved. Please try again.');
    }
  };
  const paused = (['collection', 'delivery'] as const).filter((type) => busy[type] !== null);

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Busy mode</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Box role="status" aria-live="polite">
            <Typography variant="subtitle2" color="text.secondary" gutterBottom>
              Now
            </Typography>
            {paused.length === 0 && !busy.prepTime && <Typography>Taking online orders as usual.</Typography>}
            {paused.map((type) => (
              <Typography key={type} sx={{ fontWeight: 700 }}>
                {`${type === 'collection' ? 'Collection' : 'Delivery'} orders paused ${until(busy[type]!.until, 'until reopened')}`}
              </Typography>
            ))}
            {busy.prepTime && <Typography sx={{ fontWeight: 700 }}>{`Extra prep time: ${busy.prepTime.minutes} minutes ${until(busy.prepTime.until, 'until ended')}`}</Typography>}
            {(paused.length > 0 || busy.prepTime) && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                {paused.length > 0 && (
                  <Button variant="contained" color="success" disabled={busySaving} onClick={() => void run(() => reopenOrders({ types: 'both' }).unwrap())} sx={TARGET}>
                    Reopen now
                  </Button>
                )}
                {busy.prepTime && (
                  <Button variant="outlined" disabled={busySaving} onClick={() => void run(() => endPrepTime().unwrap())} sx={TARGET}>
                    End extra time
                  </Button>
                )}
              </Box>
            )}
          </Box>

          <Divider />
          <Box>
            <Typography id={typesLabelId} variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1 }}>
              Pause online orders
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={types}
              onChange={(_event, value: Types | null) => value && setTypes(value)}
              aria-labelledby={typesLabelId}
              sx={{ mb: 1.5 }}
            >
              <ToggleButton value="collection" sx={TARGET}>
                Collection
              </ToggleButton>
              <ToggleButton value="delivery" sx={TARGET}>
                Delivery
              </ToggleButton>
              <ToggleButton value="both" sx={TARGET}>
                Both
              </ToggleButton>
            </ToggleButtonGroup>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
              {PAUSES.map(({ label, minutes }) => (
                <Button
                  key={label}
                  variant="outlined"
                  color="warning"
                  disabled={busySaving}
                  onClick={() => void run(() => pauseOrders({ types, minutes }).unwrap())}
                  sx={{ ...TARGET, whiteSpace: 'nowrap', gridColumn: minutes === null ? '1 / -1' : undefined }}
                >
                  {label}
                </Button>
              ))}
            </Box>
          </Box>

          <Divider />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
              Add prep time
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The earliest slots offered move later by this much, until you end it.
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
              {PREP_MINUTES.map((minutes) => (
                <Button
                  key={minutes}
                  variant={busy.prepTime?.minutes === minutes ? 'contained' : 'outlined'}
                  aria-pressed={busy.prepTime?.minutes === minutes}
                  disabled={busySaving}
                  onClick={() => void run(() => addPrepTime({ minutes }).unwrap())}
                  sx={{ ...TARGET, whiteSpace: 'nowrap' }}
                >
                  {`+${minutes} min`}
                </Button>
              ))}
            </Box>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={TARGET}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
