import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SmsPurpose } from '../../../src/api/contracts/auth';
import type { MessageKey } from '../../../src/api/contracts/messages';
import { ApiError, badRequest } from '../http/api-error';
import type { Db } from '../db/database';
import { smsCodes } from '../db/schema';
import { addMs, minutes, type Clock } from './clock';
import { sha256, sixDigitCode } from './secrets';

export const smsCodeLifetimeMs = minutes(10);
export const smsCodeMaxTries = 5;

/** Bound to phone and purpose, so a code sent to register cannot reset a password. */
const hashCode = (phone: string, purpose: SmsPurpose, code: string) => sha256(`${phone}|${purpose}|${code}`);

/** Issues a new code; any earlier unused code for the same phone and purpose stops working. */
export async function issueSmsCode(db: Db, clock: Clock, phone: string, purpose: SmsPurpose): Promise<string> {
  const code = sixDigitCode();
  const now = clock();
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)));
    await tx.insert(smsCodes).values({
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, code),
      createdAt: now,
      expiresAt: addMs(now, smsCodeLifetimeMs),
    });
  });
  return code;
}

/**
 * Consumes the latest code for phone and purpose or throws the reason it cannot be used. Each try is counted on the
 * code's row *before* the comparison, in one conditional statement, so 100 guesses sent at once are compared at most
 * 5 times (the fifth wrong one ends the code) on every instance sharing the database; consuming is a second
 * conditional update, so two requests racing with the right code cannot both win (docs/adr/0016).
 */
export async function consumeSmsCode(db: Db, clock: Clock, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const now = clock();
  const latestId = sql`(select ${smsCodes.id} from ${smsCodes} where ${smsCodes.phone} = ${phone} and ${smsCodes.purpose} = ${purpose} order by ${smsCodes.id} desc limit 1)`;
  const [reserved] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(sql`${smsCodes.id} = ${latestId}`, lt(smsCodes.attempts, smsCodeMaxTries), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id, attempts: smsCodes.attempts, codeHash: smsCodes.codeHash });
  if (!reserved) throw badRequest(await whyNotUsable(db, now, phone, purpose));
  if (reserved.codeHash !== hashCode(phone, purpose, code)) {
    throw badRequest(reserved.attempts >= smsCodeMaxTries ? 'codeTooManyTries' : 'codeWrong');
  }
  const won = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, reserved.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (won.length === 0) throw badRequest('codeUsed');
}

/**
 * consumeSmsCode for a caller that counts wrong codes on a limit of its own (找回支付密码, docs/adr/0034): false for a
 * wrong code, so the caller can say how many tries its limit leaves; an expired, used or worn-out code still throws.
 */
export async function smsCodeConsumed(db: Db, clock: Clock, phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
  try {
    await consumeSmsCode(db, clock, phone, purpose, code);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.messageKey === 'codeWrong') return false;
    throw error;
  }
}

/** Why no try could be counted on the latest code (read after the refused update; only the message depends on it). */
async function whyNotUsable(db: Db, now: Date, phone: string, purpose: SmsPurpose): Promise<MessageKey> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) return 'codeWrong';
  if (latest.consumedAt) return 'codeUsed';
  if (latest.attempts >= smsCodeMaxTries) return 'codeTooManyTries';
  if (latest.expiresAt.getTime() <= now.getTime()) return 'codeExpired';
  return 'codeWrong';
}
