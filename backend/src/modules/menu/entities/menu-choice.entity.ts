import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { MenuChoiceGroup } from './menu-choice-group.entity.js';

/** One choice of a group (a sauce, an extra topping): what it adds to the price (0 allowed) and to the allergens. */
@Entity('menu_choices')
@Unique('menu_choices_group_id_name_key', ['groupId', 'name'])
@Check('menu_choices_name_check', `btrim(name) <> ''`)
@Check('menu_choices_price_check', 'price >= 0')
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
