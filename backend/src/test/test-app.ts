import { createServer } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DiscoveryModule } from '@nestjs/core';
import { Test, type TestingModule } from '@nestjs/testing';
import { ApiModule } from '../app/api.module.js';
import { configureApp } from '../app/configure-app.js';
import { AppConfig } from '../infra/config/app-config.js';
import { createExpressAdapter } from '../infra/http/express-adapter.js';

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  config: AppConfig;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real api (same modules, same pipeline as main.ts) on a free loopback port. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const config = new AppConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [ApiModule, DiscoveryModule] }).overrideProvider(AppConfig).useValue(config).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(createExpressAdapter(), { rawBody: true, logger: ['error', 'warn'] });
  configureApp(app);
  await app.listen(port, '127.0.0.1');
  return { app, url: config.publicUrl, config, close: () => app.close() };
}

/** The worker process (BullMQ consumers, schedules) in-process, with the same configuration. */
export async function createTestWorker(config: AppConfig): Promise<{ close(): Promise<void> }> {
  const { WorkerModule } = await import('../app/worker.module.js');
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).overrideProvider(AppConfig).useValue(config).compile();
  const worker = moduleRef.createNestApplication({ logger: ['error', 'warn'] });
  await worker.init();
  return { close: () => worker.close() };
}

/**
 * The api's modules plus the worker's SMTP sender, with no queue consumers: a test calls the
 * send-email handler itself, one attempt at a time.
 */
export async function createTestMailSender(config: AppConfig): Promise<{ get: TestingModule['get']; close(): Promise<void> }> {
  const { MailSenderModule } = await import('../infra/mail/mail.module.js');
  const moduleRef = await Test.createTestingModule({ imports: [ApiModule, MailSenderModule] }).overrideProvider(AppConfig).useValue(config).compile();
  await moduleRef.init();
  return { get: moduleRef.get.bind(moduleRef), close: () => moduleRef.close() };
}
