import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { KitchenStation } from './kitchen-station.entity.js';
import { MenuChoiceGroup } from './menu-choice-group.entity.js';
import { MenuItemOption } from './menu-item-option.entity.js';
import { MenuItem } from './menu-item.entity.js';

/** One choice of a group (a sauce, an extra topping): what it adds to the price (0 allowed) and to the allergens. */
@Entity('menu_choices')
@Unique('menu_choices_group_id_name_key', ['groupId', 'name'])
@Check('menu_choices_name_check', `btrim(name) <> ''`)
@Check('menu_choices_price_check', 'price >= 0')
@Check('menu_choices_option_needs_item_check', 'menu_item_option_id IS NULL OR menu_item_id IS NOT NULL')
@Check('menu_choices_station_units_check', 'station_units BETWEEN 0 AND 100')
@Index('menu_choices_menu_item_id_idx', ['menuItemId'], { where: 'menu_item_id IS NOT NULL' })
@Index('menu_choices_menu_item_option_id_idx', ['menuItemOptionId'], { where: 'menu_item_option_id IS NOT NULL' })
export class MenuChoice {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  groupId: string;

  @ManyToOne(() => MenuChoiceGroup, (group) => group.choices, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: Relation<MenuChoiceGroup>;

  @Column({ type: 'text' })
  name: string;

  /** Pence added to the line's unit price. */
  @Column({ type: 'integer', default: 0 })
  price: number;

  /** Allergens this choice adds to the item's (a garlic mayo: eggs, mustard). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergens: string[];

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  /**
   * A meal deal's choice is another item ("Fries"), or one size of it ("Canned Soft Drink",
   * "Coca-Cola"): its allergens and sold-out state follow that item, and price is what the meal adds.
   */
  @Column({ type: 'uuid', nullable: true })
  menuItemId: string | null;

  @ManyToOne(() => MenuItem, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'menu_item_id' })
  menuItem?: Relation<MenuItem> | null;

  @Column({ type: 'uuid', nullable: true })
  menuItemOptionId: string | null;

  @ManyToOne(() => MenuItemOption, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'menu_item_option_id' })
  menuItemOption?: Relation<MenuItemOption> | null;

  /**
   * Issue 28: a plain choice's own kitchen work (an extra patty: 1 grill unit); null: none. A meal
   * deal's choice uses what its item (or size) uses instead, and a half's none (the pizza is one).
   */
  @Column({ type: 'uuid', nullable: true })
  stationId: string | null;

  @ManyToOne(() => KitchenStation, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'station_id' })
  station?: Relation<KitchenStation> | null;

  @Column({ type: 'integer', default: 1 })
  stationUnits: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
