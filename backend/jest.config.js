// Jest runs in native ESM mode (NestJS 12 ships ESM only), transpiling TypeScript with swc.
import { SWC_OPTIONS as swc } from './swc-options.js';

export default {
  rootDir: 'src',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    // The contract's sources, not its build (contract/package.json "source" export); its specs run here too.
    '^@walkden/contract/(.*)$': '<rootDir>/../../contract/src/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  roots: ['<rootDir>', '<rootDir>/../../contract/src'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // BullMQ and ioredis keep sockets half-open for a moment after close; never let that hang CI.
  forceExit: true,
};
