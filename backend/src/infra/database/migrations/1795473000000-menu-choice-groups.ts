import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28, choices on an item: an item's choice groups ("Choose your sauce", "Extras"), each with a
 * minimum and a maximum, and their choices (a price, 0 allowed, and the allergens it adds).
 *
 * A cart line keeps the choices it was added with ({id, name}, in the menu's order): two adds with the
 * same choices are one line, and a choice removed since is named when the line is refused. An order
 * line keeps what was chosen as it was sold ({group, name, price}), like its item name and allergens.
 * Every existing line has no choices: '[]', and reads exactly as before.
 */
export class MenuChoiceGroups1795473000000 implements MigrationInterface {
  name = 'MenuChoiceGroups1795473000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE menu_choice_groups (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      menu_item_id uuid NOT NULL,
      name text NOT NULL,
      min_choices integer NOT NULL DEFAULT 0,
      max_choices integer NOT NULL DEFAULT 1,
      display_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT menu_choice_groups_pkey PRIMARY KEY (id),
      CONSTRAINT menu_choice_groups_menu_item_id_name_key UNIQUE (menu_item_id, name),
      CONSTRAINT menu_choice_groups_menu_item_id_fkey FOREIGN KEY (menu_item_id) REFERENCES menu_items (id) ON DELETE CASCADE,
      CONSTRAINT menu_choice_groups_name_check CHECK (btrim(name) <> ''),
      CONSTRAINT menu_choice_groups_bounds_check CHECK (min_choices >= 0 AND max_choices >= 1 AND max_choices >= min_choices)
    )`);
    await queryRunner.query(`CREATE TABLE menu_choices (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      group_id uuid NOT NULL,
      name text NOT NULL,
      price integer NOT NULL DEFAULT 0,
      allergens text[] NOT NULL DEFAULT '{}',
      display_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT menu_choices_pkey PRIMARY KEY (id),
      CONSTRAINT menu_choices_group_id_name_key UNIQUE (group_id, name),
      CONSTRAINT menu_choices_group_id_fkey FOREIGN KEY (group_id) REFERENCES menu_choice_groups (id) ON DELETE CASCADE,
      CONSTRAINT menu_choices_name_check CHECK (btrim(name) <> ''),
      CONSTRAINT menu_choices_price_check CHECK (price >= 0)
    )`);
    await queryRunner.query("ALTER TABLE cart_items ADD COLUMN choices jsonb NOT NULL DEFAULT '[]'");
    await queryRunner.query('ALTER TABLE cart_items DROP CONSTRAINT cart_items_line_key');
    await queryRunner.query('ALTER TABLE cart_items ADD CONSTRAINT cart_items_line_key UNIQUE (user_id, menu_item_id, option_id, choices, special_instructions)');
    await queryRunner.query("ALTER TABLE order_items ADD COLUMN choices jsonb NOT NULL DEFAULT '[]'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE order_items DROP COLUMN choices');
    // Lines that differ only by their choices would break the old key: keep the first of each.
    await queryRunner.query(`DELETE FROM cart_items a USING cart_items b
      WHERE a.user_id = b.user_id AND a.menu_item_id = b.menu_item_id AND a.option_id IS NOT DISTINCT FROM b.option_id
        AND a.special_instructions = b.special_instructions AND (a.created_at, a.id) > (b.created_at, b.id)`);
    await queryRunner.query('ALTER TABLE cart_items DROP CONSTRAINT cart_items_line_key');
    await queryRunner.query('ALTER TABLE cart_items DROP COLUMN choices');
    await queryRunner.query('ALTER TABLE cart_items ADD CONSTRAINT cart_items_line_key UNIQUE (user_id, menu_item_id, option_id, special_instructions)');
    await queryRunner.query('DROP TABLE menu_choices');
    await queryRunner.query('DROP TABLE menu_choice_groups');
  }
}
