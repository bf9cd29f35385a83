import { DataSource } from 'typeorm';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { AuditEntry } from '../audit/entities/audit-entry.entity.js';
import { createAdmin } from '../orders/admin-orders.test-factory.js';
import { OrderItem } from '../orders/entities/order-item.entity.js';
import { collectionOrder, createCustomer, londonTime, type PricedItem, seedRestaurant, tuesday } from '../orders/orders.test-factory.js';
import { createMenuItem } from './menu.test-factory.js';
import { Category } from './entities/category.entity.js';

interface GroupBody {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  choices: { id: string; name: string; pricePence: number; allergens: string[] }[];
}
interface CartBody {
  lines: { id: string; quantity: number; unitPricePence: number; allergens: string[]; choices: { name: string; groupName: string; pricePence: number }[]; available: boolean; unavailableReason: string | null }[];
  totalPence: number;
}

/** Issue 28: choice groups on an item, from the Menu tab to the cart, the order and its e-mail. */
describe('choice groups (sauces, extras)', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let admin: TestHttpClient;
  let wings: PricedItem;
  const day = tuesday(5);
  const now = londonTime(day, '11:00');

  const groupsOf = async (itemId: string): Promise<GroupBody[]> => {
    const body = (await new TestHttpClient(api.url).get('/api/menu')).body as unknown as { categories: { items: { id: string; choiceGroups: GroupBody[] }[] }[] };
    // As the Menu tab sends them back (meal-deals.int-spec.ts covers links and halves).
    return body.categories
      .flatMap((category) => category.items)
      .find((item) => item.id === itemId)!
      .choiceGroups.map(({ id, name, minChoices, maxChoices, choices }) => ({
        id,
        name,
        minChoices,
        maxChoices,
        choices: choices.map((choice) => ({ id: choice.id, name: choice.name, pricePence: choice.pricePence, allergens: choice.allergens })),
      }));
  };
  const saveGroups = (itemId: string, groups: unknown[]) => admin.put(`/api/admin/menu/items/${itemId}/choice-groups`, { groups });
  const sauces = {
    name: 'Choose your sauce',
    minChoices: 1,
    maxChoices: 2,
    choices: [
      { name: 'BBQ', pricePence: 0, allergens: ['mustard'] },
      { name: 'Garlic mayo', pricePence: 50, allergens: ['eggs'] },
      { name: 'Hot honey', pricePence: 0 },
    ],
  };
  const extras = { name: 'Extras', minChoices: 0, maxChoices: 1, choices: [{ name: 'Blue cheese dip', pricePence: 80, allergens: ['milk'] }] };

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    await seedRestaurant(api);
    const category = (await dataSource.getRepository(Category).find())[0];
    wings = await createMenuItem(dataSource, category, { name: 'Wings', allergens: ['gluten'], options: [{ name: '8 pieces', price: 699 }] });
    admin = (await createAdmin(api)).client;
  });

  afterAll(async () => {
    await api?.close();
  });

  it('administrators set an item’s groups in order; the menu shows them at once and the change is audited', async () => {
    const saved = await saveGroups(wings.id, [sauces, extras]);
    expect(saved.status).toBe(200);
    const groups = await groupsOf(wings.id);
    expect(groups.map((group) => [group.name, group.minChoices, group.maxChoices])).toEqual([
      ['Choose your sauce', 1, 2],
      ['Extras', 0, 1],
    ]);
    expect(groups[0].choices.map((choice) => [choice.name, choice.pricePence, choice.allergens])).toEqual([
      ['BBQ', 0, ['mustard']],
      ['Garlic mayo', 50, ['eggs']],
      ['Hot honey', 0, []],
    ]);
    const audit = await dataSource.getRepository(AuditEntry).findOneByOrFail({ area: 'menu_choice_groups', entityId: wings.id });
    expect(JSON.stringify(audit.after)).toContain('Garlic mayo');
  });

  it('refuses groups that cannot be chosen from, with a message naming them, and changes nothing', async () => {
    const before = await groupsOf(wings.id);
    const refused = await saveGroups(wings.id, [{ ...sauces, minChoices: 4, maxChoices: 4 }]);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { code: 'MENU_CHOICE_GROUPS_INVALID', message: '"Choose your sauce" asks for 4 but offers only 3.' } });
    const duplicate = await saveGroups(wings.id, [sauces, { ...extras, name: 'choose your SAUCE' }]);
    expect(duplicate.status).toBe(422);
    expect(await groupsOf(wings.id)).toEqual(before);
  });

  it('keeps ids across a save that swaps two names, so carts holding them stay valid', async () => {
    const [group] = await groupsOf(wings.id);
    const [bbq, garlic, honey] = group.choices;
    const swapped = await saveGroups(wings.id, [
      { ...group, choices: [{ ...bbq, name: 'Garlic mayo' }, { ...garlic, name: 'BBQ' }, honey] },
      { ...extras, id: (await groupsOf(wings.id))[1].id },
    ]);
    expect(swapped.status).toBe(200);
    const after = await groupsOf(wings.id);
    expect(after[0].choices.map((choice) => [choice.id, choice.name])).toEqual([
      [bbq.id, 'Garlic mayo'],
      [garlic.id, 'BBQ'],
      [honey.id, 'Hot honey'],
    ]);
    // Back as they were, for the tests below.
    expect((await saveGroups(wings.id, [{ ...after[0], choices: [bbq, garlic, honey] }, after[1]])).status).toBe(200);
  });

  it('a customer adds with choices: priced with them, allergens joined, same choices one line; out-of-bounds refused with the group named', async () => {
    const customer = await createCustomer(api, { now });
    const [sauceGroup, extrasGroup] = await groupsOf(wings.id);
    const [bbq, garlic, honey] = sauceGroup.choices;

    const missing = await customer.client.post('/api/cart/items', { menuItemId: wings.id });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error: { code: 'CHOICES_INVALID', message: 'Choose your sauce: choose at least 1.' } });
    const tooMany = await customer.client.post('/api/cart/items', { menuItemId: wings.id, choiceIds: [bbq.id, garlic.id, honey.id] });
    expect(tooMany.body).toMatchObject({ error: { code: 'CHOICES_INVALID', message: 'Choose your sauce: choose no more than 2.' } });
    const foreign = await customer.client.post('/api/cart/items', { menuItemId: wings.id, choiceIds: [bbq.id, '6f1c1f43-0b1e-4c1a-9d55-2a7d5c0e0a11'] });
    expect(foreign.status).toBe(422);

    await customer.client.post('/api/cart/items', { menuItemId: wings.id, choiceIds: [garlic.id, bbq.id, extrasGroup.choices[0].id] });
    const again = await customer.client.post('/api/cart/items', { menuItemId: wings.id, choiceIds: [bbq.id, extrasGroup.choices[0].id, garlic.id] });
    const other = await customer.client.post('/api/cart/items', { menuItemId: wings.id, choiceIds: [honey.id] });
    expect(again.status).toBe(200);
    const cart = other.body as unknown as CartBody;
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({
      quantity: 2,
      unitPricePence: 699 + 50 + 80,
      allergens: ['gluten', 'eggs', 'milk', 'mustard'],
      choices: [
        { name: 'BBQ', groupName: 'Choose your sauce', pricePence: 0 },
        { name: 'Garlic mayo', groupName: 'Choose your sauce', pricePence: 50 },
        { name: 'Blue cheese dip', groupName: 'Extras', pricePence: 80 },
      ],
    });
    expect(cart.lines[1]).toMatchObject({ quantity: 1, unitPricePence: 699, choices: [{ name: 'Hot honey' }] });
    expect(cart.totalPence).toBe(2 * 829 + 699);
  });

  it('the order keeps the choices as sold, with their allergens, whatever the menu does after', async () => {
    const customer = await createCustomer(api, { now });
    const [sauceGroup] = await groupsOf(wings.id);
    await customer.client.post('/api/cart/items', { menuItemId: wings.id, choiceIds: [sauceGroup.choices[1].id] });
    const placed = await customer.client.post('/api/orders', collectionOrder('12:00'));
    expect(placed.status).toBe(201);
    const order = placed.body.order as { id: string; subtotalPence: number; items: { choices: unknown[]; allergens: string[]; unitPricePence: number }[] };
    expect(order.subtotalPence).toBe(749);
    expect(order.items[0]).toMatchObject({ unitPricePence: 749, allergens: ['gluten', 'eggs'], choices: [{ group: 'Choose your sauce', name: 'Garlic mayo', pricePence: 50 }] });

    // The menu moves on: the choice is renamed and repriced; the order still says what was sold.
    const [group] = await groupsOf(wings.id);
    await saveGroups(wings.id, [{ ...group, choices: group.choices.map((choice) => (choice.name === 'Garlic mayo' ? { ...choice, name: 'Aioli', pricePence: 90 } : choice)) }]);
    const stored = await dataSource.getRepository(OrderItem).findOneByOrFail({ orderId: order.id });
    expect(stored.choices).toEqual([{ id: sauceGroup.choices[1].id, group: 'Choose your sauce', name: 'Garlic mayo', price: 50 }]);
    const seen = await admin.get(`/api/admin/orders/${order.id}`);
    expect((seen.body as { items: { choices: unknown[] }[] }).items[0].choices).toEqual([{ group: 'Choose your sauce', name: 'Garlic mayo', pricePence: 50, half: null }]);
  });

  it('a cart line whose choice was withdrawn since is refused at checkout, naming the choice; no order is written', async () => {
    const customer = await createCustomer(api, { now });
    const [group] = await groupsOf(wings.id);
    const honey = group.choices.find((choice) => choice.name === 'Hot honey')!;
    await customer.client.post('/api/cart/items', { menuItemId: wings.id, choiceIds: [honey.id] });
    await saveGroups(wings.id, [{ ...group, choices: group.choices.filter((choice) => choice.id !== honey.id) }]);

    const cart = (await customer.client.get('/api/cart')).body as unknown as CartBody;
    expect(cart.lines[0]).toMatchObject({ available: false, unavailableReason: 'Hot honey is no longer available. Remove this line and add the item again.' });
    const ordersBefore = await dataSource.getRepository(OrderItem).count();
    const refused = await customer.client.post('/api/orders', collectionOrder('12:15'));
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Hot honey is no longer available');
    expect(await dataSource.getRepository(OrderItem).count()).toBe(ordersBefore);
  });

  it('staff who are not administrators cannot change the choices', async () => {
    const customer = await createCustomer(api, { now });
    expect((await customer.client.put(`/api/admin/menu/items/${wings.id}/choice-groups`, { groups: [] })).status).toBe(403);
  });
});
