import { Module } from '@nestjs/common';
import { AccountsCoreModule } from '../accounts/accounts-core.module.js';
import { OrderFiguresModule } from '../orders/order-figures.module.js';
import { SettingsCoreModule } from '../settings/settings-core.module.js';
import { SendWeeklySummaryJob } from './jobs/send-weekly-summary.job.js';
import { ReportsService } from './reports.service.js';
import { WeeklySummaryService } from './weekly-summary.service.js';

/** The reports as the worker runs them: the weekly summary e-mail. */
@Module({
  imports: [OrderFiguresModule, AccountsCoreModule, SettingsCoreModule],
  providers: [ReportsService, WeeklySummaryService, SendWeeklySummaryJob],
})
export class ReportsJobsModule {}
