import { DataSource } from 'typeorm';
import { TestHttpClient, type TestResponse } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Category } from '../menu/entities/category.entity.js';
import { MenuItemOption } from '../menu/entities/menu-item-option.entity.js';
import { MenuItem } from '../menu/entities/menu-item.entity.js';
import { createCategory, createMenuItem } from '../menu/menu.test-factory.js';
import type { CartLineView } from './cart/domain/cart-line.js';
import { CartItem } from './entities/cart-item.entity.js';
import { collectionOrder, createCustomer, fillCart, londonTime, type PricedItem, seedRestaurant, type TestCustomer, tuesday } from './orders.test-factory.js';

interface OrderAgainBody {
  cart: { lines: CartLineView[]; totalPence: number; count: number; hasUnavailable: boolean };
  added: { itemName: string; size: string; quantity: number }[];
  unavailable: { itemName: string; size: string | null; reason: string }[];
}

const bodyOf = (response: TestResponse) => response.body as unknown as OrderAgainBody;
/** What a customer reads of a cart: item, option, instructions, quantity, unit price. */
const linesOf = (cart: OrderAgainBody['cart']) => cart.lines.map((line) => [line.itemName, line.size, line.specialInstructions, line.quantity, line.unitPricePence]);
const NO_SUCH_ORDER = '00000000-0000-4000-8000-000000000000';

/** Issue 27: Order again from /order-history puts a past order's lines in the cart as the menu is today. */
describe('order again', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let category: Category;
  const day = tuesday(57);
  const now = londonTime(day, '10:00');
  // Lunch runs 12:00 to 13:45 on a Tuesday; each order takes the next slot, so none fills.
  const slots = ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45'];
  let placedCount = 0;

  /** A new customer's past order of these lines (placed through checkout, so the cart is empty afterwards). */
  async function pastOrder(lines: { item: PricedItem; option?: string; quantity?: number; instructions?: string }[]): Promise<{ customer: TestCustomer; orderId: string }> {
    const customer = await createCustomer(api, { now });
    for (const line of lines.filter((candidate) => candidate.instructions)) {
      const option = line.item.options.find((candidate) => candidate.name === line.option) ?? line.item.options[0];
      expect((await customer.client.post('/api/cart/items', { menuItemId: line.item.id, optionId: option.id, specialInstructions: line.instructions })).status).toBe(200);
    }
    await fillCart(customer, lines.filter((line) => !line.instructions));
    const placed = await customer.client.post('/api/orders', collectionOrder(slots[placedCount++ % slots.length]));
    expect(placed.status).toBe(201);
    expect((await cartOf(customer)).lines).toEqual([]);
    return { customer, orderId: (placed.body.order as { id: string }).id };
  }

  const cartOf = async (customer: TestCustomer) => (await customer.client.get('/api/cart')).body as unknown as OrderAgainBody['cart'];
  const orderAgain = (client: TestHttpClient, orderId: string) => client.post(`/api/orders/${orderId}/reorder`, {});
  const optionOf = (item: PricedItem, name: string) => item.options.find((option) => option.name === name)!;
  const newItem = (name: string, options: { name: string; price: number }[]) => createMenuItem(dataSource, category, { name: `${name} ${placedCount}-${Math.random().toString(36).slice(2, 6)}`, options });

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    await seedRestaurant(api);
    category = await createCategory(dataSource);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('is for signed-in customers only', async () => {
    expect((await orderAgain(new TestHttpClient(api.url), NO_SUCH_ORDER)).status).toBe(401);
  });

  it("puts the order back in the cart at today's prices, with its options and instructions, after the menu's prices changed", async () => {
    const burger = await newItem('Smash Burger', [
      { name: 'Single', price: 650 },
      { name: 'Double', price: 895 },
    ]);
    const fries = await newItem('Fries', [{ name: 'Regular', price: 300 }]);
    const { customer, orderId } = await pastOrder([
      { item: burger, option: 'Double', quantity: 2 },
      { item: fries, instructions: 'Extra salt' },
    ]);
    await dataSource.getRepository(MenuItemOption).update({ id: optionOf(burger, 'Double').id }, { price: 1045 });
    await dataSource.getRepository(MenuItemOption).update({ id: optionOf(fries, 'Regular').id }, { price: 275 });

    const answer = await orderAgain(customer.client, orderId);

    expect(answer.status).toBe(200);
    const body = bodyOf(answer);
    // In the order the history lists them (by name).
    expect(linesOf(body.cart)).toEqual([
      [fries.name, 'Regular', 'Extra salt', 1, 275],
      [burger.name, 'Double', '', 2, 1045],
    ]);
    expect(body.cart).toMatchObject({ totalPence: 2 * 1045 + 275, count: 3, hasUnavailable: false });
    expect(body.added).toEqual([
      { itemName: fries.name, size: 'Regular', quantity: 1 },
      { itemName: burger.name, size: 'Double', quantity: 2 },
    ]);
    expect(body.unavailable).toEqual([]);
    // The answer is the cart itself, as GET /api/cart reads it; its price snapshot is today's too.
    expect(await cartOf(customer)).toEqual(body.cart);
    const stored = await dataSource.getRepository(CartItem).find({ where: { userId: customer.userId } });
    expect(stored.map((line) => line.unitPrice).sort()).toEqual([1045, 275]);
  });

  it('names a sold-out item and a deleted one, with why, and adds only the rest', async () => {
    const wrap = await newItem('Chicken Wrap', [{ name: 'Regular', price: 725 }]);
    const shake = await newItem('Milkshake', [
      { name: 'Small', price: 350 },
      { name: 'Large', price: 450 },
    ]);
    const special = await newItem('Chef Special', [{ name: 'Large', price: 1200 }]);
    const { customer, orderId } = await pastOrder([{ item: wrap }, { item: shake, option: 'Large' }, { item: special, quantity: 2 }]);
    await dataSource.getRepository(MenuItem).update({ id: shake.id }, { soldOutUntil: new Date(londonTime(tuesday(58), '09:00')) });
    await dataSource.getRepository(MenuItem).delete({ id: special.id });

    const answer = await orderAgain(customer.client, orderId);

    expect(answer.status).toBe(200);
    const body = bodyOf(answer);
    expect(linesOf(body.cart)).toEqual([[wrap.name, 'Regular', '', 1, 725]]);
    expect(body.added).toEqual([{ itemName: wrap.name, size: 'Regular', quantity: 1 }]);
    expect(body.unavailable).toEqual([
      { itemName: special.name, size: 'Large', reason: 'No longer on the menu' },
      { itemName: shake.name, size: 'Large', reason: 'Sold out today' },
    ]);
  });

  it("answers another customer's order as no order at all, and leaves both carts alone", async () => {
    const fries = await newItem('Fries', [{ name: 'Regular', price: 300 }]);
    const { customer: owner, orderId } = await pastOrder([{ item: fries }]);
    const other = await createCustomer(api, { now });

    const theirs = await orderAgain(other.client, orderId);
    const none = await orderAgain(other.client, NO_SUCH_ORDER);

    expect(theirs.status).toBe(404);
    expect(none.status).toBe(404);
    const error = (response: TestResponse) => ({ ...(response.body.error as Record<string, unknown>), requestId: undefined });
    expect(error(theirs)).toEqual(error(none));
    expect(error(theirs)).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(await dataSource.getRepository(CartItem).countBy({ userId: other.userId })).toBe(0);
    expect(await dataSource.getRepository(CartItem).countBy({ userId: owner.userId })).toBe(0);
  });

  it('merges with what is already in the cart: the same item, option and instructions add up, and a line stops at 99', async () => {
    const burger = await newItem('Smash Burger', [
      { name: 'Single', price: 650 },
      { name: 'Double', price: 895 },
    ]);
    const fries = await newItem('Fries', [{ name: 'Regular', price: 300 }]);
    const { customer, orderId } = await pastOrder([
      { item: burger, option: 'Double', quantity: 2 },
      { item: fries, quantity: 3 },
    ]);
    await fillCart(customer, [
      { item: burger, option: 'Double', quantity: 1 },
      { item: fries, quantity: 97 },
      { item: burger, option: 'Single', quantity: 1 },
    ]);

    const first = bodyOf(await orderAgain(customer.client, orderId));

    expect(linesOf(first.cart)).toEqual([
      [burger.name, 'Double', '', 3, 895],
      [fries.name, 'Regular', '', 99, 300],
      [burger.name, 'Single', '', 1, 650],
    ]);
    expect(first.added).toEqual([
      { itemName: fries.name, size: 'Regular', quantity: 2 },
      { itemName: burger.name, size: 'Double', quantity: 2 },
    ]);
    expect(first.unavailable).toEqual([]);

    const second = bodyOf(await orderAgain(customer.client, orderId));
    expect(linesOf(second.cart)).toEqual([
      [burger.name, 'Double', '', 5, 895],
      [fries.name, 'Regular', '', 99, 300],
      [burger.name, 'Single', '', 1, 650],
    ]);
    expect(second.added).toEqual([{ itemName: burger.name, size: 'Double', quantity: 2 }]);
    expect(second.unavailable).toEqual([{ itemName: fries.name, size: 'Regular', reason: 'Your cart already holds 99, the most one line can' }]);
  });

  it('adds the order twice for two clicks at the same moment, one line per item, never a split or lost line', async () => {
    const burger = await newItem('Smash Burger', [{ name: 'Double', price: 895 }]);
    const fries = await newItem('Fries', [{ name: 'Regular', price: 300 }]);
    const { customer, orderId } = await pastOrder([{ item: burger, quantity: 2 }, { item: fries }]);

    const answers = await Promise.all([orderAgain(customer.client, orderId), orderAgain(customer.client, orderId), orderAgain(customer.client, orderId)]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(linesOf(await cartOf(customer))).toEqual([
      [fries.name, 'Regular', '', 3, 300],
      [burger.name, 'Double', '', 6, 895],
    ]);
  });
});
