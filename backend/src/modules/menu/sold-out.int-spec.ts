import { STOREFRONT_NAMESPACE } from '@walkden/contract/socket-events';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { until } from '../../test/until.js';
import { UsersService } from '../accounts/users.service.js';
import { AuditEntry } from '../audit/entities/audit-entry.entity.js';
import { collectionOrder, createCustomer, fillCart, londonTime, type PricedItem, seedRestaurant, tuesday } from '../orders/orders.test-factory.js';
import { MenuItem } from './entities/menu-item.entity.js';
import { MenuService } from './menu.service.js';

interface MenuBody {
  categories: { items: { id: string; soldOut: boolean; soldOutUntil: string | null; options: { id: string; soldOut: boolean }[] }[] }[];
}

describe('sold out today', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let burger: PricedItem;
  let fries: PricedItem;
  let staff: TestHttpClient;
  let visitor: Socket;
  const heard: unknown[] = [];

  const staffAt = (now: string) => {
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': '10.26.1.1', 'x-test-now': now });
    for (const [name, value] of staff.cookies) client.cookies.set(name, value);
    return client;
  };
  const menuItem = async (id: string) => {
    const body = (await new TestHttpClient(api.url).get('/api/menu')).body as unknown as MenuBody;
    return body.categories.flatMap((category) => category.items).find((item) => item.id === id)!;
  };

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    ({ burger, fries } = await seedRestaurant(api));
    await api.app.get(UsersService).createUser({ email: 'kitchen@sold-out.test', password: 'sold out pass 1!', emailConfirmed: true, role: 'staff' });
    staff = new TestHttpClient(api.url, { 'x-forwarded-for': '10.26.1.1' });
    expect((await staff.post('/api/auth/sign-in', { email: 'kitchen@sold-out.test', password: 'sold out pass 1!' })).status).toBe(200);
    visitor = io(`${api.url}${STOREFRONT_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true });
    visitor.on('menu.changed', (message: unknown) => heard.push(message));
    await new Promise<void>((resolve, reject) => (visitor.on('connect', () => resolve()), visitor.on('connect_error', reject)));
  });

  afterAll(async () => {
    visitor?.close();
    await api?.close();
  });

  it("marks an item sold out until the next day's opening: 'Sold out' on the menu at once, refused at add-to-cart, audited, open menus told", async () => {
    const day = tuesday(40); // a Tuesday in October (BST); Wednesday opens at 09:00
    const marked = await staffAt(londonTime(day, '19:00')).put(`/api/admin/menu/items/${fries.id}/sold-out`, { soldOut: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ id: fries.id, soldOut: true, soldOutUntil: new Date(londonTime('2031-10-22', '09:00')).toISOString() });
    expect(await menuItem(fries.id)).toMatchObject({ soldOut: true, soldOutUntil: marked.body.soldOutUntil });
    await until('menu.changed heard on /storefront', () => heard.some((message) => (message as { menuItemId: string }).menuItemId === fries.id));

    const customer = await createCustomer(api, { now: londonTime(day, '19:05') });
    const refused = await customer.client.post('/api/cart/items', { menuItemId: fries.id, optionId: fries.options[0].id });
    expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([409, 'SOLD_OUT', 'Sorry, this is sold out today.']);

    const entry = await dataSource.getRepository(AuditEntry).findOneByOrFail({ area: 'menu_item', action: 'sold_out', entityId: fries.id });
    expect(entry).toMatchObject({ actorEmail: 'kitchen@sold-out.test', before: { soldOutUntil: null }, after: { soldOutUntil: marked.body.soldOutUntil } });

    expect((await staffAt(londonTime(day, '19:10')).put(`/api/admin/menu/items/${fries.id}/sold-out`, { soldOut: false })).body).toEqual({ id: fries.id, soldOut: false, soldOutUntil: null });
    expect(await menuItem(fries.id)).toMatchObject({ soldOut: false, soldOutUntil: null });
    expect((await customer.client.post('/api/cart/items', { menuItemId: fries.id, optionId: fries.options[0].id })).status).toBe(200);
    expect(await dataSource.getRepository(AuditEntry).countBy({ area: 'menu_item', action: 'back_on_sale', entityId: fries.id })).toBe(1);
  });

  it("says 'Sold out today' on a cart already holding a sold-out option, and Place Order refuses it", async () => {
    const day = tuesday(41);
    const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
    await fillCart(customer, [{ item: burger, option: 'Double' }]);
    const double = burger.options.find((option) => option.name === 'Double')!;
    expect((await staffAt(londonTime(day, '11:01')).put(`/api/admin/menu/options/${double.id}/sold-out`, { soldOut: true })).status).toBe(200);
    expect((await menuItem(burger.id)).options.find((option) => option.id === double.id)).toMatchObject({ soldOut: true });

    const cart = await customer.client.get('/api/cart');
    expect(cart.body.lines).toEqual([expect.objectContaining({ optionId: double.id, available: false, unavailableReason: 'Sold out today' })]);
    const refused = await customer.client.post('/api/orders', collectionOrder('12:00'));
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'CART_HAS_UNAVAILABLE_ITEMS']);
    expect(await dataSource.getRepository(AuditEntry).countBy({ area: 'menu_option', action: 'sold_out', entityId: double.id })).toBe(1);
    await staffAt(londonTime(day, '11:02')).put(`/api/admin/menu/options/${double.id}/sold-out`, { soldOut: false });
    expect((await customer.client.post('/api/orders', collectionOrder('12:00'))).status).toBe(201);
  });

  it('comes back by itself when the mark ends: the cached menu stops saying Sold out, and it can be added again', async () => {
    // A mark ending two seconds from now (the real clock: the public menu is read unpinned).
    await dataSource.getRepository(MenuItem).update({ id: fries.id }, { soldOutUntil: new Date(Date.now() + 2_000) });
    await api.app.get(MenuService).announceMenuChange({ menuItemId: fries.id, categoryId: null });
    expect(await menuItem(fries.id)).toMatchObject({ soldOut: true });
    expect(await menuItem(fries.id)).toMatchObject({ soldOut: true }); // now from the cache
    await until('the menu shows the item on sale again', async () => !(await menuItem(fries.id)).soldOut, 10_000);
    const customer = await createCustomer(api);
    expect((await customer.client.post('/api/cart/items', { menuItemId: fries.id, optionId: fries.options[0].id })).status).toBe(200);
  });

  it('is refused to customers and to visitors', async () => {
    const customer = await createCustomer(api);
    expect((await customer.client.put(`/api/admin/menu/items/${fries.id}/sold-out`, { soldOut: true })).status).toBe(403);
    expect((await new TestHttpClient(api.url).put(`/api/admin/menu/items/${fries.id}/sold-out`, { soldOut: true })).status).toBe(401);
  });
});
