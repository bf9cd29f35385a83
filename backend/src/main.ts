import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiModule } from './app/api.module.js';
import { configureApp } from './app/configure-app.js';
import { loadConfigOrExit } from './infra/config/app-config.js';
import { createExpressAdapter } from './infra/http/express-adapter.js';
import { installGracefulShutdown } from './infra/http/graceful-shutdown.js';
import { createPino, logUnhandledRejections, PinoLoggerService } from './infra/http/pino-logger.js';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createPino(config.logLevel);
  logUnhandledRejections(logger);
  const app = await NestFactory.create<NestExpressApplication>(ApiModule, createExpressAdapter(), {
    logger: new PinoLoggerService(logger),
    rawBody: true,
  });
  configureApp(app, logger);
  installGracefulShutdown(app, logger);
  await app.listen(config.port);
  logger.info({ url: config.publicUrl, port: config.port }, 'api listening');
}

void bootstrap();
