import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/**
 * Issue 28: a part of the kitchen that cooks (the fryer, the pizza oven, the grill), with how many
 * units of work it can take in one 15-minute slot. Items and choices use units of one station; a
 * slot is offered only while every station a cart needs has room.
 */
@Entity('kitchen_stations')
@Unique('kitchen_stations_name_key', ['name'])
@Check('kitchen_stations_name_check', `btrim(name) <> ''`)
@Check('kitchen_stations_units_per_slot_check', 'units_per_slot BETWEEN 1 AND 1000')
export class KitchenStation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** Units of work the station can cook in one 15-minute slot. */
  @Column({ type: 'integer' })
  unitsPerSlot: number;

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
