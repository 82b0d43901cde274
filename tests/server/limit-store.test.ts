import { beginTry, limitedCheck, type AttemptLimit } from '../../server/src/domain/limits/attempt-limits';
import type { LimitStore } from '../../server/src/domain/limits/limit-store';
import { MemoryLimitStore } from '../../server/src/domain/limits/memory-limit-store';
import { fakeClock } from './fake-clock';
import { limitStoreContract } from './limit-store-contract';
import { payPasswordLockedPattern } from './pay-password-messages';

const clock = fakeClock();
const memory = new MemoryLimitStore(clock.now);
limitStoreContract('in-process store', () => memory);

/** Windows and lifetimes on the injected clock (the Redis store's run on Redis's clock: tests/server/*.redis.test.ts). */
describe('in-process store: time', () => {
  const store = new MemoryLimitStore(clock.now);
  const wrong = async (key: string, max = 5) => {
    expect((await store.begin(key, max, 60_000)).allowed).toBe(true);
    await store.end(key, 'count', max, 60_000);
  };

  it('forgets counted tries when the window ends', async () => {
    await wrong('window');
    await wrong('window');
    clock.advance(60_000);
    expect(await store.begin('window', 5, 60_000)).toMatchObject({ allowed: true, counted: 0 });
  });

  it('starts the window again at the last allowed try: a full window of refusals follows it (the lock)', async () => {
    for (let i = 0; i < 4; i++) await wrong('lock');
    clock.advance(50_000);
    await wrong('lock');
    clock.advance(59_000);
    expect(await store.begin('lock', 5, 60_000)).toMatchObject({ allowed: false, settling: false, retryAfterMs: 1_000 });
    clock.advance(1_000);
    expect(await store.begin('lock', 5, 60_000)).toMatchObject({ allowed: true, counted: 0 });
  });

  it('ends a stored value and a claim with their lifetime', async () => {
    await store.put('value', 'x', 1_000);
    expect(await store.claim('claimed', 1_000)).toBe(true);
    clock.advance(1_000);
    expect(await store.take('value')).toBeNull();
    expect(await store.claim('claimed', 1_000)).toBe(true);
  });
});

/** The check wrapper every password limit uses, on the in-process store. */
describe('limitedCheck', () => {
  const limit: AttemptLimit = { max: 5, windowMs: 60_000, refused: 'payPasswordLocked' };
  /** A check that answers when the test says so, counting how many ran; `untilRan(n)` resolves once n have started. */
  function heldChecks() {
    let ran = 0;
    const waiting: Array<(passed: boolean) => void> = [];
    const watchers: Array<{ n: number; resolve: () => void }> = [];
    return {
      check: () => {
        ran++;
        for (const w of watchers.filter((w) => ran >= w.n)) w.resolve();
        return new Promise<boolean>((resolve) => waiting.push(resolve));
      },
      answerAll: (passed: boolean) => waiting.splice(0).forEach((resolve) => resolve(passed)),
      ran: () => ran,
      untilRan: (n: number) => (ran >= n ? Promise.resolve() : new Promise<void>((resolve) => watchers.push({ n, resolve }))),
    };
  }
  const settled = async <T>(p: Promise<T>) => p.then((v) => ({ ok: true as const, v }), (e: Error) => ({ ok: false as const, e }));

  it('20 right passwords at once all pass, at most 5 checked at a time', async () => {
    const store: LimitStore = new MemoryLimitStore(clock.now);
    const held = heldChecks();
    const all = Array.from({ length: 20 }, () => settled(limitedCheck(store, 'right', limit, held.check)));
    for (let batch = 1; batch <= 4; batch++) {
      await held.untilRan(batch * 5);
      expect(held.ran()).toBe(batch * 5);
      held.answerAll(true);
    }
    expect((await Promise.all(all)).every((r) => r.ok && r.v === true)).toBe(true);
  });

  it('60 wrong at once: 5 checked, the others refused with the limit’s message once those are counted', async () => {
    const store: LimitStore = new MemoryLimitStore(clock.now);
    const held = heldChecks();
    const all = Array.from({ length: 60 }, () => settled(limitedCheck(store, 'wrong', limit, held.check)));
    await held.untilRan(5);
    held.answerAll(false);
    const results = await Promise.all(all);
    expect(held.ran()).toBe(5);
    expect(results.filter((r) => r.ok && r.v === false).length).toBe(5);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && payPasswordLockedPattern.test(r.e.message))).toBe(true);
    await expect(beginTry(store, 'wrong', limit)).rejects.toThrow(payPasswordLockedPattern);
  });

  it('a check that throws is not counted', async () => {
    const store: LimitStore = new MemoryLimitStore(clock.now);
    for (let i = 0; i < 10; i++) {
      await expect(limitedCheck(store, 'throws', limit, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    }
    expect(await limitedCheck(store, 'throws', limit, async () => true)).toBe(true);
  });
});
