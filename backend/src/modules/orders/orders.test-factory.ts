import { randomBytes, randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { seedDatabase } from '../../app/seed/seed.js';
import { TestHttpClient } from '../../test/http-client.js';
import type { TestApp } from '../../test/test-app.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import type { MenuItemOption } from '../menu/entities/menu-item-option.entity.js';
import type { MenuItem } from '../menu/entities/menu-item.entity.js';
import { createCategory, createMenuItem } from '../menu/menu.test-factory.js';
import { SettingsService } from '../settings/settings.service.js';
import { Order } from './entities/order.entity.js';

/** Test factories for checkout: a restaurant, customers with carts, pinned clocks. */

export type PricedItem = MenuItem & { options: MenuItemOption[] };

/** The first Tuesday the tests use; every test takes its own day so that slots never collide. */
const FIRST_TUESDAY = DateTime.fromISO('2031-01-14', { zone: 'Europe/London' });

/** The n-th Tuesday from 14 January 2031 (the seed opens Tuesday to Sunday 09:00-14:00, not Monday). */
export function tuesday(n: number): string {
  return FIRST_TUESDAY.plus({ weeks: n }).toISODate()!;
}

/** The Thursday after the n-th Tuesday (the seed opens evenings Thursday to Sunday). */
export function thursday(n: number): string {
  return FIRST_TUESDAY.plus({ weeks: n, days: 2 }).toISODate()!;
}

/** An X-Test-Now value for a London wall-clock time. */
export function londonTime(date: string, time: string): string {
  return DateTime.fromISO(`${date}T${time}`, { zone: 'Europe/London' }).toISO()!;
}

/** Opening days and sessions, slot grid (09:00-14:00 and 17:00-21:00 active) and default settings, from the seed. */
export async function seedRestaurant(api: TestApp): Promise<{ burger: PricedItem; fries: PricedItem }> {
  const dataSource = api.app.get(DataSource);
  await seedDatabase(dataSource);
  const category = await createCategory(dataSource);
  const burger = await createMenuItem(dataSource, category, { name: `Smash Burger ${randomUUID().slice(0, 4)}`, options: [{ name: 'Single', price: 650 }, { name: 'Double', price: 895 }] });
  const fries = await createMenuItem(dataSource, category, { name: `Fries ${randomUUID().slice(0, 4)}`, options: [{ name: 'Regular', price: 300 }] });
  return { burger, fries };
}

export interface TestCustomer {
  client: TestHttpClient;
  userId: string;
  email: string;
}

/** A made-up client address from the documentation range 198.18.0.0/15, as the ingress would forward it. */
/**
 * A client address no other request of the run uses, so that per-IP rate limits (counted in Redis for
 * the whole run, by every test file) never add up across tests: 96 random bits in the IPv6
 * documentation range, 32 of them in the /64 that the limits count by (issue 24). (The IPv4
 * benchmark range it replaces gave 65,024 addresses, so a test could share a neighbour's counter.)
 */
export function uniqueClientIp(): string {
  const hex = randomBytes(12).toString('hex');
  return `2001:db8:${Array.from({ length: 6 }, (_, group) => hex.slice(group * 4, group * 4 + 4)).join(':')}`;
}

/**
 * A signed-in customer (session started directly, so no sign-in rate limit applies), its clock
 * pinned, coming from an address of its own (X-Forwarded-For; the api trusts one proxy hop) so
 * that Place Order's per-IP limit counts each customer apart, as in real life.
 */
export async function createCustomer(api: TestApp, options: { now?: string; emailConfirmed?: boolean; ip?: string } = {}): Promise<TestCustomer> {
  const email = `customer-${randomUUID().slice(0, 8)}@orders.test`;
  const user = await api.app.get(UsersService).createUser({ email, fullName: 'Test Customer', emailConfirmed: options.emailConfirmed ?? true });
  const { token } = await api.app.get(SessionsService).startSession(user.id);
  const client = new TestHttpClient(api.url, { 'x-forwarded-for': options.ip ?? uniqueClientIp(), ...(options.now ? { [TEST_NOW_HEADER]: options.now } : {}) });
  client.cookies.set(SESSION_COOKIE, token);
  return { client, userId: user.id, email };
}

/** Adds lines through the cart API (the cart engineer's code path), then sets their quantities. */
export async function fillCart(customer: TestCustomer, lines: { item: PricedItem; option?: string; quantity?: number }[]): Promise<void> {
  for (const line of lines) {
    const option = line.option ? line.item.options.find((o) => o.name === line.option)! : line.item.options[0];
    const added = await customer.client.post('/api/cart/items', { menuItemId: line.item.id, optionId: option.id });
    if (added.status !== 200) throw new Error(`cart add answered ${added.status}: ${added.text}`);
    if ((line.quantity ?? 1) !== 1) {
      const cartLine = (added.body.lines as { id: string; optionId: string }[]).find((l) => l.optionId === option.id)!;
      const updated = await customer.client.patch(`/api/cart/items/${cartLine.id}`, { quantity: line.quantity });
      if (updated.status !== 200) throw new Error(`cart update answered ${updated.status}: ${updated.text}`);
    }
  }
}

/** A complete collection order body for a slot; override what a test is about. */
export function collectionOrder(slotTime: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    deliveryType: 'collection',
    slotTime,
    paymentMethod: 'collection',
    customer: { name: 'Sam Taylor', email: 'sam.taylor@orders.test', phone: '07700 900123' },
    specialInstructions: '',
    ...overrides,
  };
}

/** A complete delivery order body (M28 3BX is about 0.05 miles from the restaurant in the postcode stand-in). */
export function deliveryOrder(slotTime: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    deliveryType: 'delivery',
    slotTime,
    paymentMethod: 'online',
    customer: { name: 'Dee Livery', email: 'dee@orders.test', phone: '07700 900456' },
    address: { line: '12 Bolton Road', postcode: 'm28 3bx', additionalInfo: 'Blue door' },
    tipPence: 200,
    ...overrides,
  };
}

export async function setSetting(api: TestApp, key: string, value: string): Promise<void> {
  await api.app.get(SettingsService).setSetting(key, value);
}

export function ordersOn(dataSource: DataSource, date: string): Promise<Order[]> {
  return dataSource.getRepository(Order).find({ where: { orderDate: date }, relations: { items: true } });
}
