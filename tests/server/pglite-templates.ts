import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/src/db/database';
import { seed } from '../../server/src/db/seed';
import { fakeClock } from './fake-clock';

/**
 * Global setup of the server suite on PGlite: one data folder migrated, and one migrated and seeded, made once per
 * run. Every test app opens a copy of one (tests/server/helpers.ts), as the PostgreSQL suite copies template databases:
 * the same database that migrating and seeding a new one gives, without PGlite's initdb and the seed's thousands of
 * statements in every test file. A folder copy opens in about half the time of loading a dump (docs/adr/0030).
 * In memory (/dev/shm) where the machine has it: the copies are written and thrown away within seconds, and all of
 * them go with the templates' folder when the run ends.
 */
const pgliteTestRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(pgliteTestRoot(), 'youshi-pglite-templates-'));
  const paths = { migrated: join(dir, 'migrated'), seeded: join(dir, 'seeded') };
  // Migrated once: the seeded template starts as a copy of the migrated one.
  const migrated = await openPglite(paths.migrated);
  try {
    await migrated.migrate();
  } finally {
    await migrated.close();
  }
  cpSync(paths.migrated, paths.seeded, { recursive: true });
  const seeded = await openPglite(paths.seeded);
  try {
    await seed(seeded.db, fakeClock().now);
  } finally {
    await seeded.close();
  }
  project.provide('pgliteTemplates', paths);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: { migrated: string; seeded: string };
  }
}
