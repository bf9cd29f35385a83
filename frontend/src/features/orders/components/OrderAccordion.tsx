import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { describeChoices } from '@walkden/contract/choices';
import { useAppDispatch } from '../../../shared/hooks';
import { formatPence } from '../../../shared/money';
import { OrderProgress } from '../../../shared/order-progress/OrderProgress';
import { followsLive, formatPlacedAt, londonToday, orderWhen, paymentLabel, statusColour, statusLabel } from '../order-status';
import { myOrderStatusChanged, type Order } from '../orders-api';
import { OrderAgain } from './OrderAgain';

/**
 * One order: number, date, status and total, expanding to its items and costs; under it, an open
 * order's steps moving live (issue 27) and Order again, both without expanding.
 */
export function OrderAccordion({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const summaryId = `order-${order.id}-summary`;
  const detailsId = `order-${order.id}-details`;
  return (
    <Box
      component="article"
      aria-label={`Order ${order.orderNumber}`}
      sx={{ borderRadius: '16px', border: '1px solid', borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <Accordion disableGutters square sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }} elevation={0}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={detailsId}>
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto auto' },
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
              pr: 1,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 800 }}>Order #{order.orderNumber}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatPlacedAt(order.createdAt)} · {orderWhen(order)}
              </Typography>
            </Box>
            <Chip
              label={statusLabel(order.status)}
              color={statusColour(order.status)}
              size="small"
              sx={{ justifySelf: { xs: 'end', sm: 'auto' } }}
            />
            <Typography
              sx={{ fontWeight: 800, gridColumn: { xs: '1 / -1', sm: 'auto' }, textAlign: { sm: 'right' }, minWidth: 72 }}
            >
              {formatPence(order.totalPence)}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails id={detailsId}>
          <Divider sx={{ mb: 2 }} />
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Items">
            {order.items.map((item) => (
              <Stack component="li" key={item.id} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {item.quantity} × {item.name}
                    {item.size && (
                      <Typography component="span" color="text.secondary">
                        {` (${item.size})`}
                      </Typography>
                    )}
                  </Typography>
                  {describeChoices(item.choices) && (
                    <Typography variant="body2" color="text.secondary">
                      {describeChoices(item.choices)}
                    </Typography>
                  )}
                  {item.specialInstructions && (
                    <Typography variant="body2" color="text.secondary">
                      Note: {item.specialInstructions}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {formatPence(item.unitPricePence)} each
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPence(item.totalPricePence)}</Typography>
              </Stack>
            ))}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Stack spacing={0.5}>
            <CostLine label="Subtotal" pence={order.subtotalPence} />
            {order.deliveryType === 'delivery' && <CostLine label="Delivery fee" pence={order.deliveryFeePence} />}
            {order.driverTipPence > 0 && <CostLine label="Driver tip" pence={order.driverTipPence} />}
            <CostLine label="Total" pence={order.totalPence} strong />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              Payment: {paymentLabel(order)}
            </Typography>
            {order.deliveryAddress && (
              <Typography variant="body2" color="text.secondary">
                Deliver to: {order.deliveryAddress}
              </Typography>
            )}
          </Stack>
        </AccordionDetails>
      </Accordion>
      <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
        {followsLive(order, londonToday()) && (
          <OrderProgress
            follow={{ orderId: order.id }}
            status={order.status}
            isPaid={order.isPaid}
            type={order.deliveryType}
            headingComponent="h4"
            onChange={(change) => dispatch(myOrderStatusChanged(order.id, change))}
          />
        )}
        <OrderAgain order={order} />
      </Stack>
    </Box>
  );
}

function CostLine({ label, pence, strong = false }: { label: string; pence: number; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 800 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 400 }}>{formatPence(pence)}</Typography>
    </Stack>
  );
}
