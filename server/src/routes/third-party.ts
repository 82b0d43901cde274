import { and, eq } from 'drizzle-orm';
import {
  loginReply,
  thirdAuthReply,
  thirdAuthRequest,
  thirdBindRequest,
  thirdPartyKindParams,
  thirdRegisterRequest,
  thirdStartReply,
  type ThirdAuthReply,
  type ThirdPartyKind,
} from '../../../src/api/contracts/auth';
import { ApiCode } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { thirdPartyBindings, users } from '../db/schema';
import { minutes } from '../domain/clock';
import { findMemberByPhone, toLoginReply } from '../domain/members';
import { createMember } from '../domain/registration';
import { readSignedPayload, signPayload } from '../domain/secrets';
import { openSession, type Member } from '../domain/sessions';
import { consumeSmsCode } from '../domain/sms-codes';
import type { ThirdPartyIdentity } from '../providers/third-party';
import { ApiError, badRequest } from '../http/api-error';
import { ok } from '../http/envelope';
import { answer, type Api } from '../http/route-schemas';
import { assertFreeForRegistration } from './auth';
import { oauthCallbackRoute, startWithState, vendorCode } from './third-party-oauth';

const bindCodeLifetimeMs = minutes(30);

/** Alipay / WeChat login: start, exchange the provider's code, then bind to an existing or a new account. */
export function thirdPartyRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  /** The identity travels to the bind/register form signed by us, so the browser cannot swap it. */
  const bindCodeFor = (identity: ThirdPartyIdentity) =>
    signPayload(ctx.secret, { ...identity, purpose: 'bind', exp: clock().getTime() + bindCodeLifetimeMs });

  const identityFromBindCode = (kind: ThirdPartyKind, code: string): ThirdPartyIdentity => {
    const p = readSignedPayload(ctx.secret, code);
    const valid =
      p && p.purpose === 'bind' && p.kind === kind && typeof p.exp === 'number' && p.exp > clock().getTime() &&
      typeof p.openId === 'string' && typeof p.nickName === 'string';
    if (!valid) throw badRequest('thirdPartyUnknown');
    return { kind, openId: p.openId as string, nickName: p.nickName as string };
  };

  const logIn = async (member: Member) => {
    if (member.disabled) throw new ApiError(ApiCode.accountFrozen, 'accountFrozen');
    return toLoginReply(db, member, await openSession(db, clock, member.id));
  };

  app.post('/api/login/third/:kind', { schema: { params: thirdPartyKindParams, response: answer(thirdStartReply) } }, async (request, reply) => {
    const { kind } = request.params;
    return ok({ url: startWithState(ctx, request, reply, kind) ?? (await ctx.thirdParty.authorizeUrl(kind)) });
  });
  oauthCallbackRoute(app, ctx);

  app.post(
    '/api/login/third/:kind/auth',
    { schema: { params: thirdPartyKindParams, body: thirdAuthRequest, response: answer(thirdAuthReply) } },
    async (request, response) => {
      const { kind } = request.params;
      const { code } = request.body;
      const fromVendor = vendorCode(ctx, request, response, code);
      const identity = fromVendor ? await ctx.thirdParty.exchangeCode(kind, fromVendor) : null;
      if (!identity) throw badRequest('thirdPartyUnknown');
      const member = await boundMember(db, identity);
      const reply: ThirdAuthReply = member
        ? { ...(await logIn(member)), needBind: false }
        : { needBind: true, thirdCode: bindCodeFor(identity), nickName: identity.nickName };
      return ok(reply, member ? 'loginSucceeded' : undefined);
    },
  );

  app.post('/api/login/third/bind', { schema: { body: thirdBindRequest, response: answer(loginReply) } }, async (request) => {
    const body = request.body;
    const identity = identityFromBindCode(body.loginType, body.thirdCode);
    if (await boundMember(db, identity)) throw new ApiError(ApiCode.conflict, 'thirdPartyAlreadyBound');
    const member = await findMemberByPhone(db, body.phone);
    if (!member) throw badRequest('phoneNotRegistered');
    await consumeSmsCode(db, clock, body.phone, 'bind', body.code);
    await bind(db, clock(), identity, member.id);
    return ok(await logIn(member), 'thirdPartyBound');
  });

  app.post('/api/login/third/register', { schema: { body: thirdRegisterRequest, response: answer(loginReply) } }, async (request) => {
    const body = request.body;
    const identity = identityFromBindCode(body.loginType, body.thirdCode);
    if (await boundMember(db, identity)) throw new ApiError(ApiCode.conflict, 'thirdPartyAlreadyBound');
    await assertFreeForRegistration(ctx, body.phone, body.userName);
    await consumeSmsCode(db, clock, body.phone, 'bind', body.code);
    const member = await db.transaction(async (tx) => {
      const created = await createMember(tx, clock, body);
      await bind(tx, clock(), identity, created.id);
      return created;
    });
    return ok(await logIn(member), 'registered');
  });
}

async function boundMember(db: Db, identity: ThirdPartyIdentity): Promise<Member | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(thirdPartyBindings)
    .innerJoin(users, eq(users.id, thirdPartyBindings.userId))
    .where(and(eq(thirdPartyBindings.kind, identity.kind), eq(thirdPartyBindings.openId, identity.openId)))
    .limit(1);
  return row?.user;
}

/** The unique indexes settle races: one identity, one member; one identity per kind per member. */
async function bind(db: Db, now: Date, identity: ThirdPartyIdentity, userId: number): Promise<void> {
  const inserted = await db
    .insert(thirdPartyBindings)
    .values({ kind: identity.kind, openId: identity.openId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: thirdPartyBindings.id });
  if (inserted.length === 0) throw new ApiError(ApiCode.conflict, 'thirdPartyAlreadyBound');
}
