// `node --import ./register-ts.mjs file.ts` runs a TypeScript source of this package (see ts-loader-hooks.mjs).
import { register } from 'node:module';

register('./ts-loader-hooks.mjs', import.meta.url);
