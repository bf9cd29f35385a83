import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from './app/worker.module.js';
import { loadConfigOrExit } from './infra/config/app-config.js';
import { createPino, PinoLoggerService } from './infra/http/pino-logger.js';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createPino(config.logLevel);
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: new PinoLoggerService(logger) });
  app.enableShutdownHooks();
  await app.init();
  logger.info('worker started');
}

void bootstrap();
