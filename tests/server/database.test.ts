import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like, sql } from 'drizzle-orm';
import { openPglite } from '../../server/src/db/database';
import { sysSettings } from '../../server/src/db/schema';

// A fresh clone has no ./data: the embedded database must create its whole folder path (npm start failed without it).
it('opens PGlite in a folder path that does not exist yet, and migrates it', async () => {
  const root = mkdtempSync(join(tmpdir(), 'youshi-db-'));
  try {
    const database = await openPglite(join(root, 'data', 'pglite'));
    await database.migrate();
    await database.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// The server tests start every app from a copy of one migrated, seeded database (tests/server/helpers.ts).
it('opens a copy of a PGlite database from its dump: the same rows, and changes to one never reach the other', async () => {
  const original = await openPglite();
  await original.migrate();
  await original.db.execute(sql`insert into sys_settings (key, value) values ('probe', '1'::jsonb)`);
  const copy = await openPglite(undefined, await original.dump!());
  try {
    const read = async (database: typeof original) =>
      (await database.db.select({ key: sysSettings.key }).from(sysSettings).where(like(sysSettings.key, 'probe%')).orderBy(sysSettings.key)).map((r) => r.key);
    expect(await read(copy)).toEqual(['probe']);
    await copy.db.execute(sql`insert into sys_settings (key, value) values ('probe-copy', '1'::jsonb)`);
    await original.db.execute(sql`insert into sys_settings (key, value) values ('probe-original', '1'::jsonb)`);
    expect(await read(copy)).toEqual(['probe', 'probe-copy']);
    expect(await read(original)).toEqual(['probe', 'probe-original']);
  } finally {
    await copy.close();
    await original.close();
  }
});
