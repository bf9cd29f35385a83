import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createOpenApiDocumentOffline } from './openapi.js';

/** The frontend's API types, generated from this backend's OpenAPI document and committed. */
export const API_TYPES_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../frontend/src/api/schema.ts');

const HEADER = `/*
 * Generated from the backend's OpenAPI document by \`npm run api:types\`. Do not edit by hand:
 * change the backend's DTOs (@ApiProperty) and run it again. \`make test\` fails while this is stale.
 */
`;

/** The TypeScript openapi-typescript writes for the document (a development dependency, loaded on demand). */
export async function generateApiTypes(document: OpenAPIObject): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(document as never, { alphabetize: true });
  return HEADER + astToString(ast);
}

export async function currentApiTypes(): Promise<string> {
  return generateApiTypes(await createOpenApiDocumentOffline({ ssrContract: true }));
}

export async function committedApiTypes(): Promise<string> {
  return readFile(API_TYPES_FILE, 'utf8');
}

// `node backend/dist/app/api-types.js` (npm run api:types) rewrites the committed file.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await import('reflect-metadata');
  await writeFile(API_TYPES_FILE, await currentApiTypes());
  console.log(`Wrote ${API_TYPES_FILE}`);
}
