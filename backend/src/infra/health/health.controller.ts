import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.constants.js';

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The process is up; says nothing about its dependencies. */
  @Get('live')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Ready to take traffic: PostgreSQL and Redis both answer. */
  @Get('ready')
  async ready(): Promise<{ status: 'ok'; checks: Record<string, 'up'> }> {
    const checks: Record<string, string> = {};
    await withTimeout(this.dataSource.query('SELECT 1'), 2000).then(
      () => (checks.database = 'up'),
      (error: Error) => (checks.database = `down: ${error.message}`),
    );
    await withTimeout(this.redis.ping(), 2000).then(
      () => (checks.redis = 'up'),
      (error: Error) => (checks.redis = `down: ${error.message}`),
    );
    if (Object.values(checks).some((value) => value !== 'up')) {
      throw new ServiceUnavailableException({ message: 'Not ready', checks });
    }
    return { status: 'ok', checks: checks as Record<string, 'up'> };
  }
}
