import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TIP_CHOICES_PENCE } from '../checkout-rules';

interface TipChoiceProps {
  value: number;
  onChange: (pence: number) => void;
}

/** The driver tip: £0, £1, £2, £3 or £5 (delivery only). */
export function TipChoice({ value, onChange }: TipChoiceProps) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      // A second click on the chosen tip keeps it chosen rather than clearing it.
      onChange={(_event, pence: number | null) => {
        if (pence !== null) onChange(pence);
      }}
      aria-label="Driver tip"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1 }}
    >
      {TIP_CHOICES_PENCE.map((pence) => (
        <ToggleButton
          key={pence}
          value={pence}
          sx={{
            fontWeight: 800,
            color: 'text.primary',
            borderRadius: '999px !important',
            border: '1px solid',
            borderColor: 'divider',
            ml: '0 !important',
            '&.Mui-selected, &.Mui-selected:hover': {
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              borderColor: 'secondary.dark',
            },
          }}
        >
          £{pence / 100}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
