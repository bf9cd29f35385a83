import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { completeOpenApiDocument, ErrorResponseDto } from '../infra/http/api-errors.js';
import { ApiModule } from './api.module.js';
import { PageDataDto } from './page-data.dto.js';

/** Every route but the probes lives under /api. */
export const API_PREFIX = 'api';
export const API_PREFIX_OPTIONS = { exclude: ['health/live', 'health/ready', 'robots.txt', 'sitemap.xml'] };

/**
 * The OpenAPI document the api serves at /api/docs/openapi.json. With `ssrContract`, it also lists
 * PageDataDto: no endpoint answers it (it is the SSR data contract handed to the frontend's render),
 * so only the document the frontend's API types come from carries it.
 */
export function createOpenApiDocument(app: INestApplication, options: { ssrContract?: boolean } = {}): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Walkden Kitchen API')
    .setDescription('Menu, cart, checkout, bookings, accounts and staff administration.')
    .setVersion('1')
    // Not open source: the API is offered on the site's own terms, like the rest of the service.
    .setLicense('Proprietary, under the Terms of Service', '/terms-of-service')
    .build();
  const extraModels = options.ssrContract ? [PageDataDto, ErrorResponseDto] : [ErrorResponseDto];
  return completeOpenApiDocument(SwaggerModule.createDocument(app, config, { extraModels }));
}

/**
 * The same document without a database, Redis or a listening server: Nest's preview mode reads the
 * module graph and the route metadata without creating any provider.
 */
export async function createOpenApiDocumentOffline(options: { ssrContract?: boolean } = {}): Promise<OpenAPIObject> {
  const app = await NestFactory.create(ApiModule, { preview: true, logger: false, abortOnError: false });
  try {
    app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
    return createOpenApiDocument(app, options);
  } finally {
    await app.close();
  }
}
