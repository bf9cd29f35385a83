// Jest runs in native ESM mode (MUI, Emotion and React Router load as ES modules), transpiling TSX with swc.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'es6' },
};

export default {
  rootDir: 'src',
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    // The contract's sources, not its build (contract/package.json "source" export).
    '^@walkden/contract/(.*)$': '<rootDir>/../../contract/src/$1.ts',
    // The contract's files import their siblings as './x.js'.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css|less|scss)$': '<rootDir>/test/style-stub.js',
    '\\.(png|jpe?g|gif|webp|avif|svg)$': '<rootDir>/test/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testTimeout: 20000,
  // jsdom timers left by MUI transitions can keep the process alive after the last test; never hang CI on them.
  forceExit: true,
};
