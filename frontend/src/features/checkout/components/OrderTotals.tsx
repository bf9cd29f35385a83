import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPence } from '../../../shared/money';
import type { OrderCosts } from '../checkout-rules';

/** Subtotal, delivery fee and tip (delivery only), and the total to pay. */
export function OrderTotals({ costs, isDelivery }: { costs: OrderCosts; isDelivery: boolean }) {
  return (
    <Stack spacing={0.75} component="dl" sx={{ m: 0 }}>
      <CostLine label="Subtotal" pence={costs.subtotalPence} />
      {isDelivery && <CostLine label="Delivery Fee" pence={costs.deliveryFeePence} />}
      {isDelivery && <CostLine label="Driver Tip" pence={costs.tipPence} />}
      <CostLine label="Total" pence={costs.totalPence} strong />
    </Stack>
  );
}

function CostLine({ label, pence, strong = false }: { label: string; pence: number; strong?: boolean }) {
  const sx = strong ? { fontWeight: 800, fontSize: '1.25rem' } : undefined;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', pt: strong ? 1 : 0 }}>
      <Typography component="dt" sx={sx}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, ...sx }}>
        {formatPence(pence)}
      </Typography>
    </Stack>
  );
}
