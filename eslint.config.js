import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The dependency rules of the architecture (one direction only), enforced here rather than remembered:
 * machines are pure; contracts import nothing of ours; nothing imports routes (except the router's own files and the
 * UI tests that render it); the server sees only machines and the API contracts; the browser never sees the server.
 *
 * ESLint's own no-restricted-imports does this (docs/adr/0001): eslint-plugin-import-x pulls in a native resolver
 * whose other-platform builds this registry lacks, which breaks `npm ci`. Each folder's block lists all of its
 * restrictions, because a later block replaces an earlier one's options for the same rule.
 */
const browserOnly = ['react', 'react-dom', 'react-dom/*', '@xstate/react', '@tanstack/*', '@chakra-ui/*', '@emotion/*', 'ofetch', 'msw', 'msw/*'];
const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https'];

const noRoutes = { regex: '(^|/)routes(/|$)', message: 'Nothing imports routes.' };
const noServer = { regex: '(^|/)server(/|$)', message: 'The browser never imports the server.' };
const restrict = (...patterns) => ['error', { patterns }];
const featureEntryOnly = {
  regex: '^\\.\\./(?!shared/|\\.\\./)[a-z-]+/',
  message: 'Another feature is imported through its public entry (../feature), not a file inside it.',
};
const untypedNavigation = {
  name: '@tanstack/react-router',
  importNames: ['Link', 'useNavigate'],
  message: 'Link and navigate to a page of the site map with SiteLink, AppLink or useAppNavigate (../site): a wrong path fails tsc.',
};
const sharedImportsNoFeature = { regex: '^\\.\\./(?!\\.\\./)', message: 'Shared UI imports no feature.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'docs/**', 'tests/e2e/.artifacts/**', '.ci/out/**'] },
  ...tseslint.configs.recommended,
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noRoutes, noServer) },
  },
  {
    // The rules of hooks and their dependencies. The plugin's React Compiler rules are left out: this app is not
    // compiled by it, and they misread machine effects that close over refs as reads during render.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRoutes, noServer, featureEntryOnly], paths: [untypedNavigation] }] },
  },
  {
    // The typed twins of the router's Link and useNavigate (their `to` is a page of the site map) are made here.
    files: ['src/features/site/site-link.tsx', 'src/features/site/use-app-navigate.ts'],
    rules: { 'no-restricted-imports': restrict(noRoutes, noServer, featureEntryOnly) },
  },
  {
    files: ['src/features/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRoutes, noServer, sharedImportsNoFeature], paths: [untypedNavigation] }] },
  },
  {
    files: ['tests/unit/**', 'tests/machines/**', 'tests/server/**'],
    rules: { 'no-restricted-imports': restrict(noRoutes) },
  },
  {
    // The router's own files, the entry point that mounts it, and the UI tests that render it.
    files: ['src/routes/**', 'src/main.tsx', 'tests/ui/**'],
    rules: { 'no-restricted-imports': restrict(noServer) },
  },
  {
    files: ['src/api/contracts/**'],
    rules: {
      'no-restricted-imports': restrict({ regex: '^\\.\\./', message: 'Contracts are shared with the server and import nothing else of ours.' }),
    },
  },
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-imports': restrict(
        { group: [...browserOnly, ...nodeBuiltins], message: 'Machines are pure: no React, DOM, fetch or Node.' },
        { regex: '^\\.\\./(?!api/contracts/)', message: 'Machines import only xstate, each other and the API contracts.' },
      ),
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'process', 'setTimeout', 'setInterval'],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict(
        { group: browserOnly, message: 'The server does not use browser packages.' },
        { regex: '^(\\.\\./)+src/(?!machines/|api/contracts/)', message: 'The server imports only src/machines and src/api/contracts.' },
      ),
    },
  },
);
