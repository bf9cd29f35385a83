import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28, capacity the kitchen can cook.
 *
 * Kitchen stations (the fryer, the pizza oven, the grill) with the units of work each can take in a
 * 15-minute slot. An item uses units of one station (a 12" pizza 1 oven unit), a size may use more
 * (a 14" one 2), and a plain choice may use units of a station of its own (an extra patty). An order
 * keeps the units it takes per station (order_station_uses), written under its slot's lock.
 *
 * No station exists after this migration and every item, size and choice uses none, so every menu,
 * cart and order reads and counts exactly as before; the order count per slot stays as it was.
 */
export class KitchenStations1795476000000 implements MigrationInterface {
  name = 'KitchenStations1795476000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE kitchen_stations (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      units_per_slot integer NOT NULL,
      display_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT kitchen_stations_pkey PRIMARY KEY (id),
      CONSTRAINT kitchen_stations_name_key UNIQUE (name),
      CONSTRAINT kitchen_stations_name_check CHECK (btrim(name) <> ''),
      CONSTRAINT kitchen_stations_units_per_slot_check CHECK (units_per_slot BETWEEN 1 AND 1000)
    )`);
    await queryRunner.query(`ALTER TABLE menu_items
      ADD COLUMN station_id uuid NULL,
      ADD COLUMN station_units integer NOT NULL DEFAULT 1,
      ADD CONSTRAINT menu_items_station_id_fkey FOREIGN KEY (station_id) REFERENCES kitchen_stations (id) ON DELETE SET NULL,
      ADD CONSTRAINT menu_items_station_units_check CHECK (station_units BETWEEN 0 AND 100)`);
    await queryRunner.query(`ALTER TABLE menu_item_options
      ADD COLUMN station_units integer NULL,
      ADD CONSTRAINT menu_item_options_station_units_check CHECK (station_units BETWEEN 0 AND 100)`);
    await queryRunner.query(`ALTER TABLE menu_choices
      ADD COLUMN station_id uuid NULL,
      ADD COLUMN station_units integer NOT NULL DEFAULT 1,
      ADD CONSTRAINT menu_choices_station_id_fkey FOREIGN KEY (station_id) REFERENCES kitchen_stations (id) ON DELETE SET NULL,
      ADD CONSTRAINT menu_choices_station_units_check CHECK (station_units BETWEEN 0 AND 100)`);
    await queryRunner.query(`CREATE TABLE order_station_uses (
      order_id uuid NOT NULL,
      station_id uuid NOT NULL,
      units integer NOT NULL,
      CONSTRAINT order_station_uses_pkey PRIMARY KEY (order_id, station_id),
      CONSTRAINT order_station_uses_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE,
      CONSTRAINT order_station_uses_station_id_fkey FOREIGN KEY (station_id) REFERENCES kitchen_stations (id) ON DELETE CASCADE,
      CONSTRAINT order_station_uses_units_check CHECK (units > 0)
    )`);
    await queryRunner.query('CREATE INDEX order_station_uses_station_id_idx ON order_station_uses (station_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE order_station_uses');
    await queryRunner.query('ALTER TABLE menu_choices DROP COLUMN station_units, DROP COLUMN station_id');
    await queryRunner.query('ALTER TABLE menu_item_options DROP COLUMN station_units');
    await queryRunner.query('ALTER TABLE menu_items DROP COLUMN station_units, DROP COLUMN station_id');
    await queryRunner.query('DROP TABLE kitchen_stations');
  }
}
