import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { HalfPriceRule } from '@walkden/contract/choices';
import { Category } from './category.entity.js';
import { KitchenStation } from './kitchen-station.entity.js';
import { MenuChoiceGroup } from './menu-choice-group.entity.js';
import { MenuItemOption } from './menu-item-option.entity.js';

@Entity('menu_items')
@Unique('menu_items_category_id_name_key', ['categoryId', 'name'])
@Index('menu_items_category_id_display_order_idx', ['categoryId', 'displayOrder'])
@Check('menu_items_name_check', `btrim(name) <> ''`)
@Check('menu_items_half_price_rule_check', "half_price_rule IN ('dearer', 'average')")
@Check('menu_items_station_units_check', 'station_units BETWEEN 0 AND 100')
export class MenuItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null when the item's category was deleted (the item stays, uncategorised). */
  @Column({ type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category> | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** A storage path or an absolute URL; empty means the frontend's bundled fallback image. */
  @Column({ type: 'text', default: '' })
  imageUrl: string;

  @Column({ type: 'boolean', default: true })
  isAvailable: boolean;

  @Column({ type: 'boolean', default: true })
  availableForTakeaway: boolean;

  /** Codes from domain/allergens.ts, in the legal order; empty means no allergen data ('Ask us about allergens'). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergens: string[];

  /** vegetarian, vegan, halal. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  dietaryLabels: string[];

  /** Null sorts as 999 (SPEC section 9). */
  @Column({ type: 'integer', nullable: true })
  displayOrder: number | null;

  /** Sold out today: not offered until this instant (the next day's opening); null = not sold out. */
  @Column({ type: 'timestamptz', nullable: true })
  soldOutUntil: Date | null;

  /** Issue 28: how a half-and-half (groups of half 1 and half 2) prices its halves; nothing else reads it. */
  @Column({ type: 'text', default: 'dearer' })
  halfPriceRule: HalfPriceRule;

  /** Issue 28: the kitchen station that cooks it (null: none, a can of drink), and the units one of it takes there. */
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

  @OneToMany(() => MenuItemOption, (option) => option.menuItem)
  options?: Relation<MenuItemOption>[];

  @OneToMany(() => MenuChoiceGroup, (group) => group.menuItem)
  choiceGroups?: Relation<MenuChoiceGroup>[];
}
