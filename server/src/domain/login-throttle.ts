import { minutes } from './clock';
import { beginTry, checkOutcome, endTry, limitedCheck, type AttemptLimit } from './limits/attempt-limits';
import type { LimitStore } from './limits/limit-store';

/**
 * Password login limits (docs/adr/0016), both started before argon2 runs:
 * - per account: 5 wrong passwords within 15 minutes lock it for 15 minutes (429), even for the right password;
 * - per IP: 20 failed logins within 15 minutes, whichever accounts they tried, refuse that IP for 15 minutes, so one
 *   address cannot walk through many accounts with a few guesses each. An office behind one address would need 20
 *   failures in a quarter of an hour to meet it.
 */
export const loginLimits = {
  account: { max: 5, windowMs: minutes(15), refused: 'loginLocked' },
  ip: { max: 20, windowMs: minutes(15), refused: 'loginIpLimited' },
} as const satisfies Record<string, AttemptLimit>;

/** The account's count: by member id when the account exists (name and phone share it), else by what was typed. */
export const loginAccountKey = {
  member: (memberId: number) => `login:member:${memberId}`,
  typed: (account: string) => `login:account:${account.trim().toLowerCase()}`,
};

export class LoginThrottle {
  constructor(private readonly store: LimitStore) {}

  /**
   * Runs the password `check` in a try started for the account and for the IP, or refuses with 429. A wrong password
   * is counted on both; a right one forgives the account's failures and is not counted on the IP, whose count only
   * ever loses the one try, so logging into an account of one's own does not wipe the IP's failures.
   */
  async check(accountKey: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
    const ipKey = `login:ip:${ip}`;
    await beginTry(this.store, accountKey, loginLimits.account);
    try {
      await beginTry(this.store, ipKey, loginLimits.ip);
    } catch (error) {
      await endTry(this.store, accountKey, loginLimits.account, 'drop');
      throw error;
    }
    let passed: boolean | undefined;
    try {
      passed = await check();
      return passed;
    } finally {
      await endTry(this.store, accountKey, loginLimits.account, checkOutcome(passed, 'forgive'));
      await endTry(this.store, ipKey, loginLimits.ip, checkOutcome(passed, 'drop'));
    }
  }

  /**
   * A logged-in member proving their login password (setting the payment password the first time): counted against
   * the account's login lock, so a stolen session cannot search the password there instead.
   */
  checkPassword(memberId: number, check: () => Promise<boolean>): Promise<boolean> {
    return limitedCheck(this.store, loginAccountKey.member(memberId), loginLimits.account, check);
  }

  /** The account's password was replaced after an SMS proof (forgotten password): its lock is lifted. */
  unlock(memberId: number): Promise<void> {
    return this.store.clear(loginAccountKey.member(memberId));
  }
}
