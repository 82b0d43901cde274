import { createReadCache } from '../../server/src/db/read-cache';
import { fakeClock } from '../server/fake-clock';

/** A load that counts its calls and can be held open, to put a write in the middle of a read. */
function source(values: string[]) {
  let calls = 0;
  let release: () => void = () => {};
  let held = false;
  return {
    get calls() {
      return calls;
    },
    hold() {
      held = true;
    },
    release: () => release(),
    load: async () => {
      const value = values[Math.min(calls, values.length - 1)]!;
      calls += 1;
      if (held) await new Promise<void>((resolve) => (release = resolve));
      return { value };
    },
  };
}

describe('the read cache', () => {
  it('answers a repeated read from memory until a write, then reads again', async () => {
    const clock = fakeClock();
    const cache = createReadCache(clock.now);
    const db = source(['before', 'after']);
    expect(await cache.read('k', db.load)).toEqual({ value: 'before' });
    expect(await cache.read('k', db.load)).toEqual({ value: 'before' });
    expect(db.calls).toBe(1);
    cache.noteWrite(false);
    expect(await cache.read('k', db.load)).toEqual({ value: 'after' });
    expect(db.calls).toBe(2);
  });

  it('keeps no answer from a read that a write overlapped', async () => {
    const cache = createReadCache(fakeClock().now);
    const db = source(['seen before the write', 'after']);
    db.hold();
    const reading = cache.read('k', db.load);
    cache.noteWrite(false); // a write lands while the read is still running
    db.release();
    expect(await reading).toEqual({ value: 'seen before the write' });
    const fresh = source(['after']);
    expect(await cache.read('k', fresh.load)).toEqual({ value: 'after' });
    expect(fresh.calls).toBe(1);
  });

  it('shares one running read among identical reads, but not across a write', async () => {
    const cache = createReadCache(fakeClock().now);
    const db = source(['one']);
    db.hold();
    const first = cache.read('k', db.load);
    const second = cache.read('k', db.load);
    expect(db.calls).toBe(1);
    cache.noteWrite(false);
    const later = source(['two']);
    const third = cache.read('k', later.load);
    db.release();
    expect(await first).toEqual({ value: 'one' });
    expect(await second).toEqual({ value: 'one' });
    expect(await third).toEqual({ value: 'two' });
  });

  it('keeps a members-only answer (a session) through other writes, and forgets it at a write touching members', async () => {
    const cache = createReadCache(fakeClock().now);
    const sessions = source(['signed in', 'signed out']);
    const market = source(['page 1', 'page 1 after a trade']);
    await cache.read('session', sessions.load, 'members');
    await cache.read('market', market.load);
    cache.noteWrite(false); // a trade: orders, postings…
    expect(await cache.read('session', sessions.load, 'members')).toEqual({ value: 'signed in' });
    expect(await cache.read('market', market.load)).toEqual({ value: 'page 1 after a trade' });
    cache.noteWrite(true); // a logout
    expect(await cache.read('session', sessions.load, 'members')).toEqual({ value: 'signed out' });
    expect(sessions.calls).toBe(2);
  });

  it('forgets an answer after a second on the app clock (time-dependent reads: expiries, deadlines)', async () => {
    const clock = fakeClock();
    const cache = createReadCache(clock.now, { freshMs: 1000 });
    const db = source(['early', 'late']);
    await cache.read('k', db.load);
    clock.advance(999);
    expect(await cache.read('k', db.load)).toEqual({ value: 'early' });
    clock.advance(1);
    expect(await cache.read('k', db.load)).toEqual({ value: 'late' });
  });

  it('keeps no failure, and hands out frozen answers nobody can change for the next reader', async () => {
    const cache = createReadCache(fakeClock().now);
    await expect(cache.read('k', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    const answer = await cache.read('k', async () => ({ rows: [{ price: 100 }] }));
    expect(() => {
      (answer.rows[0] as { price: number }).price = 1;
    }).toThrow(TypeError);
    expect(await cache.read('k', async () => ({ rows: [] }))).toEqual({ rows: [{ price: 100 }] });
  });

  it('holds at most maxEntries answers, the oldest going first', async () => {
    const cache = createReadCache(fakeClock().now, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    const again = source(['a again']);
    expect(await cache.read('a', again.load)).toEqual({ value: 'a again' });
    expect(await cache.read('c', async () => 'not read')).toBe('c');
  });
});
