import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { ImagesController } from './images.controller.js';
import { LocalDiskObjectStore } from './local-disk.object-store.js';
import { MenuImageStorage } from './menu-image.storage.js';
import { ObjectStore } from './object-store.js';
import { S3ObjectStore } from './s3.object-store.js';

/** Uploaded files (the local disk or an S3-compatible bucket, by STORAGE_DRIVER) and the resized menu images served from them. */
@Module({
  controllers: [ImagesController],
  providers: [
    {
      provide: ObjectStore,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ObjectStore =>
        config.storageDriver === 's3'
          ? new S3ObjectStore({
              endpoint: config.s3Endpoint,
              region: config.s3Region,
              bucket: config.s3Bucket,
              accessKeyId: config.s3AccessKeyId,
              secretAccessKey: config.s3SecretAccessKey,
              forcePathStyle: config.s3ForcePathStyle,
            })
          : new LocalDiskObjectStore(config.storageDir),
    },
    MenuImageStorage,
  ],
  exports: [MenuImageStorage, ObjectStore],
})
export class StorageModule {}
