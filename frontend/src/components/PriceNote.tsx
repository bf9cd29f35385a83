import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { priceNote } from '../shared/settings/price-note';
import { usePublicSettings } from '../shared/settings/usePublicSettings';

/** 'All prices include VAT' and how delivery is charged, wherever prices add up (menu, cart, checkout). */
export function PriceNote({ sx }: { sx?: SxProps<Theme> }) {
  const settings = usePublicSettings();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="price-note" sx={sx}>
      {priceNote(settings)}
    </Typography>
  );
}
