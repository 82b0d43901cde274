import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

/**
 * The dependency rules of docs/architecture (one direction only), enforced here rather than remembered:
 * machines are pure; nothing imports routes; the server sees only machines and the API contracts.
 */
const browserOnly = ['react', 'react-dom', 'react-dom/*', '@xstate/react', '@tanstack/*', '@chakra-ui/*', '@emotion/*', 'ofetch'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'docs/**', 'tests/e2e/.artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/machines', from: './src', except: ['./machines', './api/contracts'], message: 'Machines import only xstate and the API contracts.' },
            { target: './src/api/contracts', from: './src', except: ['./api/contracts'], message: 'Contracts are shared with the server and import nothing else.' },
            { target: ['./src/features', './src/api', './src/app', './src/machines', './server', './tests/unit', './tests/machines', './tests/server'], from: './src/routes', message: 'Nothing imports routes.' },
            { target: './server', from: './src', except: ['./machines', './api/contracts'], message: 'The server imports only src/machines and src/api/contracts.' },
            { target: './src', from: './server', message: 'The browser never imports the server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...browserOnly, 'node:*', 'fs', 'path', 'crypto'], message: 'Machines are pure: no React, DOM, fetch or Node.' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'process', 'setTimeout', 'setInterval'],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: browserOnly, message: 'The server does not use browser packages.' }] }],
    },
  },
);
