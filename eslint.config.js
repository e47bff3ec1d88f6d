// One lint setup for every package; `npm test` runs it (with prettier --check).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const frameworkFree = {
  group: ['node:*', 'react', 'react-dom', '@storefront/*'],
  message: 'core is framework-free and depends on no package of ours',
};
// core's src/testing/ (fakes, the model-test harness) is not built: only tests import it.
const testOnly = {
  group: ['**/testing/*', '@storefront/core/testing/*'],
  message: "core's src/testing/ is test-only and not built: import it from tests only",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'packages/web/styled-system/**',
      'packages/core/src/api/schema.gen.ts',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // core runs unchanged in a browser and in Node: no node: imports, no DOM.
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [frameworkFree],
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/core/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [frameworkFree, testOnly] }] },
  },
  {
    files: ['packages/{cli,web}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testOnly] }] },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
