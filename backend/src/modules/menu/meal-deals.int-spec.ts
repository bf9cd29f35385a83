import { DataSource } from 'typeorm';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { createAdmin } from '../orders/admin-orders.test-factory.js';
import { OrderItem } from '../orders/entities/order-item.entity.js';
import { collectionOrder, createCustomer, londonTime, type PricedItem, seedRestaurant, tuesday } from '../orders/orders.test-factory.js';
import { Category } from './entities/category.entity.js';
import { createMenuItem } from './menu.test-factory.js';

interface ChoiceBody {
  id: string;
  name: string;
  pricePence: number;
  allergens: string[];
  ownAllergens: string[];
  menuItemId: string | null;
  menuItemOptionId: string | null;
  soldOut: boolean;
}
interface GroupBody {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  half: 1 | 2 | null;
  choices: ChoiceBody[];
}
interface ItemBody {
  id: string;
  name: string;
  halfPriceRule: string;
  choiceGroups: GroupBody[];
}
interface CartBody {
  lines: { unitPricePence: number; allergens: string[]; choices: { name: string; half: number | null }[]; available: boolean; unavailableReason: string | null }[];
}

/** Issue 28: a meal deal's choices are menu items (their allergens and sold-out state follow), and a half-and-half prices its halves by its rule. */
describe('meal deals and half-and-half', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let admin: TestHttpClient;
  let meal: PricedItem;
  let fries: PricedItem;
  let drinks: PricedItem;
  let wings: PricedItem;
  let halves: PricedItem;
  let margherita: PricedItem;
  let meatFeast: PricedItem;
  const day = tuesday(6);
  const now = londonTime(day, '11:00');

  const itemOf = async (itemId: string): Promise<ItemBody> => {
    const body = (await new TestHttpClient(api.url, { 'x-test-now': now }).get('/api/menu')).body as unknown as { categories: { items: ItemBody[] }[] };
    return body.categories.flatMap((category) => category.items).find((item) => item.id === itemId)!;
  };
  const saveGroups = (itemId: string, groups: unknown[], halfPriceRule?: string) =>
    admin.put(`/api/admin/menu/items/${itemId}/choice-groups`, { groups, ...(halfPriceRule && { halfPriceRule }) });
  /** A group as the menu shows it, as the Menu tab sends it back: the choice's own allergens, not those it takes from its item. */
  const asInput = ({ id, name, minChoices, maxChoices, half, choices }: GroupBody) => ({
    id,
    name,
    minChoices,
    maxChoices,
    half,
    choices: choices.map((choice) => ({ id: choice.id, name: choice.name, pricePence: choice.pricePence, allergens: choice.ownAllergens, menuItemId: choice.menuItemId, menuItemOptionId: choice.menuItemOptionId })),
  });
  const mealGroups = () => [
    {
      name: 'Your side',
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { name: 'Fries', pricePence: 0, menuItemId: fries.id, menuItemOptionId: fries.options[0].id },
        { name: 'Large fries', pricePence: 100, menuItemId: fries.id, menuItemOptionId: fries.options[1].id },
      ],
    },
    {
      name: 'Your drink',
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { name: 'Cola', pricePence: 0, menuItemId: drinks.id, menuItemOptionId: drinks.options[0].id },
        { name: 'Lemonade', pricePence: 0, menuItemId: drinks.id, menuItemOptionId: drinks.options[1].id, allergens: ['sulphites'] },
      ],
    },
  ];
  const halfGroups = () =>
    ([1, 2] as const).map((half) => ({
      name: `${half === 1 ? '1st' : '2nd'} half`,
      half,
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { name: 'Margherita', pricePence: 0, menuItemId: margherita.id },
        { name: 'Meat Feast', pricePence: 250, menuItemId: meatFeast.id },
      ],
    }));

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    await seedRestaurant(api);
    const category = (await dataSource.getRepository(Category).find())[0];
    meal = await createMenuItem(dataSource, category, { name: 'Burger Meal', allergens: ['gluten'], options: [{ name: 'Single', price: 1099 }] });
    fries = await createMenuItem(dataSource, category, {
      name: 'Test Fries',
      allergens: ['celery'],
      options: [
        { name: 'Regular', price: 299 },
        { name: 'Large', price: 399 },
      ],
    });
    drinks = await createMenuItem(dataSource, category, {
      name: 'Test Drinks',
      options: [
        { name: 'Cola', price: 150 },
        { name: 'Lemonade', price: 150 },
      ],
    });
    wings = await createMenuItem(dataSource, category, { name: 'Test Wings', options: [{ name: '6', price: 549 }] });
    halves = await createMenuItem(dataSource, category, { name: 'Test Half & Half', options: [{ name: '12"', price: 1099 }] });
    margherita = await createMenuItem(dataSource, category, { name: 'Test Margherita', allergens: ['milk'], options: [{ name: '12"', price: 1099 }] });
    meatFeast = await createMenuItem(dataSource, category, { name: 'Test Meat Feast', allergens: ['milk', 'sulphites'], options: [{ name: '12"', price: 1349 }] });
    admin = (await createAdmin(api, { now })).client;
    const sauce = { name: 'Sauce', minChoices: 1, maxChoices: 1, choices: [{ name: 'BBQ', pricePence: 0 }] };
    expect((await saveGroups(wings.id, [sauce])).status).toBe(200);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('a meal’s side and drink are menu items: their allergens join the choice’s own, and the link is kept', async () => {
    expect((await saveGroups(meal.id, mealGroups())).status).toBe(200);
    const [side, drink] = (await itemOf(meal.id)).choiceGroups;
    expect(side.choices[0]).toMatchObject({ name: 'Fries', allergens: ['celery'], ownAllergens: [], menuItemId: fries.id, menuItemOptionId: fries.options[0].id, soldOut: false });
    expect(drink.choices[1]).toMatchObject({ name: 'Lemonade', allergens: ['sulphites'], ownAllergens: ['sulphites'], menuItemId: drinks.id });
  });

  it('refuses a meal that offers itself, an item that needs its own choices, a size of another item, or one half alone; nothing changes', async () => {
    const before = await itemOf(meal.id);
    const cases: [unknown[], string][] = [
      [[{ name: 'Again', minChoices: 0, maxChoices: 1, choices: [{ name: 'Meal', pricePence: 0, menuItemId: meal.id }] }], '"Meal" cannot be the item itself.'],
      [[{ name: 'Extra', minChoices: 0, maxChoices: 1, choices: [{ name: 'Wings', pricePence: 0, menuItemId: wings.id }] }], '"Wings": Test Wings asks for its own choices, so a meal cannot offer it.'],
      [
        [{ name: 'Side', minChoices: 0, maxChoices: 1, choices: [{ name: 'Fries', pricePence: 0, menuItemId: fries.id, menuItemOptionId: drinks.options[0].id }] }],
        '"Fries": that size of Test Fries no longer exists. Please choose again.',
      ],
      [[halfGroups()[0]], 'A half-and-half needs a group for each half: add one for the 2nd half.'],
    ];
    for (const [groups, message] of cases) {
      const refused = await saveGroups(meal.id, groups);
      expect([refused.status, refused.body.error?.message]).toEqual([422, message]);
    }
    expect(await itemOf(meal.id)).toEqual(before);
  });

  it('a side sold out since is shown sold out, refused at add with its name, and stops a cart line holding it at checkout', async () => {
    const customer = await createCustomer(api, { now });
    const [side, drink] = (await itemOf(meal.id)).choiceGroups;
    const added = await customer.client.post('/api/cart/items', { menuItemId: meal.id, choiceIds: [side.choices[1].id, drink.choices[1].id] });
    expect(added.status).toBe(200);
    expect((added.body as unknown as CartBody).lines[0]).toMatchObject({ unitPricePence: 1099 + 100, allergens: ['celery', 'gluten', 'sulphites'], available: true });

    expect((await admin.put(`/api/admin/menu/options/${fries.options[1].id}/sold-out`, { soldOut: true })).status).toBe(200);
    const shown = (await itemOf(meal.id)).choiceGroups[0].choices;
    expect(shown.map((choice) => [choice.name, choice.soldOut])).toEqual([
      ['Fries', false],
      ['Large fries', true],
    ]);
    const refused = await customer.client.post('/api/cart/items', { menuItemId: meal.id, choiceIds: [side.choices[1].id, drink.choices[0].id] });
    expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([422, 'CHOICES_INVALID', 'Large fries is sold out. Please choose another.']);
    const cart = (await customer.client.get('/api/cart')).body as unknown as CartBody;
    expect(cart.lines[0]).toMatchObject({ available: false, unavailableReason: 'Large fries is sold out. Remove this line and add the item again with another.' });
    const ordersBefore = await dataSource.getRepository(OrderItem).count();
    expect((await customer.client.post('/api/orders', collectionOrder('12:00'))).status).toBe(409);
    expect(await dataSource.getRepository(OrderItem).count()).toBe(ordersBefore);

    // The whole item sold out takes every size with it.
    expect((await admin.put(`/api/admin/menu/options/${fries.options[1].id}/sold-out`, { soldOut: false })).status).toBe(200);
    expect((await admin.put(`/api/admin/menu/items/${fries.id}/sold-out`, { soldOut: true })).status).toBe(200);
    expect((await itemOf(meal.id)).choiceGroups[0].choices.every((choice) => choice.soldOut)).toBe(true);
    expect((await admin.put(`/api/admin/menu/items/${fries.id}/sold-out`, { soldOut: false })).status).toBe(200);
  });

  it('an item or a size a meal offers cannot be deleted until the meal stops offering it', async () => {
    const item = await admin.delete(`/api/admin/menu/items/${fries.id}`);
    expect([item.status, item.body.error?.code, item.body.error?.message]).toEqual([
      409,
      'MENU_ITEM_IN_A_MEAL',
      'Test Fries cannot be deleted: Burger Meal (Your side) offers it. Remove it from the meal first.',
    ]);
    const size = await admin.delete(`/api/admin/menu/options/${drinks.options[0].id}`);
    expect([size.status, size.body.error?.message]).toEqual([409, 'Test Drinks (Cola) cannot be deleted: Burger Meal (Your drink) offers it. Remove it from the meal first.']);
    expect((await itemOf(meal.id)).choiceGroups).toHaveLength(2);

    const [side, drink] = (await itemOf(meal.id)).choiceGroups;
    const unlinked = asInput(side);
    expect((await saveGroups(meal.id, [asInput(drink), { ...unlinked, choices: unlinked.choices.map((choice) => ({ ...choice, menuItemId: null, menuItemOptionId: null })) }])).status).toBe(200);
    expect((await admin.delete(`/api/admin/menu/items/${fries.id}`)).status).toBe(204);
  });

  it('a half-and-half charges the dearer half, or the average by its rule; the order keeps which half each choice was', async () => {
    expect((await saveGroups(halves.id, halfGroups())).status).toBe(200);
    const item = await itemOf(halves.id);
    expect(item.halfPriceRule).toBe('dearer');
    expect(item.choiceGroups.map((group) => group.half)).toEqual([1, 2]);
    expect(item.choiceGroups[1].choices[1].allergens).toEqual(['milk', 'sulphites']);
    const [first, second] = item.choiceGroups;
    const customer = await createCustomer(api, { now });
    const added = await customer.client.post('/api/cart/items', { menuItemId: halves.id, choiceIds: [first.choices[0].id, second.choices[1].id] });
    expect((added.body as unknown as CartBody).lines[0]).toMatchObject({
      unitPricePence: 1099 + 250,
      allergens: ['milk', 'sulphites'],
      choices: [
        { name: 'Margherita', half: 1 },
        { name: 'Meat Feast', half: 2 },
      ],
    });

    expect((await saveGroups(halves.id, item.choiceGroups.map(asInput), 'average')).status).toBe(200);
    expect((await itemOf(halves.id)).halfPriceRule).toBe('average');
    expect(((await customer.client.get('/api/cart')).body as unknown as CartBody).lines[0].unitPricePence).toBe(1099 + 125);

    const placed = await customer.client.post('/api/orders', collectionOrder('12:15'));
    expect(placed.status).toBe(201);
    const order = placed.body.order as { id: string; subtotalPence: number };
    expect(order.subtotalPence).toBe(1224);
    const stored = await dataSource.getRepository(OrderItem).findOneByOrFail({ orderId: order.id });
    expect(stored.choices).toEqual([
      { id: first.choices[0].id, group: '1st half', name: 'Margherita', price: 0, half: 1 },
      { id: second.choices[1].id, group: '2nd half', name: 'Meat Feast', price: 250, half: 2 },
    ]);
    const seen = await admin.get(`/api/admin/orders/${order.id}`);
    expect((seen.body as { items: { choices: unknown[] }[] }).items[0].choices).toEqual([
      { group: '1st half', name: 'Margherita', pricePence: 0, half: 1 },
      { group: '2nd half', name: 'Meat Feast', pricePence: 250, half: 2 },
    ]);
  });

  it('the seed’s burger meal and half-and-half are valid as seeded', async () => {
    const body = (await new TestHttpClient(api.url, { 'x-test-now': now }).get('/api/menu')).body as unknown as { categories: { items: ItemBody[] }[] };
    const items = body.categories.flatMap((category) => category.items);
    const seededMeal = items.find((candidate) => candidate.name === 'Smash Burger Meal')!;
    expect(seededMeal.choiceGroups.map((group) => group.name)).toEqual(['Your side', 'Your drink', 'Your sauce', 'Extras']);
    expect(seededMeal.choiceGroups[1].choices.every((choice) => choice.menuItemId !== null && choice.menuItemOptionId !== null)).toBe(true);
    const seededHalves = items.find((candidate) => candidate.name === 'Half & Half Pizza')!;
    expect(seededHalves.choiceGroups.map((group) => [group.name, group.half])).toEqual([
      ['1st half', 1],
      ['2nd half', 2],
    ]);
  });
});
