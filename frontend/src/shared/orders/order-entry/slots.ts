import { apiErrorMessage } from '../../../api/api-error';
import type { PhoneOrderSlot } from '../admin-orders-api';

/** The slot as the select lists it: '18:30 — 2 left', or '18:30 — full (3/3)' (still chosen: staff may fill it anyway). */
export function slotLabel(slot: PhoneOrderSlot): string {
  return slot.available ? `${slot.time} — ${slot.left} left` : `${slot.time} — full (${slot.booked}/${slot.capacity})`;
}

/** The full slot the server named (SLOT_FULL's details), for the question staff are asked. */
export interface FullSlot {
  message: string;
  slotTime: string | null;
  booked: number | null;
  capacity: number | null;
}

/**
 * Why the server refused an order staff sent (a new one or a change): a full slot staff may fill
 * anyway (asked first), or a message to show with its code. `unreachable` says what did not happen
 * when no answer came.
 */
export type StaffOrderFailure = ({ kind: 'slot_full' } & FullSlot) | { kind: 'refused'; code: string | null; message: string };

export function staffOrderFailure(error: unknown, unreachable: string): StaffOrderFailure {
  const body = (error as { data?: { error?: { code?: unknown; details?: Record<string, unknown> } } } | undefined)?.data?.error;
  const message = apiErrorMessage(error) ?? unreachable;
  const details = body?.details ?? {};
  if (body?.code === 'SLOT_FULL' && details.overridable === true) {
    const count = (value: unknown) => (typeof value === 'number' ? value : null);
    return { kind: 'slot_full', message, slotTime: typeof details.slotTime === 'string' ? details.slotTime : null, booked: count(details.booked), capacity: count(details.capacity) };
  }
  return { kind: 'refused', code: typeof body?.code === 'string' ? body.code : null, message };
}
