import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginPasswordModifyRequest, MemberSettingName, MemberSettings } from '../../../src/api/contracts/security';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { badRequest } from '../http/api-error';
import type { Clock } from './clock';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions, type Member } from './sessions';

/**
 * POST /api/user/pwd/modify. The current password is checked on the account's login lock (as setting the payment
 * password the first time does), so a stolen session cannot search for it here. The new hash is written only over
 * the hash that was checked: of two changes at once, the second finds the password it proved already replaced. Every
 * other session of the member ends in the same transaction; the one that made the change stays. The passwords
 * verifyPassword remembers are kept under their hash, so the old password, remembered under the old hash, is never
 * compared with the new one (docs/adr/0020).
 */
export async function changeLoginPassword(
  { db, clock, loginThrottle }: { db: Db; clock: Clock; loginThrottle: LoginThrottle },
  member: Member,
  token: string,
  { oldPassword, newPassword }: z.output<typeof loginPasswordModifyRequest>,
): Promise<void> {
  if (!(await loginThrottle.checkPassword(member.id, () => verifyPassword(member.passwordHash, oldPassword)))) throw badRequest('oldPasswordWrong');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, member.id), eq(users.passwordHash, member.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw badRequest('oldPasswordWrong');
    await revokeOtherSessions(tx, clock, member.id, token);
  });
}

const settingsOf = (m: Pick<Member, 'showTradeAmount' | 'creditDisclosure'>): MemberSettings => ({
  tradeAmount: m.showTradeAmount,
  creditDisclosure: m.creditDisclosure,
});

/** GET /api/user/setting: my two privacy settings. */
export const memberSettings = (member: Member): MemberSettings => settingsOf(member);

const settingColumns = { tradeAmount: 'showTradeAmount', creditDisclosure: 'creditDisclosure' } as const;

/** POST /api/user/setting/{name}: switches one setting; answers both as stored. */
export async function switchSetting(db: Db, member: Member, name: MemberSettingName, open: boolean): Promise<MemberSettings> {
  const [row] = await db
    .update(users)
    .set({ [settingColumns[name]]: open })
    .where(eq(users.id, member.id))
    .returning({ showTradeAmount: users.showTradeAmount, creditDisclosure: users.creditDisclosure });
  return settingsOf(row!);
}
