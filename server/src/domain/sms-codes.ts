import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SmsPurpose } from '../../../src/api/contracts/auth';
import { badRequest } from '../http/api-error';
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
 * Consumes the latest code for phone and purpose or throws the reason it cannot be used. Wrong guesses are counted
 * (the fifth ends the code); consuming is a conditional update, so two requests racing with one code cannot both win.
 */
export async function consumeSmsCode(db: Db, clock: Clock, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) throw badRequest('codeWrong');
  if (latest.consumedAt) throw badRequest('codeUsed');
  if (latest.attempts >= smsCodeMaxTries) throw badRequest('codeTooManyTries');
  if (latest.expiresAt.getTime() <= clock().getTime()) throw badRequest('codeExpired');
  if (latest.codeHash !== hashCode(phone, purpose, code)) {
    const [after] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, latest.id))
      .returning({ attempts: smsCodes.attempts });
    throw badRequest((after?.attempts ?? smsCodeMaxTries) >= smsCodeMaxTries ? 'codeTooManyTries' : 'codeWrong');
  }
  const won = await db
    .update(smsCodes)
    .set({ consumedAt: clock() })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (won.length === 0) throw badRequest('codeUsed');
}
