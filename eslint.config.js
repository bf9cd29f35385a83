import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Frontend layers: features/<name> import the shared layers and never each other; shared layers
// import no feature; the app (router, layout, store) composes features. Paths resolve from the repo root.
const FRONTEND = 'frontend/src';
const frontendFeatures = readdirSync(new URL(`./${FRONTEND}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const frontendSharedLayers = ['shared', 'components', 'api', 'theme'].map((layer) => `${FRONTEND}/${layer}`);
const featureZones = frontendFeatures.map((feature) => ({
  target: `${FRONTEND}/features/${feature}`,
  from: `${FRONTEND}/features`,
  except: [`./${feature}`],
  message: 'Features never import each other: move what both need to shared/, or let the app compose them.',
}));
const sharedZones = [
  {
    target: frontendSharedLayers,
    from: `${FRONTEND}/features`,
    message: 'Shared code never imports a feature.',
  },
  {
    target: frontendSharedLayers,
    from: `${FRONTEND}/app`,
    // The typed store hooks need the store's types.
    except: ['./store.ts'],
    message: 'Shared code never imports the app.',
  },
];
const featureToAppZone = {
  target: `${FRONTEND}/features`,
  from: `${FRONTEND}/app`,
  message: 'Features never import the app; the app composes features (shared/ holds what they share).',
};
// The frontend and the api share one contract: the import-free package @walkden/contract (contract/src)
// and the generated API types (frontend/src/api/schema.ts). Never the backend's source, by any path.
const backendZone = {
  target: FRONTEND,
  from: 'backend',
  message: 'The frontend imports only the contract (@walkden/contract) and the generated schema (api/schema.ts), never backend source.',
};
const frontendImportSettings = {
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', performance: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Benchmarks hand functions to the browser (Playwright's evaluate and addInitScript), which run there.
    files: ['bench/**/*.mjs'],
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', requestAnimationFrame: 'readonly', PerformanceObserver: 'readonly', MutationObserver: 'readonly' },
    },
  },
  {
    // Backend: infra/ is the plumbing every module builds on, so it never imports a module or the app
    // that composes them. Where infra needs a module's concept, infra declares an interface and the
    // module implements it (infra/realtime/socket-auth.ts). Proven by backend/src/infra/infra-boundary.spec.ts.
    files: ['backend/src/infra/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(modules|app)/', message: 'infra/ must not import modules/ or app/; declare an interface in infra and implement it in the module.' }] },
      ],
    },
  },
  {
    // Backend: every promise is awaited, returned or deliberately voided (`void x; // why`): a
    // forgotten one loses its error and its ordering (typed lint, the backend's own tsconfig).
    files: ['backend/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Backend: a module reaches another module through its exported service, never its repository.
    files: ['backend/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(\\.\\./)?[^.][^/]*/.*\\.repository\\.js$', message: 'Use the other module\'s service, not its repository.' }] },
      ],
    },
  },
  {
    // Frontend layers (see FRONTEND above). An import the resolver cannot find is not checked, so the
    // resolver knows .ts/.tsx; frontend/src/app/layers.test.ts proves the rule fires.
    files: [`${FRONTEND}/**/*.{ts,tsx}`],
    ...frontendImportSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...featureZones, ...sharedZones, featureToAppZone, backendZone] }],
      // The same for the backend's package name, which the path zone cannot see through node_modules.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@walkden/backend(/|$)', message: backendZone.message }] }],
    },
  },
  {
    // A feature's tests may build the app's store and routes around it; features stay apart there too.
    files: [`${FRONTEND}/**/*.test.{ts,tsx}`],
    ...frontendImportSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...featureZones, ...sharedZones, backendZone] }],
    },
  },
);
