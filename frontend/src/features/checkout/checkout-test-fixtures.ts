import { SETTING_DEFAULTS } from '../../shared/settings/usePublicSettings';
import { answerApi } from '../../test/fake-api';
import type { DaySlots } from './checkout-api';
import type { OrderDays } from './checkout-page-api';

/** Answers the api the way a signed-in checkout sees it; tests change one thing each. */

export const sam = {
  id: 'u1',
  email: 'sam@example.com',
  fullName: 'Sam Taylor',
  isAdmin: false,
  role: 'customer' as const,
  emailConfirmed: true,
};

export const settings = SETTING_DEFAULTS;

export function cartLine(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: 'line-1',
    menuItemId: 'item-1',
    itemName: 'Classic Smash',
    optionId: 'opt-1',
    optionName: 'Double',
    size: 'Double',
    choices: [],
    quantity: 2,
    unitPricePence: 949,
    lineTotalPence: 1898,
    specialInstructions: '',
    available: true,
    unavailableReason: null,
    ...overrides,
  };
}

export function cartOf(lines: ReturnType<typeof cartLine>[]) {
  return {
    lines,
    totalPence: lines.reduce((total, line) => total + (line.lineTotalPence as number), 0),
    count: lines.reduce((count, line) => count + (line.quantity as number), 0),
    hasUnavailable: false,
  };
}

export const todaysSlots: DaySlots = {
  date: '2031-01-14',
  slots: [
    { time: '12:00', capacity: 3, booked: 3, left: 0, available: false, fullStation: null },
    { time: '12:15', capacity: 3, booked: 1, left: 2, available: true, fullStation: null },
    { time: '12:30', capacity: 3, booked: 0, left: 3, available: true, fullStation: null },
  ],
  closedReason: null,
};

/** Order ahead off (0 days ahead): today is the only day, and checkout reads as it did before issue 28. */
export const todayOnly: OrderDays = { days: [{ date: '2031-01-14', open: true, closedReason: null }] };

/** Tuesday 14 January and the six days ahead: Sunday closed, Monday a day off. */
export const weekAhead: OrderDays = {
  days: [
    { date: '2031-01-14', open: true, closedReason: null },
    { date: '2031-01-15', open: true, closedReason: null },
    { date: '2031-01-16', open: true, closedReason: null },
    { date: '2031-01-17', open: true, closedReason: null },
    { date: '2031-01-18', open: true, closedReason: null },
    { date: '2031-01-19', open: false, closedReason: 'closed_day' },
    { date: '2031-01-20', open: false, closedReason: 'day_off' },
  ],
};

/** Wednesday's slots, for an order ahead. */
export const tomorrowsSlots: DaySlots = {
  date: '2031-01-15',
  slots: [
    { time: '18:00', capacity: 3, booked: 0, left: 3, available: true, fullStation: null },
    { time: '18:15', capacity: 3, booked: 2, left: 1, available: true, fullStation: null },
  ],
  closedReason: null,
};

export function answerCheckout({
  user = sam as typeof sam | null,
  cart = cartOf([cartLine()]),
  slots = todaysSlots as DaySlots,
  days = todayOnly as OrderDays,
  publicSettings = settings,
} = {}) {
  answerApi('GET', '/api/auth/session', { body: { user } });
  answerApi('GET', '/api/settings', { body: publicSettings });
  answerApi('GET', '/api/cart', { body: cart });
  answerApi('GET', '/api/checkout/slots', { body: slots });
  answerApi('GET', '/api/checkout/days', { body: days });
}
