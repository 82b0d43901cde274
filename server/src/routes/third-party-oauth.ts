import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { thirdPartyKindSchema, type ThirdPartyKind } from '../../../src/api/contracts/auth';
import type { AppContext } from '../context';
import type { Api } from '../http/route-schemas';
import { randomToken } from '../domain/secrets';
import { usesOAuthState, type StatefulThirdPartyProvider } from '../providers/oauth-third-party';

/**
 * The real Alipay / WeChat round trip (docs/adr/0019), beside the development provider's:
 *
 * 1. POST /api/login/third/:kind picks a random `state`, keeps it in an HttpOnly cookie scoped to
 *    /api/login/third and answers the vendor's authorize URL carrying it;
 * 2. the vendor sends the member back to GET /api/login/third/:kind/callback?code|auth_code=…&state=…, which accepts
 *    only the state of this browser's cookie and hands the code to the page the development flow uses,
 *    /register?thirdKind=…&thirdAuthCode=<state>.<code>;
 * 3. the page posts it to /api/login/third/:kind/auth as before; the state in it must still match the cookie (which
 *    is then cleared), so a code from someone else's login cannot be planted in a link, and only then is the code
 *    exchanged at the vendor.
 */
const cookieName = 'youshi_oauth_state';
const cookiePath = '/api/login/third';
const stateLifetimeSeconds = 10 * 60;

/**
 * What the vendor sends back, read leniently: a kind or a query not of this form is read as missing, and the
 * member is shown the refused page (never a JSON refusal: this is a page the browser opens).
 */
const callbackParams = z.object({ kind: thirdPartyKindSchema.nullable().catch(null) });
const callbackQuery = z
  .object({
    state: z.string().max(200).optional(),
    code: z.string().max(500).optional(), // WeChat
    auth_code: z.string().max(500).optional(), // Alipay
  })
  .catch({});
const callbackAnswers = {
  302: z.null().describe('回到注册页 /register?thirdKind=…&thirdAuthCode=…，完成绑定或注册'),
  400: { description: '第三方登录未完成', content: { 'text/html': { schema: z.string() } } },
};

const stateCookie = (request: FastifyRequest, ctx: AppContext, value: string, maxAge: number) =>
  [
    `${cookieName}=${value}`,
    `Path=${cookiePath}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax', // sent on the vendor's top-level redirect back to us, not on cross-site subrequests
    ...(!ctx.devTools || request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

function cookieState(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookieName) return value.join('=') || null;
  }
  return null;
}

const sameState = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Step 1 for a provider with state; null for the development provider, which needs none. */
export function startWithState(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, kind: ThirdPartyKind): string | null {
  if (!usesOAuthState(ctx.thirdParty)) return null;
  const state = randomToken();
  reply.header('set-cookie', stateCookie(request, ctx, state, stateLifetimeSeconds));
  return (ctx.thirdParty as StatefulThirdPartyProvider).authorizeUrlWithState(kind, state);
}

/**
 * Step 3: the vendor's code inside what the page posted, when its state is this browser's; null otherwise. The
 * development provider's codes pass through unchanged (they are signed by us and single-use already).
 */
export function vendorCode(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, posted: string): string | null {
  if (!usesOAuthState(ctx.thirdParty)) return posted;
  const dot = posted.indexOf('.');
  if (dot <= 0) return null;
  const matches = sameState(posted.slice(0, dot), cookieState(request));
  reply.header('set-cookie', stateCookie(request, ctx, '', 0));
  return matches ? posted.slice(dot + 1) || null : null;
}

const refusedPage = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>登录未完成</title></head>
<body><h1>第三方登录未完成</h1><p>授权已取消或已过期，或不是从本浏览器发起的。请返回邮市重新登录。</p>
<p><a href="/">返回邮市首页</a></p></body></html>`;

/** Step 2: where the vendors send the member back. Registered only for a provider with state. */
export function oauthCallbackRoute(app: Api, ctx: AppContext): void {
  if (!usesOAuthState(ctx.thirdParty)) return;
  const schema = { params: callbackParams, querystring: callbackQuery, response: callbackAnswers };
  app.get('/api/login/third/:kind/callback', { schema }, async (request, reply) => {
    const { kind } = request.params;
    const { state } = request.query;
    const code = request.query.auth_code ?? request.query.code;
    if (!kind || !code || !sameState(state, cookieState(request))) {
      return reply.code(400).type('text/html; charset=utf-8').send(refusedPage);
    }
    const next = `/register?${new URLSearchParams({ thirdKind: kind, thirdAuthCode: `${state}.${code}` }).toString()}`;
    return reply.redirect(next, 302);
  });
}
