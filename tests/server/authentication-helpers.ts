import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authApplicationEvents, authApplications, messages as inbox, uploads, users } from '../../server/src/db/schema';
import type { AuthenticationInfo, AuthenticationKind, AuthenticationReview } from '../../src/api/contracts/authentication';
import { extraMember, get, login, post, type TestApp } from './helpers';

/** Real-name authentication calls (spec section 7, "Authentication and VIP") as a member or staff makes them. */
export type Applicant = Awaited<ReturnType<typeof extraMember>>;

/** Valid papers' numbers: GB 11643 and GB 32100 check characters. */
export const validIdNumber = '11010519491231002X';
export const validCreditCode = '91350100M000100Y43';

let made = 0;
/** A fresh level-1 member who has never applied (extraMember makes authenticated ones: undone here). */
export async function applicant(t: TestApp, level = 1): Promise<Applicant> {
  made += 1;
  const n = String(made).padStart(4, '0');
  const member = await extraMember(t, { userName: `认证会员${n}`, phone: `1360000${n}`, level });
  await t.db.update(users).set({ authType: 'none', authState: 0 }).where(eq(users.id, member.id));
  return member;
}

/** An identity picture recorded as the member's upload (the upload call itself is tested with the uploads). */
export async function identityUpload(t: TestApp, ownerId: number, kind: 'identity' | 'user' = 'identity'): Promise<string> {
  const key = `${randomBytes(18).toString('base64url')}.webp`;
  await t.db.insert(uploads).values({ ownerId, kind, key, mime: 'image/webp', width: 800, height: 500, bytes: 1000, createdAt: t.clock.now() });
  return key;
}

export async function personalPapers(t: TestApp, who: Applicant, realName = '张三丰') {
  return { realName, idNumber: validIdNumber, frontKey: await identityUpload(t, who.id), backKey: await identityUpload(t, who.id) };
}

export async function companyPapers(t: TestApp, who: Applicant) {
  return { companyName: '福州集邮文化有限公司', creditCode: validCreditCode, legalPerson: '李四', idNumber: validIdNumber, licenceKey: await identityUpload(t, who.id) };
}

export const papersOf = (t: TestApp, who: Applicant, kind: AuthenticationKind) => (kind === 'personal' ? personalPapers(t, who) : companyPapers(t, who));

const kindPath = (kind: AuthenticationKind) => (kind === 'personal' ? 'personalAuthentication' : 'companyAuthentication');

/** POST personalAuthentication / companyAuthentication, or their /edit. */
export const submit = (t: TestApp, who: { token: string }, kind: AuthenticationKind, papers: unknown, edit = false) =>
  post<AuthenticationInfo>(t, `/api/user/${kindPath(kind)}${edit ? '/edit' : ''}`, papers, { token: who.token });

export const infoOf = async (t: TestApp, who: { token: string }) => (await get<AuthenticationInfo>(t, '/api/user/authenticationInfo', { token: who.token })).data;

export const staffToken = async (t: TestApp) => (await login(t, '平台客服')).token;
export const approve = (t: TestApp, token: string, id: number) => post<AuthenticationReview>(t, '/api/operator/authentication/approve', { id }, { token });
export const reject = (t: TestApp, token: string, id: number, reason: string) =>
  post<AuthenticationReview>(t, '/api/operator/authentication/reject', { id, reason }, { token });

/** Everything an authentication call may change for a member: their application, its events, their users row, inbox. */
export async function stored(t: TestApp, userId: number) {
  const [application] = await t.db.select().from(authApplications).where(eq(authApplications.userId, userId));
  const events = application ? await t.db.select().from(authApplicationEvents).where(eq(authApplicationEvents.applicationId, application.id)) : [];
  const [user] = await t.db.select({ level: users.level, authType: users.authType, authState: users.authState }).from(users).where(eq(users.id, userId));
  const notices = await t.db.select({ id: inbox.id }).from(inbox).where(eq(inbox.userId, userId));
  return { application: application ?? null, events: events.length, user, notices: notices.length };
}
