import { eq, inArray, or } from 'drizzle-orm';
import type { LoginReply, UserInfo } from '../../../src/api/contracts/auth';
import { uploadUrl } from '../../../src/api/contracts/profile';
import { normalizePhone } from '../../../src/api/contracts/validation';
import type { Db } from '../db/database';
import { authStates, users } from '../db/schema';
import { userBalances } from './ledger';
import type { Member } from './sessions';

/** Level names of spec section 6: 1 unauthenticated, 2 authenticated, 3 VIP, 4 elite VIP and above. */
const levelNames: Record<number, string> = { 1: '注册会员', 2: '认证会员', 3: 'VIP会员', 4: '精英VIP', 5: '至尊VIP' };
export const levelName = (level: number) => levelNames[level] ?? '';

export const isAuthenticated = (m: Member) => m.authType !== 'none' && m.authState === authStates.approved;

export async function findMemberByAccount(db: Db, account: string): Promise<Member | undefined> {
  const trimmed = account.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.userName, trimmed), eq(users.phone, normalizePhone(trimmed))))
    .limit(1);
  return row;
}

export async function findMemberByPhone(db: Db, phone: string): Promise<Member | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function toUserInfo(db: Db, m: Member): Promise<UserInfo> {
  const balances = await userBalances(db, m.id);
  const authenticated = isAuthenticated(m);
  return {
    id: m.id,
    userName: m.userName,
    phone: m.phone,
    // The avatar's URL, '' for none (the browser draws the name's initial). The VIP / level icons come with the
    // operator's artwork; until then the browser shows the VIP name instead of pointing at images that do not exist.
    headImg: m.headImg ? uploadUrl(m.headImg) : '',
    vipIcon: '',
    vipName: levelName(m.level),
    levelId: m.level,
    levelIcon: '',
    goldCoin: balances.bean,
    balance: balances.cny,
    personalScore: m.personalScore,
    checkAuth: authenticated,
    checkPhone: m.phoneVerified,
    isAuth: authenticated,
    authType: m.authType === 'personal' ? 0 : m.authType === 'merchant' ? 1 : null,
    authState: m.authState,
    isWarned: m.warned,
    agent: m.agent ? 1 : 0,
    dealTimes: m.dealTimes,
    userCreditLine: m.credit,
    isStaff: m.operator,
  };
}

export async function toLoginReply(db: Db, m: Member, token: string): Promise<LoginReply> {
  const userinfo = await toUserInfo(db, m);
  return { token, agent: userinfo.agent, userinfo, checkAuth: userinfo.checkAuth, checkPhone: userinfo.checkPhone };
}

/** User names by id, for lists and histories that show who did what. */
export async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
