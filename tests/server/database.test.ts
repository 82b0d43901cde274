import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../server/src/db/database';

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
