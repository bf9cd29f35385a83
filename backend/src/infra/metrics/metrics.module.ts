import { Global, Module } from '@nestjs/common';
import { MetricsEndpoint } from './metrics-endpoint.service.js';
import { MetricsService } from './metrics.service.js';

/** The process's metrics: every process that counts something (api, worker, CLI) imports this. */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}

/** Serves them on METRICS_PORT: the api and the worker only (a CLI run must not take the port). */
@Module({ providers: [MetricsEndpoint] })
export class MetricsEndpointModule {}
