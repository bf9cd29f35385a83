// `node --import ./backend/src/test/swc-loader/register.mjs backend/src/main.ts` runs the backend's
// TypeScript sources as they are (no build), compiled by swc with the same options as Jest. For
// tests that need real api and worker processes.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
