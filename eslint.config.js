// Correctness and architecture, not style (Prettier owns style). Import boundaries follow
// ARCHITECTURE.md: domain and engine import neither web nor server; web never imports server.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.react-router/**',
      'node_modules/**',
      '.ci-out/**',
      'test-results/**',
      'playwright-report/**',
      'shots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            boundary('./src/domain', './src/web', 'domain must not import web code'),
            boundary('./src/domain', './src/server', 'domain must not import server code'),
            boundary('./src/domain', './src/engine', 'domain must not import the engine'),
            boundary('./src/engine', './src/web', 'the engine must not import web code'),
            boundary('./src/engine', './src/server', 'the engine must not import server code'),
            boundary('./src/web', './src/server', 'web must never import server code'),
            boundary('./src/server', './src/web', 'the server serves built pages, not web source'),
          ],
        },
      ],
    },
    settings: {
      // PGlite ships one minified 500 KB chunk that overflows the parser's stack; its exports
      // need no checking.
      'import-x/ignore': ['node_modules/@electric-sql/pglite'],
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  {
    files: ['src/domain/**', 'src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: 'domain/engine are pure: no React' },
            { group: ['node:*'], message: 'domain/engine run in the browser too: no node:*' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'domain/engine take settings as arguments' },
        { name: 'fetch', message: 'domain/engine do no I/O' },
        { name: 'localStorage', message: 'domain/engine do no I/O' },
        { name: 'window', message: 'domain/engine are environment-free' },
      ],
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.server', '**/*.server.ts'], message: 'server-only module' },
            { group: ['node:*'], message: 'web code runs in the browser' },
            { group: ['react-i18next'], message: 'use src/web/i18n/i18n-context.tsx' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback: not a React hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
);
