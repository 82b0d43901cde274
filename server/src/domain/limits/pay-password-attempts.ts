import type { MessageKey } from '../../../../src/api/contracts/messages';
import { minutes } from '../clock';
import { verifyPassword } from '../passwords';
import { countedCheck, wrongTryError, type AttemptLimit } from './attempt-limits';
import type { LimitStore } from './limit-store';

/**
 * Five wrong payment passwords lock it for 3 hours (the spec sets no number: our choice, docs/adr/0016).
 * One count per member, shared by paying, confirming receipt, changing the password, gifting beans, cash-outs and the
 * membership payments, so the 6-digit space cannot be searched by spreading guesses over the calls that ask for it.
 * 找回支付密码 lifts the lock (docs/adr/0034).
 */
export const payPasswordLimit: AttemptLimit = { max: 5, windowMs: minutes(3 * 60), refused: 'payPasswordLocked' };

const payPasswordKey = (memberId: number) => `paypwd:member:${memberId}`;

/**
 * Passes the member's payment password or throws, the one check every call that asks for it makes: a wrong one is
 * 400 支付密码错误，还可尝试 N 次 (N also in the envelope's data, triesLeft), the one that fills the count and any try
 * while locked 429 with when the lock ends. So every caller says the same without code of its own. Answers true (the
 * callers' `if (!…)` from before the count was named never fires).
 */
export async function checkPayPasswordAttempt(store: LimitStore, memberId: number, payPasswordHash: string, given: string): Promise<boolean> {
  const tried = await countedCheck(store, payPasswordKey(memberId), payPasswordLimit, () => verifyPassword(payPasswordHash, given));
  if (!tried.passed) throw wrongTryError(payPasswordLimit, tried, 'payPasswordWrongTriesLeft');
  return true;
}

/** Forgets the wrong payment passwords counted (the lock with them): the member proved who they are another way. */
export const unlockPayPassword = (store: LimitStore, memberId: number): Promise<void> => store.clear(payPasswordKey(memberId));

/**
 * 找回支付密码's own count (docs/adr/0034): five wrong proofs (SMS code, login password, ID digits) in a day lock the
 * recovery for the rest of that day, so it is no way around the payment password's lock. A right proof leaves the
 * count as it is (a right login password must not wipe the wrong codes before it); only a finished recovery clears it.
 */
export const payPasswordRecoveryLimit: AttemptLimit = { max: 5, windowMs: minutes(24 * 60), refused: 'payPasswordRecoveryLocked' };

const recoveryKey = (memberId: number) => `paypwd-recover:member:${memberId}`;

/** One proof of a recovery, counted before it is checked; a wrong one throws `wrong` with the tries left. */
export async function checkRecoveryProof(store: LimitStore, memberId: number, check: () => Promise<boolean>, wrong: MessageKey): Promise<void> {
  const tried = await countedCheck(store, recoveryKey(memberId), payPasswordRecoveryLimit, check, 'drop');
  if (!tried.passed) throw wrongTryError(payPasswordRecoveryLimit, tried, wrong);
}

/** A finished recovery: its count and the payment password's lock are both gone. */
export async function endRecovery(store: LimitStore, memberId: number): Promise<void> {
  await store.clear(recoveryKey(memberId));
  await unlockPayPassword(store, memberId);
}
