import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { OrderFollowAuth, OrderStatusMessage } from '@walkden/contract/socket-events';
import { type DeliveryType, progressAnnouncement, progressSteps } from './order-progress';
import { NotifyWhenReady } from './NotifyWhenReady';
import { useFollowOrder } from './useFollowOrder';

interface OrderProgressProps {
  /** Which order to follow, and how (own order by id, or with the link's token); null shows the status without following. */
  follow: OrderFollowAuth | null;
  status: OrderStatusMessage;
  isPaid: boolean;
  type: DeliveryType;
  /** Hears each status the socket brings (see useFollowOrder). */
  onChange?: (order: { status: OrderStatusMessage; isPaid: boolean }) => void;
  /** The heading's level where the page around it has headings of its own (default h2). */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/** The order's steps, moving live as staff change its status (issue 27). */
export function OrderProgress({ follow, status, isPaid, type, onChange, headingComponent = 'h2' }: OrderProgressProps) {
  const order = useFollowOrder(follow, { status, isPaid }, onChange);
  const steps = progressSteps(order.status, type);
  return (
    <Box data-testid="order-progress" data-status={order.status} data-live={order.live ? 'true' : 'false'}>
      <Typography variant="h6" component={headingComponent} sx={{ mb: 1.5 }}>
        Order status
      </Typography>
      {steps ? (
        <Stepper activeStep={steps.findIndex((step) => step.state === 'current')} alternativeLabel sx={{ '& .MuiStepLabel-label': { fontSize: '0.9rem' } }}>
          {steps.map((step) => (
            <Step key={step.label} completed={step.state === 'done'}>
              <StepLabel>{step.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      ) : null}
      <Typography role="status" aria-live="polite" sx={{ mt: 1.5, textAlign: 'center', fontWeight: 600 }}>
        {progressAnnouncement(order.status, type)}
      </Typography>
      {follow && (
        <Box sx={{ textAlign: 'center' }}>
          <NotifyWhenReady follow={follow} status={order.status} type={type} />
        </Box>
      )}
    </Box>
  );
}
