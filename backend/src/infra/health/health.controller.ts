import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ShutdownState } from '../http/graceful-shutdown.js';
import { REDIS } from '../redis/redis.constants.js';
import { ApiErrors } from '../http/api-errors.js';

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
    private readonly shutdown: ShutdownState,
  ) {}

  /** The process is up; says nothing about its dependencies. */
  @Get('live')
  @ApiOperation({ summary: 'Liveness probe: the process is up' })
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Ready to take traffic: not shutting down, and PostgreSQL and Redis both answer. */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness probe: PostgreSQL and Redis answer' })
  @ApiErrors({ status: 503, description: 'A dependency does not answer (details.checks says which)' })
  async ready(): Promise<{ status: 'ok'; checks: Record<string, 'up'> }> {
    // Shutting down: load balancers take this replica out while it finishes what it has.
    if (this.shutdown.draining) throw new ServiceUnavailableException({ message: 'Not ready', checks: { process: 'shutting down' } });
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
