import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // Frontend: features never import each other; shared code lives in components/, api/, app/.
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/features/', message: 'No cross-feature imports; move shared code to components/ or app/.' }] },
      ],
    },
  },
);
