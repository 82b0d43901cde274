import { defineConfig } from 'drizzle-kit';

// One set of migrations for PGlite and PostgreSQL (docs/adr/0002): `npm run db:generate` after editing the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
