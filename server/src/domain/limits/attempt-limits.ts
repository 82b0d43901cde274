import { ApiCode } from '../../../../src/api/contracts/envelope';
import type { MessageKey } from '../../../../src/api/contracts/messages';
import { ApiError } from '../../http/api-error';
import type { LimitStore, TryOutcome } from './limit-store';

/** How many tries a window allows, how long the window (and the lock after it fills) lasts, and the refusal. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  refused: MessageKey;
}

/**
 * How long a try waits while the slots are held by tries still being checked (their passwords may be right, and a
 * right one frees the slots), and how often it looks again. Real time, not the injected Clock: this is how long a
 * request is held, not a domain rule. An argon2 check takes tens of milliseconds.
 */
const settleWaitMs = 5_000;
const settlePollMs = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts one try under `key` or refuses with 429 and the limit's message. While the only obstacle is tries still
 * running, it waits for them to end: 20 parallel right passwords all pass, 5 at a time, and a wrong burst's extra
 * tries are refused as soon as the first 5 are counted.
 */
export async function beginTry(store: LimitStore, key: string, limit: AttemptLimit): Promise<void> {
  const deadline = Date.now() + settleWaitMs;
  for (;;) {
    const start = await store.begin(key, limit.max, limit.windowMs);
    if (start.allowed) return;
    if (!start.settling) throw new ApiError(ApiCode.tooManyRequests, limit.refused);
    if (Date.now() >= deadline) throw new ApiError(ApiCode.tooManyRequests, 'tooManyRequests');
    await pause(settlePollMs);
  }
}

export const endTry = (store: LimitStore, key: string, limit: AttemptLimit, outcome: TryOutcome) =>
  store.end(key, outcome, limit.max, limit.windowMs);

/** The outcome of a password check for a count: a right password forgives (`onPass`), a wrong one counts. */
export const checkOutcome = (passed: boolean | undefined, onPass: TryOutcome): TryOutcome =>
  passed === undefined ? 'drop' : passed ? onPass : 'count';

/**
 * Start first, then check (docs/adr/0016): `check` (an argon2 verification) runs only in a started try, so a burst
 * gets no more checks than the limit, however many arrive at once. A passed check forgives the failures before it; a
 * failed one is counted; a check that throws is not counted.
 */
export async function limitedCheck(store: LimitStore, key: string, limit: AttemptLimit, check: () => Promise<boolean>): Promise<boolean> {
  await beginTry(store, key, limit);
  let passed: boolean | undefined;
  try {
    passed = await check();
    return passed;
  } finally {
    await endTry(store, key, limit, checkOutcome(passed, 'forgive'));
  }
}
