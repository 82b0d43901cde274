import { ApiCode } from '../../../../src/api/contracts/envelope';
import type { MessageKey } from '../../../../src/api/contracts/messages';
import { ApiError } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import type { LimitStore, TryEnd, TryOutcome } from './limit-store';

/**
 * How many tries a window allows, how long the window (and the lock after it fills) lasts, and the refusal (429; a
 * {until} in its message is filled with when the lock ends).
 */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  refused: MessageKey;
}

/** When a lock ends as its refusal names it: China time, to the minute. */
const untilText = (retryAt: number) => ({
  until: formatChinaTime(new Date(retryAt)).slice(0, 16),
});

/** The limit's refusal of a try while locked: 429, naming when the lock ends for a message that says it. */
export const lockedError = (limit: AttemptLimit, retryAt: number): ApiError => new ApiError(ApiCode.tooManyRequests, limit.refused, null, untilText(retryAt));

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
    if (!start.settling) throw lockedError(limit, start.retryAt);
    if (Date.now() >= deadline) throw new ApiError(ApiCode.tooManyRequests, 'tooManyRequests');
    await pause(settlePollMs);
  }
}

export const endTry = (store: LimitStore, key: string, limit: AttemptLimit, outcome: TryOutcome): Promise<TryEnd> =>
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
  return (await countedCheck(store, key, limit, check)).passed;
}

/** A limited check's outcome with how the count stands after it. */
export interface CheckedTry extends TryEnd {
  passed: boolean;
}

/**
 * limitedCheck, also answering how the count stands after the try, for a refusal that says how many tries are left.
 * `onPass` is what a passed check does to the count: forgive it, or (one proof of several) leave it.
 */
export async function countedCheck(
  store: LimitStore,
  key: string,
  limit: AttemptLimit,
  check: () => Promise<boolean>,
  onPass: TryOutcome = 'forgive',
): Promise<CheckedTry> {
  await beginTry(store, key, limit);
  let passed: boolean;
  try {
    passed = await check();
  } catch (error) {
    await endTry(store, key, limit, checkOutcome(undefined, onPass));
    throw error;
  }
  return {
    passed,
    ...(await endTry(store, key, limit, checkOutcome(passed, onPass))),
  };
}

/**
 * The refusal of a wrong try (docs/adr/0034): 400 `wrong` with the tries left ({left}, and `triesLeft` in the
 * envelope's data), or, when this try filled the window, 400 with the limit's lock and when it ends (the try was
 * checked; the tries after it are the 429s).
 */
export function wrongTryError(limit: AttemptLimit, ended: TryEnd, wrong: MessageKey): ApiError {
  const left = Math.max(0, limit.max - ended.counted);
  if (left === 0) return new ApiError(ApiCode.badRequest, limit.refused, { triesLeft: 0 }, untilText(ended.retryAt));
  return new ApiError(ApiCode.badRequest, wrong, { triesLeft: left }, { left });
}
