import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { KitchenStation } from '../../menu/entities/kitchen-station.entity.js';
import { Order } from './order.entity.js';

/**
 * Issue 28: the units of a kitchen station an order takes in its slot, written with the order under
 * the slot's lock. A copy, as the order's lines are: a later change to the menu moves no load. An
 * order stops weighing on its slot when it stops holding it (cancelled, abandoned), as its count does.
 */
@Entity('order_station_uses')
@Index('order_station_uses_station_id_idx', ['stationId'])
@Check('order_station_uses_units_check', 'units > 0')
export class OrderStationUse {
  @PrimaryColumn({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  @PrimaryColumn({ type: 'uuid' })
  stationId: string;

  @ManyToOne(() => KitchenStation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id' })
  station?: Relation<KitchenStation>;

  @Column({ type: 'integer' })
  units: number;
}
