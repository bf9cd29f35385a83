import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { MenuChoice } from './menu-choice.entity.js';
import { MenuItem } from './menu-item.entity.js';

/** Issue 28: a set of choices on an item ("Choose your sauce", "Extras"), of which the customer picks between min and max. */
@Entity('menu_choice_groups')
@Unique('menu_choice_groups_menu_item_id_name_key', ['menuItemId', 'name'])
@Check('menu_choice_groups_name_check', `btrim(name) <> ''`)
@Check('menu_choice_groups_bounds_check', 'min_choices >= 0 AND max_choices >= 1 AND max_choices >= min_choices')
@Check('menu_choice_groups_half_check', 'half IN (1, 2)')
export class MenuChoiceGroup {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  menuItemId: string;

  @ManyToOne(() => MenuItem, (item) => item.choiceGroups, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menu_item_id' })
  menuItem?: Relation<MenuItem>;

  @Column({ type: 'text' })
  name: string;

  /** 0: optional; 1 or more: required. */
  @Column({ type: 'integer', default: 0 })
  minChoices: number;

  @Column({ type: 'integer', default: 1 })
  maxChoices: number;

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  /** Issue 28: one half of a half-and-half pizza (1 or 2), priced by the item's halfPriceRule; null: a whole-item group. */
  @Column({ type: 'smallint', nullable: true })
  half: 1 | 2 | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => MenuChoice, (choice) => choice.group)
  choices?: Relation<MenuChoice>[];
}
