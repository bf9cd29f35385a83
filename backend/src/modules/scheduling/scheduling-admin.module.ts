import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
// The scheduling events join the application's event map wherever this module is compiled.
import './events/schedule.events.js';
import './events/busy-mode.events.js';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminTimeController } from './admin-time.controller.js';
import { AdminBusyModeController, BusyModeController } from './busy-mode.controller.js';
import { BusyModeRealtimeListener } from './busy-mode-realtime.listener.js';
import { BusyModeService } from './busy-mode.service.js';
import { DaysOffRepository } from './days-off.repository.js';
import { DaysOffService } from './days-off.service.js';
import { SCHEDULED_BOOKINGS, SCHEDULED_ORDERS, type ScheduledBookings, type ScheduledOrders } from './schedule-demand.js';
import { ScheduleRealtimeListener } from './schedule-realtime.listener.js';
import { SchedulingModule } from './scheduling.module.js';
import { TimeAdminRepository } from './time-admin.repository.js';
import { TimeAdminService } from './time-admin.service.js';

/**
 * The staff Time tab (api only): opening days, the slot grid, time off and the weekly schedule.
 * The orders and bookings it counts come from their own modules' services, which the app names
 * (orders and bookings import scheduling, so scheduling cannot import them).
 */
@Module({})
export class SchedulingAdminModule {
  static register(options: { imports: ModuleMetadata['imports']; orders: Type<ScheduledOrders>; bookings: Type<ScheduledBookings> }): DynamicModule {
    return {
      module: SchedulingAdminModule,
      imports: [SchedulingModule, SettingsModule, AuditCoreModule, ...(options.imports ?? [])],
      controllers: [AdminTimeController, BusyModeController, AdminBusyModeController],
      providers: [
        { provide: SCHEDULED_ORDERS, useExisting: options.orders },
        { provide: SCHEDULED_BOOKINGS, useExisting: options.bookings },
        TimeAdminRepository,
        TimeAdminService,
        DaysOffRepository,
        DaysOffService,
        ScheduleRealtimeListener,
        BusyModeService,
        BusyModeRealtimeListener,
      ],
    };
  }
}
