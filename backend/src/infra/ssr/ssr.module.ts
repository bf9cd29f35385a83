import { Global, Module } from '@nestjs/common';
import { SsrPrefetchService } from './ssr-prefetch.service.js';
import { SsrService } from './ssr.service.js';

@Global()
@Module({ providers: [SsrService, SsrPrefetchService], exports: [SsrService, SsrPrefetchService] })
export class SsrModule {}
