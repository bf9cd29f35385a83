import { nextKitchenStatus } from '@walkden/contract/order-status';
import type { AdminOrder, DayOrders, OrderStatus } from '../../shared/orders/admin-orders-api';

/** One order as the kitchen screen shows it. */
export interface KitchenCard {
  order: AdminOrder;
  /** The status one tap moves it to (the server's step; shown on the button), or null. */
  next: OrderStatus | null;
  /** The slot's time has passed and the order is not ready yet. */
  late: boolean;
  /** Whole minutes since it was placed. */
  minutesSincePlaced: number;
  /** Whole minutes until its slot; negative once the slot has passed. */
  minutesToSlot: number;
}

const londonClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since the epoch of a London wall-clock date and time (slots are wall-clock; a clock change shifts this by an hour for the few orders that straddle it). */
function wallClockMinutes(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return Date.parse(`${date}T00:00:00Z`) / 60_000 + hours * 60 + minutes;
}

function londonNowMinutes(now: Date): number {
  const parts = Object.fromEntries(londonClock.formatToParts(now).map((part) => [part.type, part.value]));
  return wallClockMinutes(`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`);
}

/** Whether the kitchen makes it now: an online order still at Stripe's payment page is not for the kitchen yet. */
function isToMake(order: AdminOrder): boolean {
  if (order.status === 'completed' || order.status === 'abandoned') return false;
  return !(order.status === 'pending' && order.paymentMethod === 'online' && !order.isPaid);
}

/** Today's orders to make, in slot order (then the order they were placed in), each with its timings. */
export function kitchenCards(day: DayOrders | undefined, now: Date): KitchenCard[] {
  if (!day) return [];
  const nowMinutes = londonNowMinutes(now);
  return day.active
    .filter(isToMake)
    .map((order) => {
      const minutesToSlot = wallClockMinutes(order.orderDate, order.slotTime) - nowMinutes;
      return {
        order,
        next: nextKitchenStatus(order.status),
        late: minutesToSlot < 0 && order.status !== 'ready',
        minutesSincePlaced: Math.max(0, Math.floor((now.getTime() - Date.parse(order.createdAt)) / 60_000)),
        minutesToSlot,
      };
    })
    .sort((a, b) => a.order.slotTime.localeCompare(b.order.slotTime) || a.order.orderDate.localeCompare(b.order.orderDate) || a.order.createdAt.localeCompare(b.order.createdAt));
}

/** The button of each step. */
export const STEP_LABELS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirm',
  preparing: 'Start preparing',
  ready: 'Mark ready',
  completed: 'Complete',
};

/** '5 min ago', '1 h 05 min ago'. */
export function sincePlacedLabel(minutes: number): string {
  return `${durationLabel(minutes)} ago`;
}

/** 'in 12 min', '8 min late'. */
export function toSlotLabel(minutes: number): string {
  if (minutes === 0) return 'due now';
  return minutes > 0 ? `in ${durationLabel(minutes)}` : `${durationLabel(-minutes)} late`;
}

function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
