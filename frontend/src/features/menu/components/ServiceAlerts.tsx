import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { PriceNote } from '../../../components/PriceNote';
import { formatPounds } from '../../../shared/money';
import { usePublicSettings } from '../../../shared/settings/usePublicSettings';

// In the brand's colours rather than the stock blue of an info alert.
const alertSx = {
  bgcolor: 'background.paper',
  borderColor: 'rgba(179, 38, 30, 0.25)',
  color: 'text.primary',
  '& .MuiAlert-icon': { color: 'primary.main' },
  '& .MuiAlertTitle-root': { fontWeight: 800 },
} as const;

/** The collection and delivery alerts of the menu page, from the business settings. */
export function ServiceAlerts() {
  const settings = usePublicSettings();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Alert severity={settings.collections ? 'info' : 'warning'} icon={<StorefrontIcon />} variant="outlined" sx={settings.collections ? alertSx : undefined}>
        <AlertTitle>Collection</AlertTitle>
        {settings.collections ? 'Order online and collect from us at the time slot you choose.' : 'Collection is currently unavailable.'}
      </Alert>
      <Alert severity={settings.deliveries ? 'info' : 'warning'} icon={<DeliveryDiningIcon />} variant="outlined" sx={settings.deliveries ? alertSx : undefined}>
        <AlertTitle>Delivery</AlertTitle>
        {settings.deliveries
          ? `We deliver within a ${settings.maxDistance}-mile radius, minimum order ${formatPounds(settings.minimumOrderValue)}.`
          : 'Delivery is currently unavailable.'}
      </Alert>
      <PriceNote sx={{ gridColumn: '1 / -1' }} />
    </Box>
  );
}
