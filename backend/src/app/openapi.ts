import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { completeOpenApiDocument, ErrorResponseDto } from '../infra/http/api-errors.js';
import { ApiModule } from './api.module.js';
import { PageDataDto } from './page-data.dto.js';

/** Every route but the probes lives under /api. */
export const API_PREFIX = 'api';
export const API_PREFIX_OPTIONS = { exclude: ['health/live', 'health/ready', 'robots.txt', 'sitemap.xml'] };

/** The OpenAPI document the api serves at /api/docs/openapi.json, and the frontend's API types come from. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Walkden Kitchen API')
    .setDescription('Menu, cart, checkout, bookings, accounts and staff administration.')
    .setVersion('1')
    .build();
  // PageDataDto is no endpoint's answer: it is the SSR data contract, listed so the frontend gets its type.
  return completeOpenApiDocument(SwaggerModule.createDocument(app, config, { extraModels: [PageDataDto, ErrorResponseDto] }));
}

/**
 * The same document without a database, Redis or a listening server: Nest's preview mode reads the
 * module graph and the route metadata without creating any provider.
 */
export async function createOpenApiDocumentOffline(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(ApiModule, { preview: true, logger: false, abortOnError: false });
  try {
    app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
