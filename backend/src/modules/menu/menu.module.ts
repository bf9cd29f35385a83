import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.module.js';
import { AdminMenuController } from './admin-menu.controller.js';
import { MenuCache } from './menu.cache.js';
import { MenuController } from './menu.controller.js';
import { MenuRepository } from './menu.repository.js';
import { MenuService } from './menu.service.js';

/** Categories, items, options and their images. Other modules read prices through MenuService. */
@Module({
  imports: [StorageModule],
  controllers: [MenuController, AdminMenuController],
  providers: [MenuRepository, MenuCache, MenuService],
  exports: [MenuService],
})
export class MenuModule {}
