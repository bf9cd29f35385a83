import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { OrderFiguresService } from '../orders/order-figures.service.js';
import { rangeInstants, reportRange, type ReportPreset } from '../../infra/clock/report-range.js';
import { hourMatrix, type Report, reportCsv, reportDays, type ReportTable, toReportFigures, topLines } from './domain/report-tables.js';
import { ReportsException } from './reports.exception.js';

/** How many items and choices the top tables list. */
export const TOP_ITEMS = 10;

export interface ReportRequest {
  range?: ReportPreset;
  from?: string;
  to?: string;
}

/** The Reports tab (issue 29): the owner's figures for a range of London days, and each table as CSV. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly figures: OrderFiguresService,
    private readonly clock: Clock,
  ) {}

  /** `today`: the restaurant day the presets are read on (the request's clock unless given). */
  async report(request: ReportRequest, today = restaurantDate(this.clock.now())): Promise<Report> {
    const range = reportRange(request.range ?? 'this-week', today, { from: request.from, to: request.to });
    if ('problem' in range) throw ReportsException.invalidRange(range.problem);
    const { previous, ...current } = range;
    const raw = await this.figures.figuresOf(rangeInstants(current), rangeInstants(previous));
    return {
      range: current,
      previousRange: previous,
      figures: toReportFigures(raw.current),
      previousFigures: toReportFigures(raw.previous),
      byDay: reportDays(current, raw.byDay),
      placedByHour: hourMatrix(raw.placedByHour),
      slotsByHour: hourMatrix(raw.slotsByHour),
      topItemsByQuantity: topLines(raw.lines, 'item', 'quantity', TOP_ITEMS),
      topItemsByTakings: topLines(raw.lines, 'item', 'takings', TOP_ITEMS),
      topChoicesByQuantity: topLines(raw.lines, 'choice', 'quantity', TOP_ITEMS),
      topChoicesByTakings: topLines(raw.lines, 'choice', 'takings', TOP_ITEMS),
    };
  }

  /** One table of the report as CSV, with the file name it downloads as. */
  async exportTable(request: ReportRequest, table: ReportTable): Promise<{ csv: string; fileName: string }> {
    const report = await this.report(request);
    return { csv: reportCsv(report, table), fileName: `report-${table}-${report.range.from}-to-${report.range.to}.csv` };
  }
}
