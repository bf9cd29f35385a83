import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { MAX_LINE_QUANTITY } from './order-lines';

interface QuantityStepperProps {
  /** The line's name, in the controls' names: 'One fewer Fries', 'Quantity of Fries'. */
  label: string;
  quantity: number;
  /** The least it goes down to: 1 for a line being taken, 0 for a line of an order being changed (0 takes it off). */
  min: number;
  onQuantity: (quantity: number) => void;
  disabled?: boolean;
  /** The buttons' width and height in px (finger-sized where the screen is used by touch); MUI's own by default. */
  target?: number;
}

/**
 * Fewer, more, or the quantity typed. While it is typed the field shows what was typed (it may be
 * blank for a moment); the caller keeps the quantity within its limits.
 */
export function QuantityStepper({ label, quantity, min, onQuantity, disabled = false, target }: QuantityStepperProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const size = target ? { width: target, height: target } : undefined;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton aria-label={`One fewer ${label}`} onClick={() => onQuantity(quantity - 1)} disabled={disabled || quantity <= min} sx={size}>
        <RemoveIcon />
      </IconButton>
      <TextField
        size="small"
        value={typing ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value.replace(/\D/g, '').slice(0, 2);
          setTyping(text);
          if (text !== '') onQuantity(Number(text));
        }}
        onBlur={() => setTyping(null)}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { 'aria-label': `Quantity of ${label}`, inputMode: 'numeric', pattern: '[0-9]*', sx: { textAlign: 'center', width: '2.5ch', py: 1 } } }}
      />
      <IconButton aria-label={`One more ${label}`} onClick={() => onQuantity(quantity + 1)} disabled={disabled || quantity >= MAX_LINE_QUANTITY} sx={size}>
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
