import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Tips paid out to a driver for a month (issue 29, the tips ledger): an administrator's "Mark paid"
 * pays what was outstanding then. Kept three years after the month ends (the Act's records), then
 * deleted by the nightly purge-tip-records job.
 */
@Entity('tip_payouts')
@Index('tip_payouts_month_idx', ['month'])
@Check('tip_payouts_month_check', `month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
@Check('tip_payouts_amount_pence_check', 'amount_pence > 0')
export class TipPayout {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The London month of the orders' dates, 'YYYY-MM'. */
  @Column({ type: 'text' })
  month: string;

  /** The driver's account id, or 'name:' and the free-text name lower-cased. */
  @Column({ type: 'text' })
  driverKey: string;

  /** The driver's name when paid. */
  @Column({ type: 'text' })
  driverName: string;

  @Column({ type: 'integer' })
  amountPence: number;

  @Column({ type: 'timestamptz' })
  paidAt: Date;

  /** The administrator who marked it paid (kept if the account goes). */
  @Column({ type: 'uuid' })
  paidBy: string;
}
