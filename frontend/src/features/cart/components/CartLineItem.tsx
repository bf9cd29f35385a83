import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { describeChoices } from '@walkden/contract/choices';
import { describeAllergens } from '../../../shared/allergens';
import { formatPence } from '../../../shared/money';
import type { CartLine } from '../../../shared/cart/cart-types';

interface CartLineItemProps {
  line: CartLine;
  /** Quantity buttons are disabled while the cart loads or a change is on its way. */
  disabled: boolean;
  onQuantityChange(quantity: number): void;
  onRemove(): void;
}

/** One line of the cart panel (SPEC section 2). */
export function CartLineItem({ line, disabled, onQuantityChange, onRemove }: CartLineItemProps) {
  const choices = describeChoices(line.choices);
  return (
    <Box component="li" aria-label={line.itemName} sx={{ listStyle: 'none', py: 2, px: 3, borderBottom: 1, borderColor: 'divider', opacity: line.available ? 1 : 0.85 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
              {line.itemName}
            </Typography>
            {line.size && <Chip label={line.size} size="small" color="secondary" sx={{ height: 22 }} />}
          </Stack>
          {choices && (
            <Typography variant="body2" color="text.secondary">
              {choices}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {line.optionName ? `Option: ${line.optionName}` : `Size: ${line.size ?? 'Regular'}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Allergens: ${describeAllergens(line.allergens)}`}
          </Typography>
          {line.specialInstructions && (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              {`Note: ${line.specialInstructions}`}
            </Typography>
          )}
          {!line.available && (
            <Typography variant="body2" color="error" sx={{ fontWeight: 700, mt: 0.5 }}>
              {`Unavailable: ${line.unavailableReason ?? 'This item cannot be ordered.'}`}
            </Typography>
          )}
        </Box>
        <IconButton aria-label={`Remove ${line.itemName}`} onClick={onRemove} disabled={disabled} size="small" edge="end">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 999 }}>
          <IconButton aria-label={`Decrease quantity of ${line.itemName}`} size="small" disabled={disabled} onClick={() => onQuantityChange(line.quantity - 1)}>
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography aria-label={`Quantity of ${line.itemName}`} sx={{ minWidth: 28, textAlign: 'center', fontWeight: 800 }}>
            {line.quantity}
          </Typography>
          <IconButton aria-label={`Increase quantity of ${line.itemName}`} size="small" disabled={disabled || line.quantity >= 99} onClick={() => onQuantityChange(line.quantity + 1)}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Stack>
        {line.available ? (
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 800 }}>{formatPence(line.lineTotalPence)}</Typography>
            <Typography variant="caption" color="text.secondary">{`${formatPence(line.unitPricePence)} each`}</Typography>
          </Box>
        ) : (
          <Chip label="Unavailable" size="small" color="error" variant="outlined" />
        )}
      </Stack>
    </Box>
  );
}
