import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the PostgreSQL server behind `adminUrl` (CREATE / DROP DATABASE cannot run in a pool). */
async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database on the server behind `adminUrl`, for one test file or one browser run, and the
 * way to drop it again. The server suite and the browser tests share this, so both clean up the same way.
 */
export async function createTempDatabase(adminUrl: string, prefix: string, template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // A template is copied file by file (no statement replayed): how every server test gets its seeded database quickly.
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
