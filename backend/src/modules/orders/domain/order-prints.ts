import type { PrintOn } from '@walkden/contract/settings';
import type { PaymentMethod } from '../entities/order.entity.js';

/** The two moments in an order's life the printer can follow. */
export type PrintMoment = 'placed' | 'paid';

/**
 * Whether an order's ticket prints at this moment (printer_print_on):
 * - placed (the default): when the kitchen should start. A pay-later order (pay on collection, pay the
 *   driver) prints when placed; an online order when Stripe's payment arrives (an unpaid checkout may
 *   never be paid). Staff marking a pay-later order paid prints nothing more.
 * - paid: every order when it is paid: online orders on Stripe's payment, pay-later ones when staff
 *   mark them paid.
 */
export function printsAt(moment: PrintMoment, paymentMethod: PaymentMethod, printOn: PrintOn): boolean {
  if (printOn === 'paid') return moment === 'paid';
  return paymentMethod === 'online' ? moment === 'paid' : moment === 'placed';
}

/** The BullMQ job id of a print: from the order and what set it off, so a repeated event prints once. */
export function printJobId(orderId: string, reason: 'placed' | 'paid' | 'again', printId: string): string {
  return reason === 'again' ? `print-${orderId}-again-${printId}` : `print-${orderId}-${reason}`;
}

/** Whether a failed attempt was the job's last (BullMQ counts attemptsMade after each failure). */
export function isLastAttempt(attemptsMade: number, attempts: number | undefined): boolean {
  return attemptsMade + 1 >= (attempts ?? 1);
}

/** What Needs attention says about a ticket that could not be printed. */
export function failedPrintSummary(lastError: string | null): string {
  return `The kitchen ticket could not be printed${lastError ? ` (${lastError})` : ''}.`;
}
