import { ApiCode } from '../../../src/api/contracts/envelope';
import { ApiError } from '../http/api-error';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { Clock } from './clock';
import { hashPassword } from './passwords';
import type { Member } from './sessions';

/** The Postgres error under Drizzle's wrapper (DrizzleQueryError keeps the driver's error as `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code: string; constraint?: string };
  }
  return undefined;
}

/**
 * Creates a member whose phone was just proven by SMS. A duplicate phone or user name is a 409 with its own message;
 * the unique indexes decide, so two simultaneous registrations cannot both take a name.
 */
export async function createMember(db: Db, clock: Clock, input: { userName: string; phone: string; password: string }): Promise<Member> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ userName: input.userName, phone: input.phone, passwordHash, phoneVerified: true, createdAt: clock() })
      .returning();
    return row!;
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505') {
      const phone = pg.constraint === 'users_phone_key' || String((error as Error).message).includes('users_phone_key');
      throw new ApiError(ApiCode.conflict, phone ? 'phoneTaken' : 'userNameTaken');
    }
    throw error;
  }
}
