import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import {
  ADMIN_NAMESPACE,
  STOREFRONT_NAMESPACE,
  type AdminServerToClientEvents,
  type ClientToServerEvents,
  type StorefrontServerToClientEvents,
} from '../infra/realtime/socket-events.js';
import { UsersService } from '../modules/accounts/users.service.js';
import { createCategory, createMenuItem } from '../modules/menu/menu.test-factory.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import { createTestCliContext } from '../test/cli-context.js';
import { TestHttpClient } from '../test/http-client.js';
import { snapshotSettings } from '../test/settings-snapshot.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { until } from '../test/until.js';

type Heard = { event: string; message: unknown }[];

function listen<S extends Socket>(socket: S, events: string[], heard: Heard): Promise<S> {
  for (const event of events) (socket as Socket).on(event, (message: unknown) => heard.push({ event, message }));
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}


describe('menu and settings changes reach customers’ pages and the admin screens', () => {
  let api: TestApp;
  let admin: TestHttpClient;
  const sockets: Socket[] = [];
  const onStorefront: Heard = [];
  const onAdmin: Heard = [];
  // The delivery fee and minimum order this file changes, put back for the files after it in the worker.
  let restoreSettings: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    api = await createTestApp();
    restoreSettings = await snapshotSettings(api.app.get(DataSource));
    await api.app.get(UsersService).createUser({ email: 'staff@storefront-events.test', password: 'staff password', isAdmin: true, emailConfirmed: true });
    admin = new TestHttpClient(api.url, { 'x-forwarded-for': '10.8.0.1' });
    expect((await admin.post('/api/auth/sign-in', { email: 'staff@storefront-events.test', password: 'staff password' })).status).toBe(200);
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // A visitor's page: no cookie at all. Each socket its own connection (forceNew): a shared one would
    // carry the first socket's headers.
    const visitor: Socket<StorefrontServerToClientEvents, ClientToServerEvents> = io(`${api.url}${STOREFRONT_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true });
    const staff: Socket<AdminServerToClientEvents, ClientToServerEvents> = io(`${api.url}${ADMIN_NAMESPACE}`, { transports: ['websocket'], extraHeaders: { cookie, origin: new URL(api.url).origin }, reconnection: false, forceNew: true });
    sockets.push(visitor, staff);
    await Promise.all([listen(visitor, ['menu.changed', 'settings.changed'], onStorefront), listen(staff, ['menu.changed', 'orders.changed'], onAdmin)]);
  });

  beforeEach(() => {
    onStorefront.length = 0;
    onAdmin.length = 0;
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await restoreSettings();
    await api?.close();
  });

  it('a staff edit of an item or an option sends menu.changed to both namespaces', async () => {
    const dataSource = api.app.get(DataSource);
    const item = await createMenuItem(dataSource, await createCategory(dataSource), { name: 'Event Pie', options: [{ name: 'Large', price: 700 }] });
    expect((await admin.patch(`/api/admin/menu/items/${item.id}`, { isAvailable: false })).status).toBe(200);
    expect((await admin.patch(`/api/admin/menu/options/${item.options[0].id}`, { pricePence: 750 })).status).toBe(200);
    const expected = [
      { event: 'menu.changed', message: { menuItemId: item.id, categoryId: item.categoryId } },
      { event: 'menu.changed', message: { menuItemId: item.id, categoryId: item.categoryId } },
    ];
    await until('two menu.changed on each namespace', () => onStorefront.length >= 2 && onAdmin.length >= 2);
    expect(onStorefront).toEqual(expected);
    expect(onAdmin).toEqual(expected);
  });

  it('a refused menu edit sends nothing', async () => {
    const dataSource = api.app.get(DataSource);
    const item = await createMenuItem(dataSource, await createCategory(dataSource), { options: [{ name: 'Only', price: 500 }] });
    expect((await admin.patch(`/api/admin/menu/options/${item.options[0].id}`, { pricePence: -1 })).status).toBe(400);
    // A later change arrives alone: the refused one never produced a message.
    await api.app.get(SettingsService).setSetting('delivery_fee', '275');
    await until('settings.changed', () => onStorefront.length >= 1);
    expect(onStorefront).toEqual([{ event: 'settings.changed', message: { key: 'delivery_fee' } }]);
  });

  it('a settings change sends settings.changed to /storefront only: admin pages hear it there', async () => {
    const dataSource = api.app.get(DataSource);
    const item = await createMenuItem(dataSource, await createCategory(dataSource), { options: [{ name: 'Only', price: 500 }] });
    await api.app.get(SettingsService).setSetting('minimum_order_value', '1200');
    // A later change to both namespaces: when it reaches /admin, anything sent before it has too.
    expect((await admin.patch(`/api/admin/menu/items/${item.id}`, { isAvailable: false })).status).toBe(200);
    await until('menu.changed on each namespace', () => onStorefront.length >= 2 && onAdmin.length >= 1);
    expect(onStorefront[0]).toEqual({ event: 'settings.changed', message: { key: 'minimum_order_value' } });
    expect(onAdmin).toEqual([{ event: 'menu.changed', message: { menuItemId: item.id, categoryId: item.categoryId } }]);
  });

  it('the CLI\'s settings:set reaches open pages too (its publisher writes to the same Redis)', async () => {
    const cli = await createTestCliContext();
    try {
      await cli.get(SettingsService).setSetting('delivery_fee', '300');
    } finally {
      // Closing is what a CLI command does last: the message must be on Redis by then.
      await cli.close();
    }
    await until('settings.changed from the CLI', () => onStorefront.length >= 1);
    expect(onStorefront).toEqual([{ event: 'settings.changed', message: { key: 'delivery_fee' } }]);
  });
});
