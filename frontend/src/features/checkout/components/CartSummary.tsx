import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { describeAllergens } from '../../../shared/allergens';
import { formatPence } from '../../../shared/money';

/** A cart line as the checkout shows it. Money in pence. */
export interface SummaryLine {
  id: string;
  name: string;
  optionName: string | null;
  /** The choices in a phrase, 'BBQ, Garlic mayo'; '' when none. */
  choices: string;
  specialInstructions: string | null;
  quantity: number;
  unitPricePence: number;
  /** Allergen codes as they will be ordered; empty: 'Ask us about allergens'. */
  allergens: string[];
  /** Why the line cannot be ordered (the item was withdrawn), or null. */
  unavailableReason: string | null;
}

interface CartSummaryProps {
  lines: SummaryLine[];
  busy: boolean;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
}

/** The cart at checkout: a quantity can go down to 1 here, never to 0 (remove the line instead). */
export function CartSummary({ lines, busy, onQuantityChange, onRemove }: CartSummaryProps) {
  return (
    <Stack component="ul" aria-label="Items in your order" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={line.id} sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{line.name}</Typography>
              {line.optionName && <Chip label={line.optionName} size="small" variant="outlined" />}
            </Stack>
            {line.choices && (
              <Typography variant="body2" color="text.secondary">
                {line.choices}
              </Typography>
            )}
            {line.specialInstructions && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Note: {line.specialInstructions}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {`Allergens: ${describeAllergens(line.allergens)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatPence(line.unitPricePence)} each
            </Typography>
            {line.unavailableReason && (
              <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
                {line.unavailableReason}
              </Typography>
            )}
          </Box>
          <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>
            {formatPence(line.unitPricePence * line.quantity)}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gridColumn: '1 / -1' }}>
            <IconButton
              size="small"
              aria-label={`Decrease quantity of ${line.name}`}
              disabled={busy || line.quantity <= 1}
              onClick={() => onQuantityChange(line.id, Math.max(1, line.quantity - 1))}
              sx={{ border: '1px solid', borderColor: 'divider' }}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
            <Typography aria-label={`Quantity of ${line.name}`} sx={{ minWidth: 36, textAlign: 'center', fontWeight: 700 }}>
              {line.quantity}
            </Typography>
            <IconButton
              size="small"
              aria-label={`Increase quantity of ${line.name}`}
              disabled={busy}
              onClick={() => onQuantityChange(line.id, line.quantity + 1)}
              sx={{ border: '1px solid', borderColor: 'divider' }}
            >
              <AddIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Remove ${line.name}`}
              disabled={busy}
              onClick={() => onRemove(line.id)}
              sx={{ ml: 'auto', color: 'text.secondary' }}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
