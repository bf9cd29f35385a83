import { DataSource } from 'typeorm';
import { TestHttpClient } from '../../test/http-client.js';
import { truncateAll } from '../../test/test-database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { UsersService } from '../accounts/users.service.js';
import { OrderItem } from './entities/order-item.entity.js';
import { collectionOrder, createCustomer, fillCart, londonTime, seedRestaurant, tuesday, type PricedItem } from './orders.test-factory.js';

describe('allergens from the menu to the cart and the order', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let admin: TestHttpClient;
  let burger: PricedItem;
  let fries: PricedItem;

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    ({ burger, fries } = await seedRestaurant(api));
    await api.app.get(UsersService).createUser({ email: 'allergen-admin@orders.test', password: 'admin password', isAdmin: true, emailConfirmed: true });
    admin = new TestHttpClient(api.url, { 'x-forwarded-for': '10.8.0.1' });
    expect((await admin.post('/api/auth/sign-in', { email: 'allergen-admin@orders.test', password: 'admin password' })).status).toBe(200);
  });

  afterAll(async () => {
    await api?.close();
  });

  it("shows the item's and option's allergens in the cart, and an old order keeps them after the menu changes", async () => {
    const double = burger.options.find((option) => option.name === 'Double')!;
    expect((await admin.patch(`/api/admin/menu/items/${burger.id}`, { allergens: ['milk', 'gluten'] })).status).toBe(200);
    expect((await admin.patch(`/api/admin/menu/options/${double.id}`, { allergens: ['sesame'] })).status).toBe(200);

    const day = tuesday(20);
    const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
    await fillCart(customer, [{ item: burger, option: 'Double' }, { item: fries }]);
    const cart = (await customer.client.get('/api/cart')).body as { lines: { itemName: string; allergens: string[] }[] };
    expect(Object.fromEntries(cart.lines.map((line) => [line.itemName, line.allergens]))).toEqual({ [burger.name]: ['gluten', 'milk', 'sesame'], [fries.name]: [] });

    const placed = await customer.client.post('/api/orders', collectionOrder('12:00'));
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: string }).id;
    const snapshot = async () => Object.fromEntries((await dataSource.getRepository(OrderItem).findBy({ orderId })).map((item) => [item.itemName, item.allergens]));
    expect(await snapshot()).toEqual({ [burger.name]: ['gluten', 'milk', 'sesame'], [fries.name]: [] });

    expect((await admin.patch(`/api/admin/menu/items/${burger.id}`, { allergens: ['peanuts'] })).status).toBe(200);
    expect((await admin.patch(`/api/admin/menu/options/${double.id}`, { allergens: [] })).status).toBe(200);
    expect((await admin.patch(`/api/admin/menu/items/${fries.id}`, { allergens: ['sulphites'] })).status).toBe(200);
    expect(await snapshot()).toEqual({ [burger.name]: ['gluten', 'milk', 'sesame'], [fries.name]: [] });
    const history = (await customer.client.get('/api/orders')).body as unknown as { id: string; items: { name: string; allergens: string[] | null }[] }[];
    expect(Object.fromEntries(history.find((order) => order.id === orderId)!.items.map((item) => [item.name, item.allergens]))).toEqual({
      [burger.name]: ['gluten', 'milk', 'sesame'],
      [fries.name]: [],
    });
  });
});
