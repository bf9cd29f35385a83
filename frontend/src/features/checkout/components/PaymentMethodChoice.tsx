import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentChoice } from '../checkout-page-api';
import { paymentChoicesFor } from '../checkout-rules';
import type { DeliveryType } from '../delivery-slice';

const HINTS: Record<PaymentChoice, string> = {
  online: 'Pay securely by card on our payment partner’s page.',
  collection: 'Pay in the shop when you collect your order.',
};

interface PaymentMethodChoiceProps {
  type: DeliveryType;
  value: PaymentChoice | null;
  onChange: (value: PaymentChoice) => void;
}

/** Collection: Pay Online or Pay on Collection. Delivery: Pay Online only. */
export function PaymentMethodChoice({ type, value, onChange }: PaymentMethodChoiceProps) {
  return (
    <RadioGroup
      aria-label="Payment method"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as PaymentChoice)}
      sx={{ gap: 1 }}
    >
      {paymentChoicesFor(type).map((choice) => (
        <FormControlLabel
          key={choice.value}
          value={choice.value}
          control={<Radio slotProps={{ input: { 'aria-label': choice.label } }} />}
          label={
            <Stack sx={{ py: 0.75 }}>
              <Typography sx={{ fontWeight: 700 }}>{choice.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {HINTS[choice.value]}
              </Typography>
            </Stack>
          }
          sx={{
            m: 0,
            pr: 2,
            border: '1px solid',
            borderRadius: 3,
            borderColor: value === choice.value ? 'primary.main' : 'divider',
          }}
        />
      ))}
    </RadioGroup>
  );
}
