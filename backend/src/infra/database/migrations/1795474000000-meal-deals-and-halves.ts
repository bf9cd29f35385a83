import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28, meal deals and half-and-half pizzas.
 *
 * A choice may be another menu item, or one size of it ("Fries, Regular", "Canned Soft Drink,
 * Coca-Cola"): its allergens and its sold-out state then follow that item, and its price is what the
 * meal adds (0 for the side a meal includes). Such an item or size cannot be deleted while a meal
 * offers it (RESTRICT, and the Menu tab says which meal first).
 *
 * A group may be one half of a pizza (1 or 2); an item with both halves prices them by its rule: the
 * dearer half (the default) or the average of the two.
 *
 * Every existing choice links to nothing, every group is no half and every item keeps 'dearer', which
 * applies to nothing without halves: menus, carts and orders read exactly as before.
 */
export class MealDealsAndHalves1795474000000 implements MigrationInterface {
  name = 'MealDealsAndHalves1795474000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE menu_choices
      ADD COLUMN menu_item_id uuid NULL,
      ADD COLUMN menu_item_option_id uuid NULL,
      ADD CONSTRAINT menu_choices_menu_item_id_fkey FOREIGN KEY (menu_item_id) REFERENCES menu_items (id) ON DELETE RESTRICT,
      ADD CONSTRAINT menu_choices_menu_item_option_id_fkey FOREIGN KEY (menu_item_option_id) REFERENCES menu_item_options (id) ON DELETE RESTRICT,
      ADD CONSTRAINT menu_choices_option_needs_item_check CHECK (menu_item_option_id IS NULL OR menu_item_id IS NOT NULL)`);
    await queryRunner.query('CREATE INDEX menu_choices_menu_item_id_idx ON menu_choices (menu_item_id) WHERE menu_item_id IS NOT NULL');
    await queryRunner.query('CREATE INDEX menu_choices_menu_item_option_id_idx ON menu_choices (menu_item_option_id) WHERE menu_item_option_id IS NOT NULL');
    await queryRunner.query('ALTER TABLE menu_choice_groups ADD COLUMN half smallint NULL, ADD CONSTRAINT menu_choice_groups_half_check CHECK (half IN (1, 2))');
    await queryRunner.query(
      "ALTER TABLE menu_items ADD COLUMN half_price_rule text NOT NULL DEFAULT 'dearer', ADD CONSTRAINT menu_items_half_price_rule_check CHECK (half_price_rule IN ('dearer', 'average'))",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE menu_items DROP COLUMN half_price_rule');
    await queryRunner.query('ALTER TABLE menu_choice_groups DROP COLUMN half');
    await queryRunner.query('ALTER TABLE menu_choices DROP COLUMN menu_item_option_id, DROP COLUMN menu_item_id');
  }
}
