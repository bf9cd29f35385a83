import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A runtime business setting; values are text, parsed per key by the settings domain. */
@Entity('global_settings')
export class GlobalSetting {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'text' })
  value: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
