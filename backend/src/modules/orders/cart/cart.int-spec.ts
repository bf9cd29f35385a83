import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { SsrPrefetchService } from '../../../infra/ssr/ssr-prefetch.service.js';
import { TestHttpClient, type TestResponse } from '../../../test/http-client.js';
import { truncateAll } from '../../../test/test-database.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { UsersService } from '../../accounts/users.service.js';
import { MenuItemOption } from '../../menu/entities/menu-item-option.entity.js';
import type { MenuItem } from '../../menu/entities/menu-item.entity.js';
import { MenuCache } from '../../menu/menu.cache.js';
import { createCategory, createMenuItem } from '../../menu/menu.test-factory.js';
import { CartItem } from '../entities/cart-item.entity.js';
import { CartService } from './cart.service.js';
import type { CartLineView } from './domain/cart-line.js';

type Item = MenuItem & { options: MenuItemOption[] };
interface CartBody {
  lines: CartLineView[];
  totalPence: number;
  count: number;
  hasUnavailable: boolean;
}

const cartOf = (response: TestResponse) => response.body as unknown as CartBody;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('account cart API', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let users: UsersService;
  let pizza: Item;
  let barm: Item;
  let fries: Item;
  let unpriced: Item;
  let admin: TestHttpClient;
  let ip = 0;

  /** A new signed-in customer with an empty cart. */
  async function signedInCustomer(): Promise<{ client: TestHttpClient; userId: string }> {
    const email = `customer${++ip}@cart.test`;
    const user = await users.createUser({ email, password: 'customer password', emailConfirmed: true });
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': `10.7.0.${ip}` });
    expect((await client.post('/api/auth/sign-in', { email, password: 'customer password' })).status).toBe(200);
    return { client, userId: user.id };
  }

  const optionOf = (item: Item, name: string) => item.options.find((option) => option.name === name)!;

  beforeAll(async () => {
    api = await createTestApp();
    dataSource = api.app.get(DataSource);
    users = api.app.get(UsersService);
    await truncateAll(dataSource);
    const category = await createCategory(dataSource);
    pizza = await createMenuItem(dataSource, category, {
      name: 'Margherita Pizza',
      options: [
        { name: '10"', price: 899 },
        { name: '12"', price: 1099 },
      ],
    });
    barm = await createMenuItem(dataSource, category, { name: 'Bacon Barm', options: [{ name: 'Regular', price: 375 }] });
    fries = await createMenuItem(dataSource, category, {
      name: 'Fries',
      options: [
        { name: 'Regular', price: 299 },
        { name: 'Large', price: 399 },
      ],
    });
    unpriced = await createMenuItem(dataSource, category, { name: 'Chef Special', options: [] });
    await api.app.get(MenuCache).invalidate();
    await users.createUser({ email: 'boss@cart.test', password: 'boss password', emailConfirmed: true, isAdmin: true });
    admin = new TestHttpClient(api.url, { 'x-forwarded-for': '10.7.1.1' });
    expect((await admin.post('/api/auth/sign-in', { email: 'boss@cart.test', password: 'boss password' })).status).toBe(200);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('is for signed-in users only', async () => {
    const anonymous = new TestHttpClient(api.url);
    expect((await anonymous.get('/api/cart')).status).toBe(401);
    expect((await anonymous.post('/api/cart/items', { menuItemId: barm.id })).status).toBe(401);
  });

  it('adds lines and merges only when item, option and instructions all match', async () => {
    const { client } = await signedInCustomer();
    expect(cartOf(await client.get('/api/cart'))).toEqual({ lines: [], totalPence: 0, count: 0, hasUnavailable: false });

    const twelve = optionOf(pizza, '12"');
    await client.post('/api/cart/items', { menuItemId: pizza.id, optionId: twelve.id, specialInstructions: 'Extra basil' });
    await client.post('/api/cart/items', { menuItemId: pizza.id, optionId: twelve.id, specialInstructions: '  Extra basil ' });
    await client.post('/api/cart/items', { menuItemId: pizza.id, optionId: twelve.id });
    await client.post('/api/cart/items', { menuItemId: pizza.id, optionId: optionOf(pizza, '10"').id, specialInstructions: 'Extra basil' });
    // A single-option item needs no option: the only one is taken.
    const added = await client.post('/api/cart/items', { menuItemId: barm.id });
    expect(added.status).toBe(200);

    const cart = cartOf(added);
    expect(cart.lines.map((line) => [line.itemName, line.optionName, line.specialInstructions, line.quantity, line.unitPricePence, line.lineTotalPence])).toEqual([
      ['Margherita Pizza', '12"', 'Extra basil', 2, 1099, 2198],
      ['Margherita Pizza', '12"', '', 1, 1099, 1099],
      ['Margherita Pizza', '10"', 'Extra basil', 1, 899, 899],
      ['Bacon Barm', 'Regular', '', 1, 375, 375],
    ]);
    expect(cart.lines[0]).toMatchObject({ size: '12"', available: true, unavailableReason: null, menuItemId: pizza.id, optionId: twelve.id });
    expect({ totalPence: cart.totalPence, count: cart.count }).toEqual({ totalPence: 4571, count: 5 });
  });

  it("hands the server render of /checkout the signed-in visitor's cart, and nobody else's", async () => {
    const { client, userId } = await signedInCustomer();
    await client.post('/api/cart/items', { menuItemId: barm.id });
    const prefetch: SsrPrefetchService<{ cart?: CartBody; session?: { user: { id: string } | null } }> = api.app.get(SsrPrefetchService);
    const as = (visitor: TestHttpClient) => ({ cookies: Object.fromEntries(visitor.cookies) }) as unknown as Request;

    const checkout = await prefetch.forUrl('/checkout', as(client));
    expect(checkout.session?.user?.id).toBe(userId);
    expect(checkout.cart).toEqual(cartOf(await client.get('/api/cart')));
    expect(checkout.cart?.lines.map((line) => line.itemName)).toEqual(['Bacon Barm']);
    // Another page, or a guest, carries no cart.
    expect((await prefetch.forUrl('/menu', as(client))).cart).toBeUndefined();
    expect((await prefetch.forUrl('/checkout', as(new TestHttpClient(api.url)))).cart).toBeUndefined();
  });

  it('refuses what cannot be added', async () => {
    const { client } = await signedInCustomer();
    const cases: [object, number, string][] = [
      [{ menuItemId: pizza.id }, 422, 'OPTION_REQUIRED'],
      [{ menuItemId: pizza.id, optionId: optionOf(barm, 'Regular').id }, 422, 'OPTION_NOT_OF_ITEM'],
      [{ menuItemId: unpriced.id }, 422, 'ITEM_NOT_PRICED'],
      [{ menuItemId: NO_SUCH_ID }, 404, 'MENU_ITEM_NOT_FOUND'],
      [{ menuItemId: 'not-a-uuid' }, 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases) {
      const response = await client.post('/api/cart/items', body);
      expect({ body, status: response.status, code: response.body.error?.code }).toEqual({ body, status, code });
    }
    await admin.patch(`/api/admin/menu/items/${fries.id}`, { isAvailable: false });
    try {
      const response = await client.post('/api/cart/items', { menuItemId: fries.id, optionId: optionOf(fries, 'Large').id });
      expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 409, code: 'ITEM_UNAVAILABLE' });
    } finally {
      await admin.patch(`/api/admin/menu/items/${fries.id}`, { isAvailable: true });
    }
    expect(cartOf(await client.get('/api/cart')).lines).toEqual([]);
  });

  it('ignores client prices: a price in the body is refused, a tampered stored price is never used', async () => {
    const { client, userId } = await signedInCustomer();
    const withPrice = await client.post('/api/cart/items', { menuItemId: barm.id, unitPrice: 1, unitPricePence: 1 });
    expect(withPrice.status).toBe(400);
    expect(withPrice.body.error?.message).toMatch(/unitPrice should not exist/);
    expect(cartOf(await client.get('/api/cart')).lines).toEqual([]);

    await client.post('/api/cart/items', { menuItemId: barm.id });
    await dataSource.getRepository(CartItem).update({ userId }, { unitPrice: 1 });
    expect(cartOf(await client.get('/api/cart'))).toMatchObject({ lines: [{ unitPricePence: 375 }], totalPence: 375 });
  });

  it('follows staff price changes at every read', async () => {
    const { client, userId } = await signedInCustomer();
    const large = optionOf(fries, 'Large');
    await client.post('/api/cart/items', { menuItemId: fries.id, optionId: large.id });
    await client.patch(`/api/cart/items/${cartOf(await client.get('/api/cart')).lines[0].id}`, { quantity: 3 });
    expect(cartOf(await client.get('/api/cart'))).toMatchObject({ lines: [{ unitPricePence: 399, lineTotalPence: 1197 }], totalPence: 1197 });

    expect((await admin.patch(`/api/admin/menu/options/${large.id}`, { pricePence: 449 })).status).toBe(200);
    try {
      expect(cartOf(await client.get('/api/cart'))).toMatchObject({ lines: [{ unitPricePence: 449, lineTotalPence: 1347 }], totalPence: 1347 });
      await expect(api.app.get(CartService).getCheckoutCart(userId)).resolves.toMatchObject({
        subtotalPence: 1347,
        hasUnavailable: false,
      });
    } finally {
      await admin.patch(`/api/admin/menu/options/${large.id}`, { pricePence: 399 });
    }
  });

  it('shows lines of an unavailable item or a removed option as unavailable, outside the total', async () => {
    const { client, userId } = await signedInCustomer();
    const extra = await createMenuItem(dataSource, null, {
      name: 'Loaded Fries',
      options: [
        { name: 'Regular', price: 449 },
        { name: 'Large', price: 549 },
      ],
    });
    await client.post('/api/cart/items', { menuItemId: barm.id });
    await client.post('/api/cart/items', { menuItemId: extra.id, optionId: optionOf(extra, 'Large').id });
    await client.post('/api/cart/items', { menuItemId: fries.id, optionId: optionOf(fries, 'Regular').id });

    await dataSource.getRepository(MenuItemOption).delete({ id: optionOf(extra, 'Large').id });
    await admin.patch(`/api/admin/menu/items/${fries.id}`, { isAvailable: false });
    try {
      const cart = cartOf(await client.get('/api/cart'));
      expect(cart.lines.map((line) => [line.itemName, line.available, line.unavailableReason])).toEqual([
        ['Bacon Barm', true, null],
        ['Loaded Fries', false, 'The option you chose is no longer available.'],
        ['Fries', false, 'This item is currently unavailable.'],
      ]);
      expect({ totalPence: cart.totalPence, count: cart.count, hasUnavailable: cart.hasUnavailable }).toEqual({ totalPence: 375, count: 3, hasUnavailable: true });
      await expect(api.app.get(CartService).getCheckoutCart(userId)).resolves.toMatchObject({ subtotalPence: 375, hasUnavailable: true });
    } finally {
      await admin.patch(`/api/admin/menu/items/${fries.id}`, { isAvailable: true });
    }
  });

  it('sets quantities, removes a line at 0 or less, and empties the cart', async () => {
    const { client, userId } = await signedInCustomer();
    await client.post('/api/cart/items', { menuItemId: barm.id });
    await client.post('/api/cart/items', { menuItemId: pizza.id, optionId: optionOf(pizza, '10"').id });
    const [barmLine, pizzaLine] = cartOf(await client.get('/api/cart')).lines;

    expect(cartOf(await client.patch(`/api/cart/items/${barmLine.id}`, { quantity: 4 })).lines[0].quantity).toBe(4);
    expect((await client.patch(`/api/cart/items/${barmLine.id}`, { quantity: 100 })).status).toBe(400);
    expect((await client.patch(`/api/cart/items/${barmLine.id}`, { quantity: 1.5 })).status).toBe(400);
    expect(cartOf(await client.patch(`/api/cart/items/${barmLine.id}`, { quantity: 0 })).lines.map((line) => line.id)).toEqual([pizzaLine.id]);
    expect(cartOf(await client.patch(`/api/cart/items/${pizzaLine.id}`, { quantity: -2 })).lines).toEqual([]);

    await client.post('/api/cart/items', { menuItemId: barm.id });
    const [line] = cartOf(await client.get('/api/cart')).lines;
    expect(cartOf(await client.delete(`/api/cart/items/${line.id}`)).lines).toEqual([]);
    expect((await client.delete(`/api/cart/items/${line.id}`)).status).toBe(404);

    await client.post('/api/cart/items', { menuItemId: barm.id });
    await client.post('/api/cart/items', { menuItemId: fries.id, optionId: optionOf(fries, 'Large').id });
    expect(cartOf(await client.delete('/api/cart'))).toEqual({ lines: [], totalPence: 0, count: 0, hasUnavailable: false });

    await client.post('/api/cart/items', { menuItemId: barm.id });
    await api.app.get(CartService).clearCart(userId);
    expect(cartOf(await client.get('/api/cart')).lines).toEqual([]);
  });

  it("never reads or changes another user's line: 404", async () => {
    const owner = await signedInCustomer();
    const intruder = await signedInCustomer();
    await owner.client.post('/api/cart/items', { menuItemId: barm.id });
    const [line] = cartOf(await owner.client.get('/api/cart')).lines;

    expect(cartOf(await intruder.client.get('/api/cart')).lines).toEqual([]);
    const patch = await intruder.client.patch(`/api/cart/items/${line.id}`, { quantity: 9 });
    expect({ status: patch.status, code: patch.body.error?.code }).toEqual({ status: 404, code: 'CART_LINE_NOT_FOUND' });
    expect((await intruder.client.patch(`/api/cart/items/${line.id}`, { quantity: 0 })).status).toBe(404);
    expect((await intruder.client.delete(`/api/cart/items/${line.id}`)).status).toBe(404);
    await intruder.client.delete('/api/cart');

    expect(cartOf(await owner.client.get('/api/cart')).lines).toEqual([expect.objectContaining({ id: line.id, quantity: 1 })]);
  });

  it('merges a guest cart with the merge rule, skipping and reporting lines that cannot be bought', async () => {
    const { client } = await signedInCustomer();
    const twelve = optionOf(pizza, '12"');
    await client.post('/api/cart/items', { menuItemId: pizza.id, optionId: twelve.id, specialInstructions: 'Well done' });

    const merge = await client.post('/api/cart/merge', {
      lines: [
        { menuItemId: pizza.id, optionId: twelve.id, quantity: 2, specialInstructions: 'Well done' },
        { menuItemId: pizza.id, optionId: twelve.id, quantity: 1, specialInstructions: null },
        { menuItemId: barm.id, optionId: null, quantity: 3, specialInstructions: '' },
        { menuItemId: barm.id, optionId: optionOf(barm, 'Regular').id, quantity: 1 },
        { menuItemId: 'guest-not-a-real-id', optionId: null, quantity: 1 },
        { menuItemId: NO_SUCH_ID, optionId: null, quantity: 1 },
        { menuItemId: fries.id, optionId: null, quantity: 1 },
        { menuItemId: fries.id, optionId: optionOf(fries, 'Large').id, quantity: 0 },
        { menuItemId: unpriced.id, quantity: 1 },
      ],
    });
    expect(merge.status).toBe(200);
    const body = merge.body as unknown as { cart: CartBody; merged: number; skipped: { menuItemId: string; itemName: string | null; reason: string }[] };
    expect(body.merged).toBe(4);
    expect(body.skipped.map((line) => [line.itemName, line.reason])).toEqual([
      [null, 'MENU_ITEM_NOT_FOUND'],
      [null, 'MENU_ITEM_NOT_FOUND'],
      ['Fries', 'OPTION_REQUIRED'],
      ['Fries', 'INVALID_QUANTITY'],
      ['Chef Special', 'ITEM_NOT_PRICED'],
    ]);
    expect(body.cart.lines.map((line) => [line.itemName, line.optionName, line.specialInstructions, line.quantity])).toEqual([
      ['Margherita Pizza', '12"', 'Well done', 3],
      ['Margherita Pizza', '12"', '', 1],
      ['Bacon Barm', 'Regular', '', 4],
    ]);
    expect(cartOf(await client.get('/api/cart')).lines).toEqual(body.cart.lines);
  });

  it('refuses a merge body that is not a list of lines, and takes an empty one', async () => {
    const { client } = await signedInCustomer();
    expect((await client.post('/api/cart/merge', { lines: 'everything' })).status).toBe(400);
    expect((await client.post('/api/cart/merge', { lines: [{ menuItemId: barm.id, quantity: 1, unitPrice: 0 }] })).status).toBe(400);
    const empty = await client.post('/api/cart/merge', { lines: [] });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ merged: 0, skipped: [], cart: { lines: [] } });
  });
});
