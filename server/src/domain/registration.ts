import { ApiCode } from '../../../src/api/contracts/envelope';
import { ApiError } from '../http/api-error';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { Clock } from './clock';
import { openMemberAccounts } from './ledger';
import { hashPassword } from './passwords';
import type { Member } from './sessions';
import { isUniqueViolation } from '../db/pg-error';

/**
 * Creates a member whose phone was just proven by SMS. A duplicate phone or user name is a 409 with its own message;
 * the unique indexes decide, so two simultaneous registrations cannot both take a name.
 */
export async function createMember(db: Db, clock: Clock, input: { userName: string; phone: string; password: string }): Promise<Member> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ userName: input.userName, phone: input.phone, passwordHash, phoneVerified: true, createdAt: clock() })
        .returning();
      await openMemberAccounts(tx, clock, [row!.id]);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(ApiCode.conflict, isUniqueViolation(error, 'users_phone_key') ? 'phoneTaken' : 'userNameTaken');
    throw error;
  }
}
