import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../server/src/db/database';
import { seed } from '../../server/src/db/seed';
import { createTempDatabase } from '../temp-postgres';
import { fakeClock } from './fake-clock';

/**
 * Global setup of the server suite on PostgreSQL, as pglite-templates.ts is on PGlite: one database migrated, and one
 * migrated and seeded, made once per run; every test app is a CREATE DATABASE … TEMPLATE copy of one
 * (tests/server/helpers.ts). Seeding replays thousands of statements (the demo's deals are real trades), which every
 * test app would otherwise pay again.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL server suite needs TEST_DATABASE_URL');
  const migrated = await createTempDatabase(adminUrl, 'youshi_template_migrated');
  const seeded = await createTempDatabase(adminUrl, 'youshi_template_seeded');
  for (const [template, withSeed] of [[migrated, false], [seeded, true]] as const) {
    // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openPostgres(template.url);
    try {
      await database.migrate();
      if (withSeed) await seed(database.db, fakeClock().now);
    } finally {
      await database.close();
    }
  }
  project.provide('postgresTemplates', { migrated: migrated.name, seeded: seeded.name });
  return async () => {
    await migrated.drop();
    await seeded.drop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplates: { migrated: string; seeded: string };
  }
}
