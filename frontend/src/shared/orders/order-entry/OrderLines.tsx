import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { formatPence } from '../../money';
import { type DraftLine, lineLabel, MAX_INSTRUCTIONS_LENGTH, removeLine, setLineInstructions, setLineQuantity } from './order-lines';
import { QuantityStepper } from './QuantityStepper';

interface OrderLinesProps {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** The buttons' size in px, where fingers use them (MUI's own by default). */
  target?: number;
}

/** The lines of the order being taken: fewer, more or a typed quantity, remove, and the line's own instructions. */
export function OrderLines({ lines, onChange, target }: OrderLinesProps) {
  const [noting, setNoting] = useState<ReadonlySet<string>>(new Set());

  if (lines.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 1 }}>No items yet: search the menu and press Enter, or tap an item.</Typography>;
  }

  return (
    <Stack component="ul" aria-label="Order lines" sx={{ listStyle: 'none', m: 0, p: 0 }} divider={<Box component="li" role="separator" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {lines.map((line) => {
        const label = lineLabel(line);
        const showNote = noting.has(line.key) || line.instructions !== '';
        return (
          <Box component="li" key={line.key} sx={{ py: 1 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto auto' }, alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
              <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatPence(line.unitPricePence)} each
                </Typography>
              </Box>
              <QuantityStepper label={label} quantity={line.quantity} min={1} target={target} onQuantity={(quantity) => onChange(setLineQuantity(lines, line.key, quantity))} />
              <Typography sx={{ fontWeight: 700, textAlign: 'right', minWidth: '5.5ch' }}>{formatPence(line.unitPricePence * line.quantity)}</Typography>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
                <IconButton
                  aria-label={`Add instructions for ${label}`}
                  title="Instructions"
                  onClick={() => setNoting((keys) => new Set(keys).add(line.key))}
                  sx={{ visibility: showNote ? 'hidden' : 'visible', ...(target && { width: target, height: target }) }}
                >
                  <EditNoteIcon />
                </IconButton>
                <IconButton aria-label={`Remove ${label}`} onClick={() => onChange(removeLine(lines, line.key))} sx={target ? { width: target, height: target } : undefined}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            </Box>
            {showNote && (
              <TextField
                size="small"
                fullWidth
                label={`Instructions for ${label}`}
                value={line.instructions}
                autoFocus={noting.has(line.key) && line.instructions === ''}
                onChange={(event) => onChange(setLineInstructions(lines, line.key, event.target.value))}
                slotProps={{ htmlInput: { maxLength: MAX_INSTRUCTIONS_LENGTH } }}
                sx={{ mt: 1 }}
              />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
