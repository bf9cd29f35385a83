import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MenuItemOption } from '../../menu/entities/menu-item-option.entity.js';
import { MenuItem } from '../../menu/entities/menu-item.entity.js';
import { Order } from './order.entity.js';

/**
 * A choice as it was sold on an order line (issue 28): its id then (to find it again for Order again
 * and the cart), its group's name, its name and the pence it added to the unit price.
 */
export interface OrderLineChoice {
  id: string;
  group: string;
  name: string;
  /** Pence as sold; a half-and-half charges its halves by the item's rule, so the unit price is what counts. */
  price: number;
  /** A half-and-half's half; absent for the whole item (and on every line from before halves). */
  half?: 1 | 2;
}

/**
 * One line of an order. The item and option names are copied at checkout so that the order
 * still reads correctly after the menu changes or the item is deleted.
 */
@Entity('order_items')
@Index('order_items_order_id_idx', ['orderId'])
@Index('order_items_menu_item_id_idx', ['menuItemId'])
@Index('order_items_option_id_idx', ['optionId'])
@Check('order_items_quantity_check', 'quantity > 0')
@Check('order_items_unit_price_check', 'unit_price >= 0')
@Check('order_items_total_price_check', 'total_price = unit_price * quantity')
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  @Column({ type: 'uuid', nullable: true })
  menuItemId: string | null;

  @ManyToOne(() => MenuItem, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'menu_item_id' })
  menuItem?: Relation<MenuItem> | null;

  @Column({ type: 'uuid', nullable: true })
  optionId: string | null;

  @ManyToOne(() => MenuItemOption, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'option_id' })
  option?: Relation<MenuItemOption> | null;

  /** The menu item's name at checkout. */
  @Column({ type: 'text' })
  itemName: string;

  /** The chosen option's name at checkout (SPEC's `size`); null for an item without options. */
  @Column({ type: 'text', nullable: true })
  size: string | null;

  /** What was chosen (sauces, extras), as sold; [] for a line without choices. Their prices are in unit_price. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  choices: OrderLineChoice[];

  @Column({ type: 'integer' })
  quantity: number;

  /** Pence. */
  @Column({ type: 'integer' })
  unitPrice: number;

  /** Pence; always unit_price * quantity. */
  @Column({ type: 'integer' })
  totalPrice: number;

  /** The allergens of the item and option as ordered; null on lines ordered before allergens were recorded. */
  @Column({ type: 'text', array: true, nullable: true })
  allergens: string[] | null;

  @Column({ type: 'text', default: '' })
  specialInstructions: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
