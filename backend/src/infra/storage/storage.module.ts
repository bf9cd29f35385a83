import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller.js';
import { MenuImageStorage } from './menu-image.storage.js';

/** Uploaded files on disk (STORAGE_DIR) and the resized menu images served from them. */
@Module({
  controllers: [ImagesController],
  providers: [MenuImageStorage],
  exports: [MenuImageStorage],
})
export class StorageModule {}
