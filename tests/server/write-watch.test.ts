import { eq, sql } from 'drizzle-orm';
import type { OpenDatabase } from '../../server/src/db/database';
import { sessions, sysSettings, users } from '../../server/src/db/schema';
import { freshDatabase } from './helpers';

/**
 * The read cache is only as right as the database layer's word that something may have changed (docs/adr/0020):
 * every write, outside a transaction and in one, on PGlite and PostgreSQL, and whether it may have touched a member.
 */
let database: OpenDatabase;
let seen: boolean[];
beforeAll(async () => {
  database = await freshDatabase(true);
  database.watchWrites((touchesMembers) => seen.push(touchesMembers));
});
beforeEach(() => (seen = []));
afterAll(() => database.close());

describe('watching writes', () => {
  it('hears nothing of reads', async () => {
    await database.db.select().from(users).limit(1);
    await database.db.execute(sql`with n as (select 1 as one) select one from n`);
    expect(seen).toEqual([]);
  });

  it('hears a write outside a transaction before it is sent and after it has run', async () => {
    await database.db.insert(sysSettings).values({ key: 'probe-outside', value: 1 });
    expect(seen).toEqual([false, false]);
  });

  it('hears a member write as one, from raw SQL too', async () => {
    await database.db.update(users).set({ personalScore: 1 }).where(eq(users.id, -1));
    await database.db.execute(sql`update sessions set revoked_at = null where id = -1`);
    expect(seen).toEqual([true, true, true, true]);
  });

  it('hears the end of a transaction, with whether any of its statements touched a member', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(sysSettings).values({ key: 'probe-inside', value: 1 });
      await tx.update(sessions).set({ revokedAt: null }).where(eq(sessions.id, -1));
    });
    // Each write as it is sent, then the transaction's end, which touched a member.
    expect(seen).toEqual([false, true, true]);
    seen = [];
    await database.db.transaction(async (tx) => {
      await tx.insert(sysSettings).values({ key: 'probe-plain', value: 1 });
    });
    expect(seen).toEqual([false, false]);
  });

  it('hears the end of a transaction that failed, and tells apart two running at once', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.update(users).set({ personalScore: 2 }).where(eq(users.id, -1));
      throw new Error('changed my mind');
    });
    const plain = database.db.transaction(async (tx) => {
      await tx.insert(sysSettings).values({ key: 'probe-parallel', value: 1 });
    });
    await expect(failing).rejects.toThrow('changed my mind');
    await plain;
    // The member write and the end of its (failed) transaction; the other write and the end of its own. Which runs
    // first is the database's business (PGlite runs one transaction at a time), but no end is taken for the other's.
    expect(seen.filter(Boolean)).toHaveLength(2);
    expect(seen.filter((touched) => !touched)).toHaveLength(2);
  });
});
