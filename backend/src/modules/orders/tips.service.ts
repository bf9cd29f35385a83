import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { isMonth, ledgerMonths, ledgerYears, monthOf, type TipsMonth, tipsLedger, tipsMonthCsv } from './domain/tips.js';
import { type TipPayoutDto, type TipsLedgerDto, toTipPayout } from './dto/tips.dto.js';
import { TipsException } from './tips.exception.js';
import { TipsRepository } from './tips.repository.js';

/**
 * The tips ledger (issue 29, administrators): each month's delivery tips per driver, what was paid
 * out, what is still owed and by when; "Mark paid" records a payout of what a driver is owed for a
 * month, once however many times it is asked for at once; a month as CSV for payroll.
 */
@Injectable()
export class TipsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tips: TipsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The months of `year` (this London year by default) up to this one, newest first. */
  async ledger(_admin: AuthUser, year?: number): Promise<TipsLedgerDto> {
    const now = this.clock.now();
    const currentMonth = monthOf(now);
    const shown = year ?? now.year;
    const months = ledgerMonths(shown, currentMonth);
    return { year: shown, currentMonth, years: ledgerYears(currentMonth), months: await this.ledgerOf(months) };
  }

  /** One month as CSV, with the file name it downloads as. */
  async exportMonth(_admin: AuthUser, month: string): Promise<{ csv: string; fileName: string }> {
    this.assertPastOrCurrent(month);
    const [ledger] = await this.ledgerOf([month]);
    return { csv: tipsMonthCsv(ledger), fileName: `tips-${month}.csv` };
  }

  /**
   * Pays a driver what they are owed for a month (their outstanding amount now), audited. Under a
   * lock per driver and month, so that concurrent requests pay once: the others find nothing owed.
   */
  async recordPayout(admin: AuthUser, request: { month: string; driverKey: string }): Promise<TipPayoutDto> {
    const { month, driverKey } = request;
    this.assertPastOrCurrent(month);
    const payout = await this.dataSource.transaction(async (manager) => {
      await this.tips.lockDriverMonth(manager, month, driverKey);
      const owed = await this.tips.owedTips(month, month, { driverKey, manager });
      const paid = await this.tips.paidTips(month, month, { driverKey, manager });
      const [line] = tipsLedger([month], owed, paid, restaurantDate(this.clock.now()))[0].drivers;
      if (!line || line.outstandingPence <= 0) throw TipsException.nothingOwed(line?.driverName ?? null, month, Math.max(0, -(line?.outstandingPence ?? 0)));
      const written = await this.tips.insertPayout(manager, { month, driverKey, driverName: line.driverName, amountPence: line.outstandingPence, paidAt: this.clock.now().toJSDate(), paidBy: admin.id });
      await this.audit.recordChange(
        admin,
        {
          area: 'tips',
          action: 'pay_tips',
          entityId: written.id,
          before: null,
          after: { month, driverKey, driverName: line.driverName, amountPence: written.amountPence, orders: line.orders, tipsPence: line.tipsPence, paidBeforePence: line.paidPence },
        },
        manager,
      );
      return written;
    });
    return toTipPayout(payout);
  }

  private async ledgerOf(months: string[]): Promise<TipsMonth[]> {
    if (months.length === 0) return [];
    // Newest first: the range runs from the last month listed to the first.
    const [owed, paid] = await Promise.all([this.tips.owedTips(months[months.length - 1], months[0]), this.tips.paidTips(months[months.length - 1], months[0])]);
    return tipsLedger(months, owed, paid, restaurantDate(this.clock.now()));
  }

  private assertPastOrCurrent(month: string): void {
    if (!isMonth(month)) throw TipsException.monthInvalid(`"${month}" is not a month (write it YYYY-MM).`);
    if (month > monthOf(this.clock.now())) throw TipsException.monthInvalid(`${month} has not begun yet.`);
  }
}
