import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; images and fonts in our build are compressed formats already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the compressed file plus its headers would not save a round trip's worth of bytes. */
const minBytes = 1024;

/** Every compressible file under `dir`, recursively. */
function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (compressible.test(entry.name) && statSync(path).size >= minBytes) yield path;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside each built file, once at build time, as a CDN
 * would keep them: the server (server/src/http/static-site.ts) then sends the one the browser's Accept-Encoding prefers without
 * compressing anything per request. Brotli at quality 11 is too slow per request and ~15 % smaller than gzip.
 */
async function precompressDirectory(dir: string): Promise<void> {
  // zlib's async calls run on libuv's thread pool, so the files are compressed on every core at once.
  await Promise.all(
    [...filesUnder(dir)].map(async (path) => {
      const content = await readFile(path);
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
      await writeFile(`${path}.br`, await brotli(content, { params }));
      await writeFile(`${path}.gz`, await gzipped(content, { level: 9 }));
    }),
  );
}

/** The Vite plugin that runs precompressDirectory on the build's output, after every file is written. */
function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'youshi-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressDirectory(outDir),
  };
}

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
    // Server test files share their worker's modules (docs/adr/0030): each file builds its own app on its own
    // database, and importing the server afresh for each of ~70 files cost about 3 s of a core each. A file that
    // replaces a module (vi.mock) imports what uses it after vi.resetModules() (tests/server/attempt-bursts.test.ts).
    isolate: false,
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
  // Hashed files are written beside their .br and .gz at build; the server sends them as they are (static-site.ts).
  plugins: [react(), precompressPlugin()],
  // Files copied as they are to the build's root; src/public/zod-jitless.js runs before the app (docs/adr/0019).
  publicDir: 'src/public',
  // /guarantee/issue/page2 is the one call of the spec outside /api.
  server: { port: 5173, strictPort: true, proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/guarantee': `http://127.0.0.1:${apiPort}`, '/uploads': `http://127.0.0.1:${apiPort}` } },
  build: {
    outDir: 'dist',
    manifest: true,
    // The largest chunks are Mermaid's (the 流程 view, loaded on demand) and the entry, ≈650 kB each before gzip;
    // the warning marks growth beyond that. tests/unit/bundle-budget.test.ts holds the entry and every route to a budget.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Our own modules (src/, not a package's src/) do nothing on import but define things, as package.json's
      // "sideEffects": false says of a package: a module none of whose exports is used is left out, e.g. the order
      // machines behind the orders feature's index when a page uses only its RecentDeals.
      treeshake: { moduleSideEffects: [{ test: /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // Everything the entry imports statically goes into the entry's own chunk: each route loads it anyway, and one
        // file compresses ~10 KB smaller than the dozen shared chunks it would otherwise be split into.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    globals: true,
    // One worker per core: Vitest's default leaves one core free, which on CI's two cores means a single worker.
    maxWorkers: '100%',
    projects: [
      // The browser's code runs in a zone far from China (UTC-8/-7, a different day from China's for 15-16 hours of
      // each day): every date the product shows or filters by must be China time whatever the zone (format.ts).
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/docs/**/*.test.ts'], environment: 'node', env: { TZ: 'America/Los_Angeles' }, testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'America/Los_Angeles' },
          setupFiles: ['tests/ui/setup.ts'],
          // One module graph and one jsdom per worker, not per file (docs/adr/0030): the 36 files took twice as long
          // importing React, Chakra and the app again each. setup.ts clears what a file could leave behind.
          isolate: false,
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
              ['tests/server/postgres-templates.ts'],
              Boolean(process.env.TEST_REDIS_URL),
            ),
          ]
        : []),
      ...(process.env.E2E === '1' ? [e2eProject] : []),
    ],
  },
});
