import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  captchaChallenge,
  checkCodeReply,
  checkCodeRequest,
  checkOldUserReply,
  checkOldUserRequest,
  loginReply,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  sendCodeRequest,
  type SmsPurpose,
} from '../../../src/api/contracts/auth';
import { ApiCode } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { findMemberByAccount, findMemberByPhone, isAuthenticated, toLoginReply } from '../domain/members';
import { loginAccountKey } from '../domain/login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../domain/passwords';
import { recordReferrer } from '../domain/promotion';
import { createMember } from '../domain/registration';
import { issueResetTicket, redeemResetTicket } from '../domain/reset-tickets';
import { openSession, revokeAllSessions, revokeSession } from '../domain/sessions';
import { consumeSmsCode, issueSmsCode } from '../domain/sms-codes';
import { smsText } from '../providers/sms';
import { ApiError, badRequest } from '../http/api-error';
import { ok } from '../http/envelope';
import { requireMember, tokenOf } from '../http/member';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/** Login, logout, SMS codes, phone verification, forgotten password and registration (spec section 7, Auth). */
export function authRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;
  const done = answer(z.null());

  app.post('/api/login', { schema: { body: loginRequest, response: answer(loginReply) } }, async (request) => {
    const body = request.body;
    const member = await findMemberByAccount(db, body.username);
    // The try is started (account and IP) before argon2 runs: a burst gets no more checks than the limit (docs/adr/0016).
    const accountKey = member ? loginAccountKey.member(member.id) : loginAccountKey.typed(body.username);
    // An unknown account costs the same argon2 time as a wrong password, so timing does not reveal which it was.
    const passwordOk = await ctx.loginThrottle.check(accountKey, request.ip, () =>
      member ? verifyPassword(member.passwordHash, body.password) : burnPasswordCheck(body.password),
    );
    if (!member || !passwordOk) throw badRequest('wrongCredentials');
    if (member.disabled) throw new ApiError(ApiCode.accountFrozen, 'accountFrozen');
    return ok(await toLoginReply(db, member, await openSession(db, clock, member.id)), 'loginSucceeded');
  });

  // Always succeeds: the browser clears its session whatever happens, and a second logout is harmless.
  app.post('/api/user/logout', { schema: { response: done } }, async (request) => {
    const token = tokenOf(request);
    if (token) await revokeSession(db, clock, token);
    return ok(null, 'logoutSucceeded');
  });

  app.get('/api/captcha/slider', { schema: { response: answer(captchaChallenge) } }, async () => ok(await ctx.captcha.challenge()));

  // Public: only the purposes that prove the logged-in member's own phone need a member (assertPhoneFitsPurpose).
  app.post('/api/login/sendCode', { schema: { body: sendCodeRequest, response: done } }, async (request) => {
    const body = request.body;
    if (!(await ctx.captcha.verify(body, request.ip))) throw badRequest('captchaFailed');
    await ctx.smsLimits.take(body.phone, request.ip);
    await assertPhoneFitsPurpose(ctx, request, body.phone, body.type);
    const code = await issueSmsCode(db, clock, body.phone, body.type);
    await ctx.sms.send(body.phone, smsText(code));
    return ok(null, 'smsSent');
  });

  gated(app, ctx, 'member', (member) => {
    member.post('/api/login/checkCode', { schema: { body: checkCodeRequest, response: answer(checkCodeReply) } }, async (request) => {
      const caller = memberOf(request);
      const { phone, code } = request.body;
      const owner = await findMemberByPhone(db, phone);
      if (owner && owner.id !== caller.id) throw new ApiError(ApiCode.conflict, 'phoneTaken');
      await consumeSmsCode(db, clock, phone, 'verifyPhone', code);
      await db.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, caller.id));
      return ok({ checkPhone: true, checkAuth: isAuthenticated(caller) }, 'phoneVerified');
    });
  });

  app.post('/api/user/checkOldUser', { schema: { body: checkOldUserRequest, response: answer(checkOldUserReply) } }, async (request) => {
    const body = request.body;
    const member = await findMemberByPhone(db, body.phone);
    if (!member) throw badRequest('phoneNotRegistered');
    await consumeSmsCode(db, clock, body.phone, 'forget', body.code);
    return ok({ resetTicket: await issueResetTicket(db, clock, member.id), userName: member.userName });
  });

  app.post('/api/login/resetPassword', { schema: { body: resetPasswordRequest, response: done } }, async (request) => {
    const body = request.body;
    const userId = await redeemResetTicket(db, clock, body.resetTicket);
    await db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, userId));
    // A reset ends every session (a thief logged in with the old password is thrown out) and lifts a login lock.
    await revokeAllSessions(db, clock, userId);
    await ctx.loginThrottle.unlock(userId);
    return ok(null, 'passwordReset');
  });

  app.post('/api/login/register', { schema: { body: registerRequest, response: answer(loginReply) } }, async (request) => {
    const body = request.body;
    await assertFreeForRegistration(ctx, body.phone, body.userName);
    await consumeSmsCode(db, clock, body.phone, 'register', body.code);
    const member = await createMember(db, clock, body);
    await recordReferrer(db, member.id, body.inviter);
    return ok(await toLoginReply(db, member, await openSession(db, clock, member.id)), 'registered');
  });
}

/** Refuses early, before an SMS is spent, when the purpose cannot succeed for this phone. */
async function assertPhoneFitsPurpose(ctx: AppContext, request: FastifyRequest, phone: string, purpose: SmsPurpose): Promise<void> {
  const owner = await findMemberByPhone(ctx.db, phone);
  if (purpose === 'register' && owner) throw new ApiError(ApiCode.conflict, 'phoneTaken');
  if (purpose === 'forget' && !owner) throw badRequest('phoneNotRegistered');
  if (purpose === 'verifyPhone' || purpose === 'newPhone') {
    const member = await requireMember(ctx, request);
    if (owner && owner.id !== member.id) throw new ApiError(ApiCode.conflict, 'phoneTaken');
    if (purpose === 'newPhone' && owner) throw new ApiError(ApiCode.conflict, 'phoneTaken');
  }
  // Codes that prove the logged-in member holds their own bound phone go to that phone only (找回支付密码 among them).
  if (purpose === 'address' || purpose === 'oldPhone' || purpose === 'payPassword') {
    const member = await requireMember(ctx, request);
    if (member.phone !== phone) throw badRequest('notYourPhone');
  }
}

/** Clear messages for the common case; the unique indexes still decide races (createMember maps them to 409). */
export async function assertFreeForRegistration(ctx: AppContext, phone: string, userName: string): Promise<void> {
  if (await findMemberByPhone(ctx.db, phone)) throw new ApiError(ApiCode.conflict, 'phoneTaken');
  const [named] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)).limit(1);
  if (named) throw new ApiError(ApiCode.conflict, 'userNameTaken');
}
