import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from './app/worker.module.js';
import { loadConfigOrExit } from './infra/config/app-config.js';
import { createPino, logUnhandledRejections, PinoLoggerService } from './infra/http/pino-logger.js';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createPino(config.logLevel);
  logUnhandledRejections(logger);
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: new PinoLoggerService(logger) });
  await app.init();
  logger.info('worker started');

  // SIGTERM: jobs in progress get SHUTDOWN_GRACE_SECONDS (JobWorkerService hands back the rest), then
  // PostgreSQL and Redis close. Exits 0, or 1 if closing itself hangs.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'worker shutting down');
    setTimeout(() => {
      logger.error('worker shutdown took too long; exiting');
      process.exit(1);
    }, (config.shutdownGraceSeconds + 10) * 1000).unref();
    try {
      await app.close();
      logger.info('worker shut down');
      process.exit(0);
    } catch (error) {
      logger.error({ err: (error as Error).message }, 'worker shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

void bootstrap();
