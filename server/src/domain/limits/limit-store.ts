/**
 * Where attempt limits and one-time tokens live (docs/adr/0016). Every operation is one atomic step, so a burst of
 * parallel requests, on one server instance or on several sharing one store, cannot slip between a read and a write.
 *
 * Two implementations: in process memory (the default, right for one instance; it uses the injected Clock) and Redis
 * (REDIS_URL; shared by every instance; windows and lifetimes run on Redis's own clock).
 */
export interface LimitStore {
  /**
   * Starts one try under `key` before the caller runs the check it guards (argon2, a send), if the tries counted in
   * the current window plus the tries still running are fewer than `max`. Every started try must be ended.
   */
  begin(key: string, max: number, windowMs: number): Promise<TryStart>;
  /**
   * Ends a started try: `count` adds it to the window (a wrong password, an SMS sent; the window starts at the first
   * counted try and starts again, for a full `windowMs`, at the `max`-th: reaching the limit is followed by a whole
   * window of refusals, the lock), `forgive` forgets every try counted under `key` (the account's right password),
   * `drop` leaves the count as it was (a right password on a per-IP count; a try another limit refused).
   */
  end(key: string, outcome: TryOutcome, max: number, windowMs: number): Promise<TryEnd>;
  /** Forgets the tries counted under `key` (a lock lifted by a password reset); running tries are left alone. */
  clear(key: string): Promise<void>;
  /** Stores `value` for `ttlMs`, replacing any earlier value (a captcha challenge). */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value stored under `key`, removed in the same step: only one caller ever gets it. */
  take(key: string): Promise<string | null>;
  /** True for the one caller that marks `key` first; later callers get false until `ttlMs` has passed (used codes). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Closes the connection, if there is one. */
  close(): Promise<void>;
}

export type TryOutcome = 'count' | 'forgive' | 'drop';

export interface TryStart {
  allowed: boolean;
  /**
   * Refused only because tries are still running, while fewer than `max` are counted: it may be allowed once they
   * end (their passwords may be right). False when the limit is reached: refused until the window ends.
   */
  settling: boolean;
  /** Tries counted in the window (running ones not included). */
  counted: number;
  /** How long until the window ends (0 when nothing is counted). */
  retryAfterMs: number;
  /** When the window ends, in epoch ms on the store's clock: a lock's refusal names it. */
  retryAt: number;
}

/** How the count stands once a try has ended: a wrong try's refusal says how many are left (docs/adr/0034). */
export interface TryEnd {
  /** Tries counted in the window now (0 after `forgive`). */
  counted: number;
  /** When the window ends, in epoch ms on the store's clock (now when nothing is counted). */
  retryAt: number;
}

/** Every key of this application starts with it, so a shared Redis can hold other applications' keys (and tests' own). */
export const defaultKeyPrefix = 'youshi:';

/**
 * A running try is forgotten this long after the last one started, should its process die before ending it (a crash
 * between begin and end would otherwise hold a slot for good). Far longer than any argon2 check.
 */
export const runningTryTtlMs = 30_000;
