import { Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeliveryDiningOutlinedIcon from '@mui/icons-material/DeliveryDiningOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { formatPence } from '../../../shared/money';
import type { DeliveryType } from '../delivery-slice';
import { usePublicSettings } from '../../../shared/settings/usePublicSettings';
import { useDeliveryOption } from '../useDeliveryOption';
import { loadWhenUsed } from '../../../shared/lazy/load-when-used';
import { TimeSlotPicker } from './TimeSlotPicker';

/** The address and postcode fields (MUI's TextField and its select), fetched when delivery is chosen. */
const deliveryAddressFields = loadWhenUsed(async () => (await import('./DeliveryAddressFields')).DeliveryAddressFields);

const TYPE_LABELS: Record<DeliveryType, string> = { collection: 'Collection', delivery: 'Delivery' };
const TYPE_ICONS: Record<DeliveryType, typeof StorefrontOutlinedIcon> = {
  collection: StorefrontOutlinedIcon,
  delivery: DeliveryDiningOutlinedIcon,
};

/**
 * 'Select Delivery Option & Time' (SPEC 2 and 5): collection or delivery, the delivery address
 * with its postcode check, and the chosen day's slots. Used on the menu page and on /checkout; the choice
 * is kept in the store, so what is picked on the menu is still picked at checkout. Checkout adds its
 * day picker (issue 28), which stays out of the menu page's download.
 */
export function DeliveryOptionCard({ dayPicker }: { dayPicker?: ReactNode }) {
  const option = useDeliveryOption();
  const settings = usePublicSettings();
  const showSlots = option.type === 'collection' || option.postcodeValid;

  return (
    <Card component="section" aria-labelledby="delivery-option-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography id="delivery-option-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Select Delivery Option &amp; Time
        </Typography>
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id="delivery-type-label" sx={{ mb: 1, fontWeight: 600 }}>
              How would you like your order?
            </FormLabel>
            <RadioGroup
              aria-labelledby="delivery-type-label"
              value={option.type}
              onChange={(event) => option.chooseType(event.target.value as DeliveryType)}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
            >
              {(['collection', 'delivery'] as const).map((type) => {
                const Icon = TYPE_ICONS[type];
                const unavailable = !option.available[type];
                return (
                  <FormControlLabel
                    key={type}
                    value={type}
                    disabled={unavailable}
                    control={<Radio />}
                    {...(type === 'delivery' ? deliveryAddressFields.preloadHandlers : {})}
                    label={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Icon fontSize="small" aria-hidden="true" />
                        <span>
                          {TYPE_LABELS[type]}
                          {unavailable && ' (Currently Unavailable)'}
                        </span>
                      </Stack>
                    }
                    sx={{
                      m: 0,
                      pr: 2,
                      border: '1px solid',
                      borderRadius: 3,
                      borderColor: option.type === type ? 'primary.main' : 'divider',
                      bgcolor: option.type === type ? 'rgba(179, 38, 30, 0.05)' : 'transparent',
                    }}
                  />
                );
              })}
            </RadioGroup>
          </FormControl>

          {!option.available.collection && !option.available.delivery && (
            <Alert severity="warning">
              Collection and delivery are currently unavailable. Please try again later or contact us.
            </Alert>
          )}

          {option.type === 'delivery' && option.available.delivery && (
            <>
              <Typography variant="body2" color="text.secondary">
                {`We deliver within ${settings.maxDistance} miles. Delivery fee ${formatPence(settings.deliveryFee)}, minimum order ${formatPence(settings.minimumOrderValue)}.`}
              </Typography>
              <Suspense fallback={null}>
                <deliveryAddressFields.Component
                  address={option.address}
                  postcode={option.postcode}
                  additionalInfo={option.additionalInfo}
                  postcodeStatus={option.postcodeStatus}
                  onAddressChange={option.changeAddress}
                  onPostcodeChange={option.changePostcode}
                  onPostcodeBlur={option.onPostcodeBlur}
                  onAdditionalInfoChange={option.changeAdditionalInfo}
                />
              </Suspense>
            </>
          )}

          {option.available[option.type] && (
            <>
              <Divider />
              {showSlots ? (
                <TimeSlotPicker
                  type={option.type}
                  date={option.orderDate}
                  value={option.slotTime}
                  onChange={option.chooseSlot}
                  dayPicker={dayPicker}
                />
              ) : (
                <Typography color="text.secondary">
                  Enter a postcode within our delivery area to see today&apos;s delivery times.
                </Typography>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
