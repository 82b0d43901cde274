import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messageTypeIds } from '../../../src/api/contracts/inbox-names';
import type {
  loginPasswordModifyRequest,
  MemberSettingName,
  MemberSettings,
  payPasswordRecoverByIdRequest,
  payPasswordRecoverBySmsRequest,
} from '../../../src/api/contracts/security';
import type { Db } from '../db/database';
import { authApplications, users } from '../db/schema';
import { badRequest } from '../http/api-error';
import type { Clock } from './clock';
import { checkRecoveryProof, endRecovery } from './limits/pay-password-attempts';
import type { LimitStore } from './limits/limit-store';
import type { LoginThrottle } from './login-throttle';
import { deliverNotice } from './notices';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions, type Member } from './sessions';
import { smsCodeConsumed } from './sms-codes';

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

type RecoveryDeps = { db: Db; clock: Clock; limits: LimitStore };

/**
 * POST /api/user/pwd/payment/recover/sms (找回支付密码, docs/adr/0034): the login password, then the SMS code sent to
 * the bound phone (purpose payPassword). The password first, so a code is spent only by someone who knows it. Each
 * proof is a try on the recovery's own count; a wrong one says how many are left.
 */
export async function recoverPayPasswordBySms(
  { db, clock, limits }: RecoveryDeps,
  member: Member,
  { code, loginPassword, newPassword }: z.output<typeof payPasswordRecoverBySmsRequest>,
): Promise<void> {
  await checkRecoveryProof(limits, member.id, () => verifyPassword(member.passwordHash, loginPassword), 'payPasswordRecoveryLoginWrong');
  await checkRecoveryProof(limits, member.id, () => smsCodeConsumed(db, clock, member.phone, 'payPassword', code), 'payPasswordRecoveryCodeWrong');
  await setRecoveredPayPassword({ db, clock, limits }, member, newPassword, '短信验证码和登录密码');
}

/** The ID number on the member's approved authentication (personal: their own; merchant: the legal person's), if any. */
async function approvedIdNumber(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ papers: authApplications.papers })
    .from(authApplications)
    .where(and(eq(authApplications.userId, memberId), eq(authApplications.stage, 'approved')))
    .limit(1);
  const idNumber = row?.papers.idNumber;
  return typeof idNumber === 'string' && idNumber.length >= 6 ? idNumber.toUpperCase() : null;
}

/**
 * POST /api/user/pwd/payment/recover/idNumber: the last six characters of the ID number staff approved. Only for a
 * member with approved papers (an approved application is final, so the number cannot be edited afterwards).
 */
export async function recoverPayPasswordById(
  { db, clock, limits }: RecoveryDeps,
  member: Member,
  { idTail, newPassword }: z.output<typeof payPasswordRecoverByIdRequest>,
): Promise<void> {
  const idNumber = await approvedIdNumber(db, member.id);
  if (!idNumber) throw badRequest('payPasswordRecoveryNoId');
  await checkRecoveryProof(limits, member.id, async () => idNumber.slice(-6) === idTail, 'payPasswordRecoveryIdWrong');
  await setRecoveredPayPassword({ db, clock, limits }, member, newPassword, '身份证号码');
}

/**
 * The new payment password, the locks lifted (the payment password's and the recovery's own), and a system message
 * to the member: someone who took over the session learns nothing from it, the owner learns it happened.
 */
async function setRecoveredPayPassword({ db, clock, limits }: RecoveryDeps, member: Member, newPassword: string, proof: string): Promise<void> {
  const payPasswordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ payPasswordHash }).where(eq(users.id, member.id));
    await deliverNotice(
      tx,
      {
        userId: member.id,
        type: messageTypeIds.system,
        title: '支付密码已重置',
        content: `您已通过${proof}找回支付密码，支付锁定已解除。如非本人操作，请立即修改登录密码并联系客服。`,
      },
      clock(),
    );
  });
  await endRecovery(limits, member.id);
}
