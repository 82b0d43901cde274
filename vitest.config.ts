import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One runner, several projects: pure code and machines in Node, the browser's components in jsdom, and the server
 * suite once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30_000,
        },
      },
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL })]
        : []),
    ],
  },
});
