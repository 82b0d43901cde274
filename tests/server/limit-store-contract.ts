import { describe, expect, it } from 'vitest';
import type { LimitStore } from '../../server/src/domain/limits/limit-store';

/**
 * What every limit store must do, the in-process one and the Redis one alike (docs/adr/0016). Each check fires its
 * calls at once with Promise.all: an implementation that reads, decides and then writes in separate steps lets more
 * than `max` callers through and fails here.
 */
export function limitStoreContract(name: string, store: () => LimitStore): void {
  describe(`${name}: the LimitStore contract`, () => {
    let n = 0;
    const key = (what: string) => `contract:${what}:${++n}`;
    const window = 60_000;

    it('begin: 100 tries at once, 5 started; the others may wait for them (settling)', async () => {
      const k = key('burst');
      const all = await Promise.all(Array.from({ length: 100 }, () => store().begin(k, 5, window)));
      expect(all.filter((s) => s.allowed).length).toBe(5);
      expect(all.filter((s) => !s.allowed).every((s) => s.settling && s.counted === 0)).toBe(true);
    });

    it('begin and end: 100 wrong tries at once, each ended as counted: 5 in all, then the lock', async () => {
      const k = key('wrong');
      const tries = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const start = await store().begin(k, 5, window);
          if (start.allowed) await store().end(k, 'count', 5, window);
          return start.allowed;
        }),
      );
      expect(tries.filter(Boolean).length).toBe(5);
      const locked = await store().begin(k, 5, window);
      expect(locked).toMatchObject({ allowed: false, settling: false, counted: 5 });
      expect(locked.retryAfterMs).toBeGreaterThan(0);
      expect(locked.retryAfterMs).toBeLessThanOrEqual(window);
    });

    it('end: forgive forgets the count, drop leaves it, clear forgets it too', async () => {
      const k = key('outcomes');
      for (let i = 0; i < 2; i++) {
        await store().begin(k, 3, window);
        await store().end(k, 'count', 3, window);
      }
      await store().begin(k, 3, window);
      await store().end(k, 'drop', 3, window);
      expect(await store().begin(k, 3, window)).toMatchObject({ allowed: true, counted: 2 });
      await store().end(k, 'forgive', 3, window);
      expect(await store().begin(k, 3, window)).toMatchObject({ allowed: true, counted: 0 });
      await store().end(k, 'count', 3, window);
      await store().clear(k);
      expect(await store().begin(k, 3, window)).toMatchObject({ allowed: true, counted: 0 });
      await store().end(k, 'drop', 3, window);
    });

    it('end: 20 ends at once on 3 running tries never leave fewer than none running', async () => {
      const k = key('under');
      for (let i = 0; i < 3; i++) await store().begin(k, 5, window);
      await Promise.all(Array.from({ length: 20 }, () => store().end(k, 'drop', 5, window)));
      const again = await Promise.all(Array.from({ length: 10 }, () => store().begin(k, 5, window)));
      expect(again.filter((s) => s.allowed).length).toBe(5);
    });

    it('take: 50 takers at once, one gets the value', async () => {
      const k = key('take');
      await store().put(k, 'first', window);
      await store().put(k, 'challenge', window);
      const taken = await Promise.all(Array.from({ length: 50 }, () => store().take(k)));
      expect(taken.filter((v) => v !== null)).toEqual(['challenge']);
      expect(await store().take(key('missing'))).toBeNull();
    });

    it('claim: 50 claims at once, one wins', async () => {
      const k = key('claim');
      const won = await Promise.all(Array.from({ length: 50 }, () => store().claim(k, window)));
      expect(won.filter(Boolean).length).toBe(1);
    });
  });
}
