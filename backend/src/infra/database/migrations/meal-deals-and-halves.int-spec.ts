import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../data-source.js';
import { dropDatabase, ensureDatabase } from '../ensure-database.js';
import { databaseUrlFor, newRunId } from '../../../test/test-run.js';
import { ALL_MIGRATIONS } from './index.js';
import { MealDealsAndHalves1795474000000 } from './1795474000000-meal-deals-and-halves.js';

/**
 * Issue 28: the meal-deals-and-halves migration on a database that already holds a menu with choice
 * groups, carts and orders. Every row reads as before (no choice is an item, no group a half, every
 * item 'dearer'), and the way down keeps them.
 */
describe('migration 1795474000000 (meal deals and half-and-half) on a database with orders from before', () => {
  const url = databaseUrlFor(`walkden_test_${newRunId()}_meal_deals_migration`, process.env.DATABASE_URL);
  const before = ALL_MIGRATIONS.slice(0, ALL_MIGRATIONS.indexOf(MealDealsAndHalves1795474000000));
  let dataSource: DataSource;
  let ids: { item: string; fries: string; regular: string };

  const rows = async () => ({
    menuItems: await dataSource.query('SELECT * FROM menu_items ORDER BY name'),
    groups: await dataSource.query('SELECT * FROM menu_choice_groups ORDER BY name'),
    choices: await dataSource.query('SELECT * FROM menu_choices ORDER BY name'),
    cartItems: await dataSource.query('SELECT * FROM cart_items ORDER BY created_at'),
    orderItems: await dataSource.query('SELECT * FROM order_items ORDER BY item_name'),
  });
  const without = <T extends Record<string, unknown>>(list: T[], ...columns: string[]) =>
    list.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column))));

  beforeAll(async () => {
    await ensureDatabase(url);
    dataSource = await new DataSource({ ...createDataSourceOptions(url), migrations: before }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const [user] = await dataSource.query(`INSERT INTO users (email) VALUES ('before@halves.test') RETURNING id`);
    const [category] = await dataSource.query(`INSERT INTO categories (name, display_name) VALUES ('wings', 'Wings') RETURNING id`);
    const [item] = await dataSource.query(`INSERT INTO menu_items (category_id, name) VALUES ($1, 'Hot Wings') RETURNING id`, [category.id]);
    const [fries] = await dataSource.query(`INSERT INTO menu_items (category_id, name) VALUES ($1, 'Fries') RETURNING id`, [category.id]);
    const [option] = await dataSource.query(`INSERT INTO menu_item_options (menu_item_id, name, price) VALUES ($1, '6 Wings', 549) RETURNING id`, [item.id]);
    const [regular] = await dataSource.query(`INSERT INTO menu_item_options (menu_item_id, name, price) VALUES ($1, 'Regular', 299) RETURNING id`, [fries.id]);
    const [group] = await dataSource.query(`INSERT INTO menu_choice_groups (menu_item_id, name, min_choices, max_choices) VALUES ($1, 'Choose your sauce', 1, 2) RETURNING id`, [item.id]);
    const [bbq] = await dataSource.query(`INSERT INTO menu_choices (group_id, name, price, allergens) VALUES ($1, 'BBQ', 0, '{mustard}') RETURNING id`, [group.id]);
    await dataSource.query(`INSERT INTO cart_items (user_id, menu_item_id, option_id, choices, quantity, unit_price) VALUES ($1, $2, $3, $4, 2, 549)`, [
      user.id,
      item.id,
      option.id,
      JSON.stringify([{ id: bbq.id, name: 'BBQ' }]),
    ]);
    const [order] = await dataSource.query(
      `INSERT INTO orders (order_number, user_id, order_date, slot_time, customer_name, customer_email, customer_phone, delivery_type, subtotal, delivery_fee, driver_tip, tax, total, payment_method)
       VALUES ('WK-HALVES1', $1, '2031-01-14', '12:00', 'Sam Taylor', 'sam@halves.test', '07700 900123', 'collection', 1098, 0, 0, 0, 1098, 'collection') RETURNING id`,
      [user.id],
    );
    await dataSource.query(
      `INSERT INTO order_items (order_id, menu_item_id, option_id, item_name, size, choices, quantity, unit_price, total_price, allergens)
       VALUES ($1, $2, $3, 'Hot Wings', '6 Wings', $4, 2, 549, 1098, '{mustard}')`,
      [order.id, item.id, option.id, JSON.stringify([{ id: bbq.id, group: 'Choose your sauce', name: 'BBQ', price: 0 }])],
    );
    ids = { item: item.id, fries: fries.id, regular: regular.id };
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  it('keeps every item, group, choice, cart line and order line as it was: no links, no halves, every item priced "dearer"', async () => {
    const old = await rows();
    await dataSource.destroy();
    dataSource = await new DataSource({ ...createDataSourceOptions(url), migrations: ALL_MIGRATIONS.slice(0, before.length + 1) }).initialize();
    expect((await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual(['MealDealsAndHalves1795474000000']);

    const now = await rows();
    expect(without(now.menuItems, 'half_price_rule')).toEqual(old.menuItems);
    expect(now.menuItems.map((row: { half_price_rule: string }) => row.half_price_rule)).toEqual(['dearer', 'dearer']);
    expect(without(now.groups, 'half')).toEqual(old.groups);
    expect(now.groups.map((row: { half: number | null }) => row.half)).toEqual([null]);
    expect(without(now.choices, 'menu_item_id', 'menu_item_option_id')).toEqual(old.choices);
    expect(now.choices.map((row: { menu_item_id: string | null; menu_item_option_id: string | null }) => [row.menu_item_id, row.menu_item_option_id])).toEqual([[null, null]]);
    expect(now.cartItems).toEqual(old.cartItems);
    expect(now.orderItems).toEqual(old.orderItems);
  });

  it('holds a meal deal to items and sizes that exist, and keeps them while a meal offers them', async () => {
    const [group] = await dataSource.query('SELECT id FROM menu_choice_groups');
    await dataSource.query(`INSERT INTO menu_choices (group_id, name, menu_item_id, menu_item_option_id) VALUES ($1, 'Fries', $2, $3)`, [group.id, ids.fries, ids.regular]);
    await expect(dataSource.query('DELETE FROM menu_item_options WHERE id = $1', [ids.regular])).rejects.toThrow(/menu_choices_menu_item_option_id_fkey/);
    await expect(dataSource.query('DELETE FROM menu_items WHERE id = $1', [ids.fries])).rejects.toThrow(/menu_choices_menu_item_id_fkey/);
    await expect(dataSource.query(`INSERT INTO menu_choices (group_id, name, menu_item_option_id) VALUES ($1, 'Loose size', $2)`, [group.id, ids.regular])).rejects.toThrow(
      /menu_choices_option_needs_item_check/,
    );
    await expect(dataSource.query(`UPDATE menu_choice_groups SET half = 3`)).rejects.toThrow(/menu_choice_groups_half_check/);
    await expect(dataSource.query(`UPDATE menu_items SET half_price_rule = 'cheaper'`)).rejects.toThrow(/menu_items_half_price_rule_check/);
  });

  it('reverts, keeping every choice and order line', async () => {
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query('SELECT count(*)::int AS count FROM menu_choices')).toEqual([{ count: 2 }]);
    expect(await dataSource.query('SELECT count(*)::int AS count FROM order_items')).toEqual([{ count: 1 }]);
  });
});
