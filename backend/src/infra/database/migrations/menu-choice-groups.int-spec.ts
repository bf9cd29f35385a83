import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../data-source.js';
import { dropDatabase, ensureDatabase } from '../ensure-database.js';
import { databaseUrlFor, newRunId } from '../../../test/test-run.js';
import { ALL_MIGRATIONS } from './index.js';
import { MenuChoiceGroups1795473000000 } from './1795473000000-menu-choice-groups.js';

/**
 * Issue 28: the choice-groups migration on a database that already holds a menu, carts and orders.
 * Every row reads exactly as before, with no choices; nothing is lost on the way down either.
 */
describe('migration 1795473000000 (menu choice groups) on a database with orders from before', () => {
  const url = databaseUrlFor(`walkden_test_${newRunId()}_choice_groups_migration`, process.env.DATABASE_URL);
  const before = ALL_MIGRATIONS.slice(0, ALL_MIGRATIONS.indexOf(MenuChoiceGroups1795473000000));
  let dataSource: DataSource;
  let ids: { user: string; item: string; option: string; order: string };

  const rows = async () => ({
    orderItems: await dataSource.query('SELECT * FROM order_items ORDER BY item_name'),
    cartItems: await dataSource.query('SELECT * FROM cart_items ORDER BY created_at'),
    orders: await dataSource.query('SELECT * FROM orders'),
    menuItems: await dataSource.query('SELECT * FROM menu_items'),
    options: await dataSource.query('SELECT * FROM menu_item_options'),
  });
  const withoutChoices = <T extends Record<string, unknown>>(list: T[]) => list.map(({ choices, ...rest }) => (void choices, rest));

  beforeAll(async () => {
    await ensureDatabase(url);
    dataSource = await new DataSource({ ...createDataSourceOptions(url), migrations: before }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const [user] = await dataSource.query(`INSERT INTO users (email) VALUES ('before@migration.test') RETURNING id`);
    const [category] = await dataSource.query(`INSERT INTO categories (name, display_name) VALUES ('burgers', 'Burgers') RETURNING id`);
    const [item] = await dataSource.query(`INSERT INTO menu_items (category_id, name, allergens) VALUES ($1, 'Smash Burger', '{gluten,milk}') RETURNING id`, [category.id]);
    const [option] = await dataSource.query(`INSERT INTO menu_item_options (menu_item_id, name, price) VALUES ($1, 'Double', 895) RETURNING id`, [item.id]);
    await dataSource.query(`INSERT INTO cart_items (user_id, menu_item_id, option_id, quantity, unit_price, special_instructions) VALUES ($1, $2, $3, 2, 895, 'no pickles'), ($1, $2, $3, 1, 895, '')`, [
      user.id,
      item.id,
      option.id,
    ]);
    const [order] = await dataSource.query(
      `INSERT INTO orders (order_number, user_id, order_date, slot_time, customer_name, customer_email, customer_phone, delivery_type, subtotal, delivery_fee, driver_tip, tax, total, payment_method)
       VALUES ('WK-BEFORE1', $1, '2031-01-14', '12:00', 'Sam Taylor', 'sam@migration.test', '07700 900123', 'collection', 2090, 0, 0, 0, 2090, 'collection') RETURNING id`,
      [user.id],
    );
    await dataSource.query(
      `INSERT INTO order_items (order_id, menu_item_id, option_id, item_name, size, quantity, unit_price, total_price, allergens, special_instructions)
       VALUES ($1, $2, $3, 'Smash Burger', 'Double', 2, 895, 1790, '{gluten,milk}', 'no pickles'), ($1, NULL, NULL, 'Fries', NULL, 1, 300, 300, NULL, '')`,
      [order.id, item.id, option.id],
    );
    ids = { user: user.id, item: item.id, option: option.id, order: order.id };
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  it('keeps every menu item, cart line and order line as it was, each with no choices', async () => {
    const old = await rows();
    await dataSource.destroy();
    // Up to this migration only: the later ones are tested by their own files.
    dataSource = await new DataSource({ ...createDataSourceOptions(url), migrations: ALL_MIGRATIONS.slice(0, before.length + 1) }).initialize();
    expect((await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual(['MenuChoiceGroups1795473000000']);

    const now = await rows();
    expect(withoutChoices(now.orderItems)).toEqual(old.orderItems);
    expect(withoutChoices(now.cartItems)).toEqual(old.cartItems);
    expect(now.orders).toEqual(old.orders);
    expect(now.menuItems).toEqual(old.menuItems);
    expect(now.options).toEqual(old.options);
    expect([...now.orderItems, ...now.cartItems].map((row: { choices: unknown }) => row.choices)).toEqual([[], [], [], []]);
    expect(await dataSource.query('SELECT count(*)::int AS count FROM menu_choice_groups')).toEqual([{ count: 0 }]);
  });

  it('lets a cart hold the same item twice with different choices, and refuses the same choices twice', async () => {
    const insert = (choices: unknown[]) =>
      dataSource.query(`INSERT INTO cart_items (user_id, menu_item_id, option_id, choices, quantity, special_instructions) VALUES ($1, $2, $3, $4, 1, 'extra hot')`, [
        ids.user,
        ids.item,
        ids.option,
        JSON.stringify(choices),
      ]);
    await insert([{ id: 'a', name: 'BBQ' }]);
    await insert([{ id: 'b', name: 'Garlic mayo' }]);
    await expect(insert([{ id: 'a', name: 'BBQ' }])).rejects.toThrow(/cart_items_line_key/);
  });

  it('reverts, keeping one line of each old key and every order line', async () => {
    await dataSource.undoLastMigration({ transaction: 'each' });
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM cart_items WHERE special_instructions = 'extra hot'`);
    expect(count).toBe(1);
    const [{ lines }] = await dataSource.query('SELECT count(*)::int AS lines FROM order_items WHERE order_id = $1', [ids.order]);
    expect(lines).toBe(2);
  });
});
