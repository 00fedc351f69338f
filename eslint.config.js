import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A `no-restricted-imports` block: `limits` alternates import patterns and the reason they are refused. */
function boundary(files, limits, ignores = []) {
  const patterns = [];
  for (let i = 0; i < limits.length; i += 2) patterns.push({ group: limits[i], message: limits[i + 1] });
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const serverLimits = [['**/app/**', '**/design-system/**', '**/stories/**'], 'server must not depend on the web app.'];

export default tseslint.config(
  {
    ignores: [
      'dist*/**',
      'dist-docs/**',
      'storybook-static*/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data*/**',
      '.tmp*/**',
      '.cache/**',
      'api-spec/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.tsx', 'design-system/**/*.tsx', 'stories/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/**/*-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Each layer on its floor (README, "Layout"): dependencies point one way, app → design-system,
  // app → api-spec, server → api-spec, and app, design-system and server → shared (rules both sides
  // apply, importing nothing of theirs); inside the server, http → domain.
  // A later block for the same files replaces an earlier one's list, so each block names all its limits.
  boundary(['api-spec/**/*.{ts,tsx}'], [
    ['**/app/**', '**/server/**', '**/design-system/**', '**/shared/**', '**/stories/**'],
    'api-spec holds the contract, its generated types and the typed client: it imports nothing of the app, the server or the design system.',
  ]),
  boundary(['shared/**/*.{ts,tsx}'], [
    ['**/app/**', '**/server/**', '**/design-system/**', '**/api-spec/**', '**/stories/**'],
    'shared/ holds rules the app and the server both apply: it imports neither of them.',
  ]),
  boundary(['design-system/**/*.{ts,tsx}'], [
    ['**/app/**', '**/api-spec/**', '**/server/**'],
    'design-system must not depend on app, api-spec or server (shared/ rules, such as time zones, it may use).',
  ]),
  boundary(['app/**/*.{ts,tsx}'], [
    ['**/server/**'],
    'the app talks to the server through the API client (app/api), never by importing it.',
    ['**/stories/**'],
    'stories show the app; the app does not depend on them.',
  ]),
  boundary(['server/**/*.ts'], [...serverLimits]),
  boundary(['server/domain/**/*.ts'], [
    ...serverLimits,
    ['**/http/**', '**/http'],
    'a domain module raises domain errors (server/domain/errors.ts) and knows nothing of HTTP: server/http maps them.',
  ]),
  // Test support is for tests (and benches), never for the code it tests.
  boundary(
    ['server/**/*.ts'],
    [...serverLimits, ['**/test/**', '../test', './test'], 'test support (server/test/) is imported by tests only.'],
    ['server/**/*.test.ts', 'server/test/**'],
  ),
  boundary(
    ['server/domain/**/*.ts'],
    [
      ...serverLimits,
      ['**/http/**', '**/http'],
      'a domain module raises domain errors (server/domain/errors.ts) and knows nothing of HTTP: server/http maps them.',
      ['**/test/**', '../test'],
      'test support (server/test/) is imported by tests only.',
    ],
    ['server/**/*.test.ts'],
  ),
  ...storybook.configs['flat/recommended'],
);
