import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../accounts/entities/user.entity.js';
import { MenuItemOption } from '../../menu/entities/menu-item-option.entity.js';
import { MenuItem } from '../../menu/entities/menu-item.entity.js';

/** A choice a cart line was added with: its id, and its name to say which when it is withdrawn. */
export interface CartLineChoice {
  id: string;
  name: string;
}

/**
 * A line of a signed-in user's cart. Lines merge when item, option, choices and instructions match, which
 * the unique constraint enforces (a line whose option was deleted has a null option_id and never
 * conflicts). unit_price is an informational snapshot: the server prices from the option at every read.
 */
@Entity('cart_items')
@Unique('cart_items_line_key', ['userId', 'menuItemId', 'optionId', 'choices', 'specialInstructions'])
@Index('cart_items_menu_item_id_idx', ['menuItemId'])
@Index('cart_items_option_id_idx', ['optionId'])
@Check('cart_items_quantity_check', 'quantity > 0')
@Check('cart_items_unit_price_check', 'unit_price >= 0')
export class CartItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'uuid' })
  menuItemId: string;

  @ManyToOne(() => MenuItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menu_item_id' })
  menuItem?: Relation<MenuItem>;

  /** Null when the item has no options, or when the chosen option was deleted. */
  @Column({ type: 'uuid', nullable: true })
  optionId: string | null;

  @ManyToOne(() => MenuItemOption, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'option_id' })
  option?: Relation<MenuItemOption> | null;

  /** Issue 28: the choices picked (sauces, extras), in the menu's order; [] for an item without choice groups. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  choices: CartLineChoice[];

  @Column({ type: 'integer' })
  quantity: number;

  /** Pence, as last seen by the client; never trusted for pricing. */
  @Column({ type: 'integer', default: 0 })
  unitPrice: number;

  @Column({ type: 'text', default: '' })
  specialInstructions: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
