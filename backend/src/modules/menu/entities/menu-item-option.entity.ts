import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { MenuItem } from './menu-item.entity.js';

/** A priced choice of a menu item (a size, a piece count, or the single "Regular"). */
@Entity('menu_item_options')
@Unique('menu_item_options_menu_item_id_name_key', ['menuItemId', 'name'])
@Check('menu_item_options_price_check', 'price >= 0')
@Check('menu_item_options_name_check', `btrim(name) <> ''`)
@Check('menu_item_options_station_units_check', 'station_units BETWEEN 0 AND 100')
export class MenuItemOption {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  menuItemId: string;

  @ManyToOne(() => MenuItem, (item) => item.options, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menu_item_id' })
  menuItem?: Relation<MenuItem>;

  @Column({ type: 'text' })
  name: string;

  /** Pence. */
  @Column({ type: 'integer' })
  price: number;

  /** Allergens this choice adds to the item's (a cheese crust, a different bun). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergens: string[];

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  /** Sold out today: not offered until this instant (the next day's opening); null = not sold out. */
  @Column({ type: 'timestamptz', nullable: true })
  soldOutUntil: Date | null;

  /** Issue 28: the units of the item's station this size takes (a 14" pizza 2); null: the item's. */
  @Column({ type: 'integer', nullable: true })
  stationUnits: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
