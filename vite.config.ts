import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to a running `npm run serve` (API_PORT, default 3000); `npm start` serves both itself.
const apiPort = process.env.API_PORT ?? '3000';

/**
 * One test runner, several projects: pure code and machines in Node, the browser's components in jsdom, the server
 * suite once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL. The browser (e2e) project runs
 * only through `npm run test:e2e` (E2E=1), because it builds the app and starts a real server. The *.redis.test.ts
 * files (the Redis limit store, two server instances sharing it) need PostgreSQL and Redis: they run in the PostgreSQL
 * project when TEST_REDIS_URL is set too, and are not collected otherwise (rather than collected and skipped).
 */
const redisTests = 'tests/server/**/*.redis.test.ts';
// *.postgres-only.test.ts (the production start on an empty PostgreSQL database) run in the PostgreSQL project only.
const postgresOnlyTests = 'tests/server/**/*.postgres-only.test.ts';
const serverProject = (name: string, env: Record<string, string>, globalSetup: string[] = [], withRedis = false) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(withRedis ? [] : [redisTests]), ...(env.TEST_DB === 'postgres' ? [] : [postgresOnlyTests])],
    environment: 'node',
    env,
    globalSetup,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const e2eProject = {
  extends: true as const,
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
};

export default defineConfig({
  plugins: [react()],
  // Files copied as they are to the build's root; src/public/zod-jitless.js runs before the app (docs/adr/0019).
  publicDir: 'src/public',
  // /guarantee/issue/page2 is the one call of the spec outside /api.
  server: { port: 5173, strictPort: true, proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/guarantee': `http://127.0.0.1:${apiPort}` } },
  // The whole app is one ≈950 kB chunk today (npm run bench tracks it); the warning marks growth beyond that.
  build: { outDir: 'dist', manifest: true, chunkSizeWarningLimit: 1000 },
  test: {
    globals: true,
    // One worker per core: Vitest's default leaves one core free, which on CI's two cores means a single worker.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/docs/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
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
      // Every PGlite test app is a copy of one migrated, seeded database made once per run (its initdb takes seconds).
      serverProject('server-pglite', { TEST_DB: 'pglite' }, ['tests/server/pglite-templates.ts']),
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject(
              'server-postgres',
              {
                TEST_DB: 'postgres',
                TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
                ...(process.env.TEST_REDIS_URL ? { TEST_REDIS_URL: process.env.TEST_REDIS_URL } : {}),
              },
              [],
              Boolean(process.env.TEST_REDIS_URL),
            ),
          ]
        : []),
      ...(process.env.E2E === '1' ? [e2eProject] : []),
    ],
  },
});
