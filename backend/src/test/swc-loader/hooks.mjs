// Node module hooks that run this package's TypeScript sources in a plain `node` child process (real
// api and worker processes a test can start and kill), compiled by swc with the same options as Jest's transform.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';
import { SWC_OPTIONS } from '../../../swc-options.js';

const OPTIONS = { ...SWC_OPTIONS, sourceMaps: 'inline' };

const BACKEND_CLI_SOURCE = new URL('../../app/cli.ts', import.meta.url).href;

/** `./x.js` in our NodeNext sources names `./x.ts`; the CLI's sources (cli/src) get the backend's sources, not its build. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@walkden/backend/cli' && context.parentURL?.endsWith('.ts')) return nextResolve(BACKEND_CLI_SOURCE, context);
  // The contract's sources too (its "source" export), not its build.
  if (specifier.startsWith('@walkden/contract/')) return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'source'] });
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith('.') || specifier.startsWith('file:') || specifier.startsWith('/');
    if (!relative || !specifier.endsWith('.js') || !context.parentURL?.endsWith('.ts')) throw error;
    return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = await swc.transform(await readFile(filename, 'utf8'), { ...OPTIONS, filename });
  return { format: 'module', source: code, shortCircuit: true };
}
