import type { OrderStatusMessage } from '@walkden/contract/socket-events';

export type DeliveryType = 'collection' | 'delivery';

/** The steps a customer sees their order go through (issue 27). */
export interface ProgressStep {
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * Order received → Preparing → Ready for collection (or Out for delivery) → Completed, from the
 * order's status: pending and confirmed are both "received" to a customer. An abandoned order has
 * no steps: it was cancelled before it was paid.
 */
export function progressSteps(status: OrderStatusMessage, type: DeliveryType): ProgressStep[] | null {
  if (status === 'abandoned') return null;
  const labels = ['Order received', 'Preparing', type === 'delivery' ? 'Out for delivery' : 'Ready for collection', 'Completed'];
  const reached = { pending: 0, confirmed: 0, preparing: 1, ready: 2, completed: 3 }[status];
  return labels.map((label, index) => ({ label, state: index < reached || status === 'completed' ? 'done' : index === reached ? 'current' : 'upcoming' }));
}

/** What a screen reader hears when the status moves (the steps' live region). */
export function progressAnnouncement(status: OrderStatusMessage, type: DeliveryType): string {
  if (status === 'abandoned') return 'This order was cancelled.';
  const current = progressSteps(status, type)?.find((step) => step.state === 'current');
  return current ? `Your order: ${current.label}` : 'Your order is completed.';
}
