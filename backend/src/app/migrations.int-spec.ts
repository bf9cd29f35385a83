import type { DataSource } from 'typeorm';
import { ALL_ENTITIES } from './entities.js';
import { createTestDataSource } from '../test/test-database.js';
import { databaseUrlFor, newRunId } from '../test/test-run.js';
import { createDataSource } from '../infra/database/data-source.js';
import { dropDatabase, ensureDatabase } from '../infra/database/ensure-database.js';
import { ALL_MIGRATIONS } from '../infra/database/migrations/index.js';
import { PostgresErrorCode, postgresErrorCode } from '../infra/database/postgres-errors.js';

async function publicTables(dataSource: DataSource): Promise<string[]> {
  const rows: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function publicSequences(dataSource: DataSource): Promise<string[]> {
  const rows: { sequence_name: string }[] = await dataSource.query(
    `SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public' ORDER BY sequence_name`,
  );
  return rows.map((row) => row.sequence_name);
}

describe('the migrations, on a fresh database', () => {
  const url = databaseUrlFor(`walkden_test_${newRunId()}_migrations`, process.env.DATABASE_URL);
  let dataSource: DataSource;

  beforeAll(async () => {
    await ensureDatabase(url);
    dataSource = await createDataSource(url, ALL_ENTITIES).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  const entityTables = ALL_ENTITIES.length;

  it('create a table for every entity, and the order number sequence', async () => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied.map((migration) => migration.name)).toEqual(ALL_MIGRATIONS.map((migration) => new migration().name));

    const expected = dataSource.entityMetadatas.map((metadata) => metadata.tableName);
    expect(expected).toHaveLength(entityTables);
    expect(await publicTables(dataSource)).toEqual([...expected, 'migrations'].sort());
    expect(await publicSequences(dataSource)).toContain('order_number_seq');
  });

  it('leave nothing for TypeORM to change: entities and migrations agree on columns, keys, indexes and constraints', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('revert cleanly to an empty schema', async () => {
    for (let step = 0; step < ALL_MIGRATIONS.length; step++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await publicTables(dataSource)).toEqual(['migrations']);
    expect(await publicSequences(dataSource)).toEqual(['migrations_id_seq']);
    const [{ count }]: { count: number }[] = await dataSource.query('SELECT count(*)::int AS count FROM migrations');
    expect(count).toBe(0);
  });

  it('apply again after a full revert', async () => {
    await dataSource.runMigrations({ transaction: 'each' });
    expect(await publicTables(dataSource)).toHaveLength(entityTables + 1);
    expect(await dataSource.showMigrations()).toBe(false);
  });
});

describe('the database itself refuses invalid rows', () => {
  let dataSource: DataSource;
  let userId: string;
  let menuItemId: string;
  let orderId: string;

  async function expectCheckViolation(work: Promise<unknown>, constraint: string): Promise<void> {
    const error = await work.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).not.toBeNull();
    expect(postgresErrorCode(error)).toBe(PostgresErrorCode.CheckViolation);
    expect((error as Error).message).toContain(constraint);
  }

  beforeAll(async () => {
    dataSource = await createTestDataSource();
    await dataSource.transaction(async (manager) => {
      [{ id: userId }] = await manager.query(`INSERT INTO users (email) VALUES ('constraints-${newRunId()}@example.com') RETURNING id`);
      const [{ id: categoryId }] = await manager.query(
        `INSERT INTO categories (name, display_name, display_order) VALUES ('constraints_${newRunId()}', 'Constraints', 99) RETURNING id`,
      );
      [{ id: menuItemId }] = await manager.query(`INSERT INTO menu_items (category_id, name) VALUES ($1, 'Test Item') RETURNING id`, [categoryId]);
      [{ id: orderId }] = await manager.query(
        `INSERT INTO orders (order_number, user_id, order_date, slot_time, customer_name, customer_email, customer_phone,
                             delivery_type, subtotal, total, payment_method)
         VALUES ('WK-CHECK${newRunId()}', $1, '2026-01-06', '12:00', 'Test', 'test@example.com', '0161 000 0000',
                 'collection', 1000, 1000, 'collection')
         RETURNING id`,
        [userId],
      );
    });
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('refuses a cart line with a negative quantity', async () => {
    await expectCheckViolation(
      dataSource.query('INSERT INTO cart_items (user_id, menu_item_id, quantity) VALUES ($1, $2, -1)', [userId, menuItemId]),
      'cart_items_quantity_check',
    );
  });

  it('refuses an order line with a negative quantity', async () => {
    await expectCheckViolation(
      dataSource.query(
        `INSERT INTO order_items (order_id, menu_item_id, item_name, quantity, unit_price, total_price)
         VALUES ($1, $2, 'Test Item', -2, 500, -1000)`,
        [orderId, menuItemId],
      ),
      'order_items_quantity_check',
    );
  });

  it('refuses a booking for 9 people', async () => {
    await expectCheckViolation(
      dataSource.query(
        `INSERT INTO bookings (name, email, booking_date, slot_time, party_size) VALUES ('Big Party', 'party@example.com', '2026-01-06', '19:00', 9)`,
      ),
      'bookings_party_size_check',
    );
  });

  it('refuses an order status outside the closed list', async () => {
    await expectCheckViolation(dataSource.query(`UPDATE orders SET status = 'shipped' WHERE id = $1`, [orderId]), 'orders_status_check');
  });

  it('refuses an order whose total is not the sum of its parts', async () => {
    await expectCheckViolation(dataSource.query('UPDATE orders SET total = total + 1 WHERE id = $1', [orderId]), 'orders_total_check');
  });

  it('refuses to complete an unpaid order', async () => {
    await expectCheckViolation(
      dataSource.query(`UPDATE orders SET status = 'completed' WHERE id = $1`, [orderId]),
      'orders_completed_paid_check',
    );
  });

  it('refuses a driver on a collection order (issue 29: only deliveries have one)', async () => {
    await expectCheckViolation(dataSource.query(`UPDATE orders SET driver_name = 'Jo' WHERE id = $1`, [orderId]), 'orders_driver_check');
  });

  it('accepts a valid cart line and deletes it with its menu item', async () => {
    await dataSource.query('INSERT INTO cart_items (user_id, menu_item_id, quantity) VALUES ($1, $2, 2)', [userId, menuItemId]);
    const [{ id: otherItemId }] = await dataSource.query(`INSERT INTO menu_items (name) VALUES ('Short-lived') RETURNING id`);
    await dataSource.query('INSERT INTO cart_items (user_id, menu_item_id, quantity) VALUES ($1, $2, 1)', [userId, otherItemId]);
    await dataSource.query('DELETE FROM menu_items WHERE id = $1', [otherItemId]);
    const lines: unknown[] = await dataSource.query('SELECT 1 FROM cart_items WHERE user_id = $1', [userId]);
    expect(lines).toHaveLength(1);
  });
});
