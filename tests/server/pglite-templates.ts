import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/src/db/database';
import { seed } from '../../server/src/db/seed';
import { fakeClock } from './fake-clock';

/**
 * Global setup of the server suite on PGlite: one database migrated, and one migrated and seeded, each dumped to a
 * file once per run. Every test app opens a copy (tests/server/helpers.ts): the same database that migrating and
 * seeding a new one gives, without PGlite's several-second initdb in every test file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'youshi-pglite-templates-'));
  const paths = { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') };
  const database = await openPglite();
  await database.migrate();
  writeFileSync(paths.migrated, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await seed(database.db, fakeClock().now);
  writeFileSync(paths.seeded, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplates', paths);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: { migrated: string; seeded: string };
  }
}
