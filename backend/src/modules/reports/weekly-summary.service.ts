import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { UsersService } from '../accounts/users.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { weeklySummaryEmail } from './domain/weekly-summary.js';
import { ReportsService } from './reports.service.js';

/** Mondays at 09:00 London (SCHEDULES): last week's figures to every administrator, through the outbox. */
@Injectable()
export class WeeklySummaryService {
  private readonly logger = new Logger(WeeklySummaryService.name);

  constructor(
    private readonly reports: ReportsService,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Owes one e-mail per administrator for the week before `today`'s (a rerun, or a second worker,
   * writes none: the dedupe key names the week and the reader). Nothing when the setting is off.
   */
  async sendWeeklySummary(today = restaurantDate(this.clock.systemNow())): Promise<{ sent: number; skipped?: 'turned-off' }> {
    if ((await this.settings.getSetting('weekly_summary_email')).value !== 'true') return { sent: 0, skipped: 'turned-off' };
    const report = await this.reports.report({ range: 'last-week' }, today);
    const readers = await this.users.listAdministrators();
    const ids = await Promise.all(readers.map((reader) => this.mail.queueEmail(weeklySummaryEmail(report, reader, `${this.config.publicUrl}/admin/reports?range=last-week`))));
    const sent = ids.filter((id) => id !== null).length;
    this.logger.log({ week: report.range.from, administrators: readers.length, sent }, 'weekly summary owed');
    return { sent };
  }
}
