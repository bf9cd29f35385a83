import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

@Entity('categories')
@Unique('categories_name_key', ['name'])
export class Category {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Internal identifier, lowercase with underscores (e.g. `fried_chicken`). */
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  displayName: string;

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
