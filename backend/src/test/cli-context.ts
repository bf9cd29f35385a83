import { Test, type TestingModule } from '@nestjs/testing';
import { CliModule } from '../app/cli.module.js';
import { AppConfig } from '../infra/config/app-config.js';

/** The CLI's application context (what `cli/dist/main.js` boots) on this run's database and Redis prefix. */
export async function createTestCliContext(env: Record<string, string> = {}): Promise<TestingModule> {
  const config = new AppConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });
  const context = await Test.createTestingModule({ imports: [CliModule] }).overrideProvider(AppConfig).useValue(config).compile();
  context.useLogger(['error', 'warn']);
  return context.init();
}
