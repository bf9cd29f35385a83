import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ShutdownState } from '../http/graceful-shutdown.js';
import { REDIS } from '../redis/redis.constants.js';
import { ApiErrors } from '../http/api-errors.js';
import { NoQueryParameters } from '../http/no-query-parameters.js';
import { LiveResponseDto, ReadyResponseDto } from './health.dto.js';

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
@NoQueryParameters()
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
  @ApiOkResponse({ type: LiveResponseDto })
  live(): LiveResponseDto {
    return { status: 'ok' };
  }

  /** Ready to take traffic: not shutting down, and PostgreSQL and Redis both answer. */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness probe: PostgreSQL and Redis answer' })
  @ApiOkResponse({ type: ReadyResponseDto, description: 'Ready: not shutting down, and PostgreSQL and Redis answered within 2 s' })
  @ApiErrors({ status: 503, description: 'A dependency does not answer (details.checks says which)' })
  async ready(): Promise<ReadyResponseDto> {
    // Shutting down: load balancers take this replica out while it finishes what it has.
    if (this.shutdown.draining) throw new ServiceUnavailableException({ message: 'Not ready', checks: { process: 'shutting down' } });
    const answers = (promise: Promise<unknown>) =>
      withTimeout(promise, 2000).then(
        () => 'up',
        (error: Error) => `down: ${error.message}`,
      );
    const database = await answers(this.dataSource.query('SELECT 1'));
    const redis = await answers(this.redis.ping());
    if (database !== 'up' || redis !== 'up') throw new ServiceUnavailableException({ message: 'Not ready', checks: { database, redis } });
    return { status: 'ok', checks: { database, redis } };
  }
}
