import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.module.js';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { SchedulingModule } from '../scheduling/scheduling.module.js';
import { AdminCategoriesController } from './admin-categories.controller.js';
import { AdminMenuController } from './admin-menu.controller.js';
import { AdminStationsController } from './admin-stations.controller.js';
import { CategoriesService } from './categories.service.js';
import { KitchenStationsRepository } from './kitchen-stations.repository.js';
import { KitchenStationsService } from './kitchen-stations.service.js';
import { MenuAdminService } from './menu-admin.service.js';
import { MenuCache } from './menu.cache.js';
import { MenuController } from './menu.controller.js';
import { MenuRealtimeListener } from './menu-realtime.listener.js';
import { MenuRepository } from './menu.repository.js';
import { MenuService } from './menu.service.js';
import { SoldOutService } from './sold-out.service.js';

/** Categories, items, options and their images. Other modules read prices through MenuService. */
@Module({
  imports: [StorageModule, AuditCoreModule, SchedulingModule],
  controllers: [MenuController, AdminMenuController, AdminCategoriesController, AdminStationsController],
  providers: [MenuRepository, MenuCache, MenuService, MenuAdminService, CategoriesService, MenuRealtimeListener, SoldOutService, KitchenStationsRepository, KitchenStationsService],
  exports: [MenuService, KitchenStationsService],
})
export class MenuModule {}
