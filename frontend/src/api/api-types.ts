import type { components } from './schema';

/**
 * A response or request body as the backend's OpenAPI document describes it: `ApiSchema<'OrderResponseDto'>`.
 * schema.ts is generated (npm run api:types); features name these types, never copy them.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
