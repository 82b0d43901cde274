import { minutes } from '../clock';
import { verifyPassword } from '../passwords';
import { limitedCheck, type AttemptLimit } from './attempt-limits';
import type { LimitStore } from './limit-store';

/**
 * Five wrong payment passwords lock it for 3 hours (the spec sets no number: our choice, docs/adr/0016).
 * One count per member, shared by paying, confirming receipt and changing the password, so the 6-digit space cannot
 * be searched by spreading guesses over the calls that ask for it.
 */
export const payPasswordLimit: AttemptLimit = { max: 5, windowMs: minutes(3 * 60), refused: 'payPasswordLocked' };

const payPasswordKey = (memberId: number) => `paypwd:member:${memberId}`;

/** Whether `given` is the member's payment password; throws 429 payPasswordLocked while locked. */
export const checkPayPasswordAttempt = (store: LimitStore, memberId: number, payPasswordHash: string, given: string): Promise<boolean> =>
  limitedCheck(store, payPasswordKey(memberId), payPasswordLimit, () => verifyPassword(payPasswordHash, given));
