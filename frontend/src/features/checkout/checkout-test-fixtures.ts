import { SETTING_DEFAULTS } from '../../shared/settings/usePublicSettings';
import { answerApi } from '../../test/fake-api';
import type { TodaysSlots } from './checkout-api';

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

export const todaysSlots: TodaysSlots = {
  date: '2031-01-14',
  slots: [
    { time: '12:00', capacity: 3, booked: 3, left: 0, available: false },
    { time: '12:15', capacity: 3, booked: 1, left: 2, available: true },
    { time: '12:30', capacity: 3, booked: 0, left: 3, available: true },
  ],
  closedReason: null,
};

export function answerCheckout({
  user = sam as typeof sam | null,
  cart = cartOf([cartLine()]),
  slots = todaysSlots as TodaysSlots,
  publicSettings = settings,
} = {}) {
  answerApi('GET', '/api/auth/session', { body: { user } });
  answerApi('GET', '/api/settings', { body: publicSettings });
  answerApi('GET', '/api/cart', { body: cart });
  answerApi('GET', '/api/checkout/slots', { body: slots });
}
