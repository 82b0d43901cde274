import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { alipaySignContent, responseNodeText } from '../../server/src/providers/alipay-login';
import { providersFromEnv } from '../../server/src/providers/from-env';
import { OAuthThirdPartyProvider, type OAuthSettings } from '../../server/src/providers/oauth-third-party';
import type { ThirdAuthReply } from '../../src/api/contracts/auth';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, type TestApp } from './helpers';
import { alipayAnswer, alipayRequestVerifies, sendJson, startFake, type Fake } from './providers-fakes';

/**
 * Real Alipay and WeChat login against local fakes of Alipay's gateway (which verifies our RSA2 request signature with
 * the app's public key and signs its answers with "Alipay's" key) and WeChat's sns API (app secret, one-time codes,
 * errcode answers); then the whole round trip through our routes: start, the vendor's callback, the bind form's code.
 */
const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }) as string;
const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const wechatSecret = 'wechat-app-secret-never-logged';

let alipay: Fake;
let wechat: Fake;
/** How the fake Alipay signs its answers: with its own key, or (to test the check) with a stranger's. */
let alipaySigningKey = alipayKeys.privateKey;

beforeAll(async () => {
  alipay = await startFake((request, res) => {
    const p = request.form;
    const fail = (sub_code: string, sub_msg: string) =>
      sendJson(res, 200, alipayAnswer('error_response', { code: '40002', msg: 'Invalid Arguments', sub_code, sub_msg }, alipaySigningKey));
    if (request.method !== 'POST' || request.path !== '/gateway.do') return sendJson(res, 404, 'not found', 'text/plain');
    if (p.get('app_id') !== '2021000000000001') return fail('isv.invalid-app-id', '无效的AppID参数');
    if (p.get('sign_type') !== 'RSA2' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(p.get('timestamp') ?? '')) return fail('isv.missing-signature-config', '参数有误');
    if (!alipayRequestVerifies(p, appKeys.publicKey)) return fail('isv.invalid-signature', '验签出错');
    if (p.get('method') === 'alipay.system.oauth.token') {
      if (p.get('grant_type') !== 'authorization_code') return fail('isv.grant-type-invalid', 'grant_type无效');
      if (p.get('code') === 'slow-code') return; // never answers
      if (p.get('code') !== 'alipay-good-code') return fail('isv.code-invalid', '授权码code无效');
      const node = { access_token: 'authusrB1b2c3', alipay_user_id: '20880012', expires_in: 1296000, re_expires_in: 2592000, refresh_token: 'authusrR1', user_id: '2088102150477652' };
      return sendJson(res, 200, alipayAnswer('alipay_system_oauth_token_response', node, alipaySigningKey), 'text/html;charset=utf-8');
    }
    if (p.get('method') === 'alipay.user.info.share') {
      const node =
        p.get('auth_token') === 'authusrB1b2c3'
          ? { code: '10000', msg: 'Success', user_id: '2088102150477652', nick_name: '支付宝邮友' }
          : { code: '20001', msg: 'Insufficient Token Permissions', sub_code: 'aop.invalid-auth-token', sub_msg: '无效的访问令牌' };
      return sendJson(res, 200, alipayAnswer('alipay_user_info_share_response', node, alipaySigningKey));
    }
    return fail('isv.invalid-method', '不存在的方法名');
  });

  const usedCodes = new Set<string>();
  wechat = await startFake((request, res) => {
    const q = request.query;
    if (request.path === '/sns/oauth2/access_token') {
      if (q.get('appid') !== 'wx0000000000000001') return sendJson(res, 200, { errcode: 40013, errmsg: 'invalid appid' }, 'text/plain');
      if (q.get('secret') !== wechatSecret) return sendJson(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' }, 'text/plain');
      const code = q.get('code') ?? '';
      if (code === 'wechat-down') return sendJson(res, 502, '<html>Bad Gateway</html>', 'text/html');
      if (usedCodes.has(code)) return sendJson(res, 200, { errcode: 40163, errmsg: 'code been used' }, 'text/plain');
      if (!code.startsWith('wechat-good-code')) return sendJson(res, 200, { errcode: 40029, errmsg: 'invalid code' }, 'text/plain');
      usedCodes.add(code);
      const answer = { access_token: `ACCESS-${code}`, expires_in: 7200, refresh_token: 'REFRESH', openid: 'oWX-openid-0001', scope: 'snsapi_login', unionid: 'oUNION-0001' };
      return sendJson(res, 200, answer, 'text/plain');
    }
    if (request.path === '/sns/userinfo') {
      if (!q.get('access_token')?.startsWith('ACCESS-') || q.get('openid') !== 'oWX-openid-0001') return sendJson(res, 200, { errcode: 40001, errmsg: 'invalid credential' });
      return sendJson(res, 200, { openid: 'oWX-openid-0001', nickname: '微信邮友', sex: 1, province: '江苏', city: '南京', country: '中国', headimgurl: '', privilege: [], unionid: 'oUNION-0001' });
    }
    return sendJson(res, 404, 'not found', 'text/plain');
  });
});
afterAll(async () => {
  await alipay.close();
  await wechat.close();
});

const settings = (overrides: { appKey?: KeyObject; timeoutMs?: number; wechatSecret?: string } = {}): OAuthSettings => ({
  publicUrl: 'https://youshi.example.com/',
  alipay: {
    appId: '2021000000000001',
    privateKey: pem(overrides.appKey ?? appKeys.privateKey, 'pkcs8'),
    alipayPublicKey: pem(alipayKeys.publicKey, 'spki'),
    gateway: `${alipay.url}/gateway.do`,
    authorizeUrl: 'https://openauth.alipay.com/oauth2/publicAppAuthorize.htm',
  },
  wechat: { appId: 'wx0000000000000001', appSecret: overrides.wechatSecret ?? wechatSecret, apiBase: wechat.url },
  timeoutMs: overrides.timeoutMs ?? 10_000,
});

function provider(overrides: Parameters<typeof settings>[0] = {}) {
  const log: string[] = [];
  return { provider: new OAuthThirdPartyProvider(settings(overrides), () => new Date('2026-11-22T08:00:00Z'), (line) => log.push(line)), log };
}

describe("Alipay's signing rules", () => {
  it('signs the sorted, non-empty parameters but sign, unencoded; answers are verified on their exact text', () => {
    expect(alipaySignContent({ method: 'a.b', app_id: '1', sign: 'x', biz_content: '', charset: 'utf-8', timestamp: '2026-11-22 16:00:00' })).toBe(
      'app_id=1&charset=utf-8&method=a.b&timestamp=2026-11-22 16:00:00',
    );
    const body = '{"x_response":{"a":"}\\"{","b":{"c":1}},"sign":"s"}';
    expect(responseNodeText(body, 'x_response')).toBe('{"a":"}\\"{","b":{"c":1}}');
  });
});

describe('OAuthThirdPartyProvider: Alipay', () => {
  it("builds Alipay's authorize URL with our callback and the state", () => {
    const url = new URL(provider().provider.authorizeUrlWithState('alipay', 'STATE1'));
    expect(`${url.origin}${url.pathname}`).toBe('https://openauth.alipay.com/oauth2/publicAppAuthorize.htm');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: '2021000000000001',
      scope: 'auth_user',
      redirect_uri: 'https://youshi.example.com/api/login/third/alipay/callback',
      state: 'STATE1',
    });
  });

  it('exchanges an auth_code for the user id (RSA2-signed request, verified answer) and reads the nickname', async () => {
    const { provider: p, log } = provider();
    expect(await p.exchangeCode('alipay', 'alipay-good-code')).toEqual({ kind: 'alipay', openId: '2088102150477652', nickName: '支付宝邮友' });
    const token = alipay.received.find((r) => r.form.get('method') === 'alipay.system.oauth.token')!;
    expect(token.form.get('code')).toBe('alipay-good-code');
    expect(log).toEqual([]);
  });

  it("is null, with a log line naming Alipay's sub_code, for a refused code or a request signed with another key", async () => {
    const refused = provider();
    expect(await refused.provider.exchangeCode('alipay', 'expired-code')).toBeNull();
    expect(refused.log.join('\n')).toMatch(/alipay login refused: Alipay: alipay.system.oauth.token: code 40002, sub_code isv.code-invalid/);
    const wrongKey = provider({ appKey: strangerKeys.privateKey });
    expect(await wrongKey.provider.exchangeCode('alipay', 'alipay-good-code')).toBeNull();
    expect(wrongKey.log.join('\n')).toMatch(/isv.invalid-signature/);
    expect(wrongKey.log.join('\n')).not.toMatch(/BEGIN|PRIVATE/);
  });

  it("is null when the answer is not signed by Alipay's key, and on a timeout", async () => {
    alipaySigningKey = strangerKeys.privateKey;
    try {
      const forged = provider();
      expect(await forged.provider.exchangeCode('alipay', 'alipay-good-code')).toBeNull();
      expect(forged.log.join('\n')).toMatch(/signature does not verify/);
    } finally {
      alipaySigningKey = alipayKeys.privateKey;
    }
    const slow = provider({ timeoutMs: 300 });
    expect(await slow.provider.exchangeCode('alipay', 'slow-code')).toBeNull();
    expect(slow.log.join('\n')).toMatch(/no answer within 300 ms/);
  });
});

describe('OAuthThirdPartyProvider: WeChat', () => {
  it("builds WeChat's authorize URL, parameters in WeChat's order and #wechat_redirect last", () => {
    const url = provider().provider.authorizeUrlWithState('wechat', 'STATE2');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx0000000000000001' +
        '&redirect_uri=https%3A%2F%2Fyoushi.example.com%2Fapi%2Flogin%2Fthird%2Fwechat%2Fcallback' +
        '&response_type=code&scope=snsapi_login&state=STATE2#wechat_redirect',
    );
  });

  it('exchanges a code for the openid with the app secret, server-side, and reads the nickname', async () => {
    const { provider: p, log } = provider();
    expect(await p.exchangeCode('wechat', 'wechat-good-code-1')).toEqual({ kind: 'wechat', openId: 'oWX-openid-0001', nickName: '微信邮友' });
    expect(log).toEqual([]);
  });

  it("is null, logged with WeChat's errcode and never the secret, for a used code, a wrong secret or a 502", async () => {
    const { provider: p, log } = provider();
    expect(await p.exchangeCode('wechat', 'wechat-good-code-1')).toBeNull();
    expect(log.at(-1)).toMatch(/errcode 40163/);
    expect(await p.exchangeCode('wechat', 'made-up')).toBeNull();
    expect(log.at(-1)).toMatch(/errcode 40029/);
    expect(await p.exchangeCode('wechat', 'wechat-down')).toBeNull();
    expect(log.at(-1)).toMatch(/HTTP 502/);
    const wrong = provider({ wechatSecret: 'wrong-secret-xyz' });
    expect(await wrong.provider.exchangeCode('wechat', 'wechat-good-code-2')).toBeNull();
    expect(wrong.log.join('\n')).toMatch(/errcode 40125/);
    for (const line of [...log, ...wrong.log]) expect(line).not.toMatch(/wrong-secret-xyz|wechat-app-secret/);
  });
});

describe('the real round trip through our routes', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    // The same database, an app whose third-party provider is chosen from the environment as main.ts does.
    const env = {
      THIRD_PARTY_PROVIDER: 'oauth',
      PUBLIC_URL: 'https://youshi.example.com',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: pem(appKeys.privateKey, 'pkcs8').replace(/\n/g, '\\n'),
      ALIPAY_PUBLIC_KEY: (pem(alipayKeys.publicKey, 'spki').match(/^[A-Za-z0-9+/=]+$/gm) ?? []).join(''), // bare base64, as Alipay's console shows it
      ALIPAY_GATEWAY: `${alipay.url}/gateway.do`,
      WECHAT_APP_ID: 'wx0000000000000001',
      WECHAT_APP_SECRET: wechatSecret,
      WECHAT_API_BASE: wechat.url,
      PROVIDER_TIMEOUT_MS: '10000', // generous: a loaded test machine is not a vendor timeout
    };
    app = await buildApp({ db: t.db, clock: t.clock.now, ...providersFromEnv(env, t.db, t.clock.now, 'test-secret'), devTools: true, secret: 'test-secret' });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  /** Step 1: our start answers the vendor's URL and keeps its state in a cookie. */
  async function start(kind: 'alipay' | 'wechat') {
    const res = await app.inject({ method: 'POST', url: `/api/login/third/${kind}` });
    const { url } = (res.json() as { data: { url: string } }).data;
    const state = new URL(url).searchParams.get('state')!;
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect(String(res.headers['set-cookie'])).toMatch(/^youshi_oauth_state=[\w-]+; Path=\/api\/login\/third; Max-Age=600; HttpOnly; SameSite=Lax/);
    expect(cookie).toBe(`youshi_oauth_state=${state}`);
    return { url, state, cookie };
  }

  it('start → the vendor sends the member back → our /register page → the code exchanged: bind form with the nickname', async () => {
    const { state, cookie } = await start('wechat');
    const back = await app.inject({ method: 'GET', url: `/api/login/third/wechat/callback?code=wechat-good-code-3&state=${state}`, headers: { cookie } });
    expect(back.statusCode).toBe(302);
    const next = new URL(back.headers.location as string, 'https://youshi.example.com');
    expect(next.pathname).toBe('/register');
    expect(next.searchParams.get('thirdKind')).toBe('wechat');
    const code = next.searchParams.get('thirdAuthCode')!;
    const auth = await app.inject({ method: 'POST', url: '/api/login/third/wechat/auth', payload: { code }, headers: { cookie } });
    expect(auth.json(), auth.body).toMatchObject({ code: 200, data: { needBind: true, nickName: '微信邮友' } });
    expect(String(auth.headers['set-cookie'])).toContain('Max-Age=0'); // one use

    const alipayStart = await start('alipay');
    const alipayBack = await app.inject({
      method: 'GET',
      url: `/api/login/third/alipay/callback?app_id=2021000000000001&source=alipay_wallet&scope=auth_user&auth_code=alipay-good-code&state=${alipayStart.state}`,
      headers: { cookie: alipayStart.cookie },
    });
    const alipayCode = new URL(alipayBack.headers.location as string, 'https://x').searchParams.get('thirdAuthCode')!;
    const alipayAuth = await app.inject({ method: 'POST', url: '/api/login/third/alipay/auth', payload: { code: alipayCode }, headers: { cookie: alipayStart.cookie } });
    expect(alipayAuth.json()).toMatchObject({ code: 200, data: { needBind: true, nickName: '支付宝邮友' } });
  });

  it("refuses a callback or a code that is not this browser's login (no cookie, another state), before asking the vendor", async () => {
    const { state, cookie } = await start('wechat');
    const other = await start('wechat');
    const asked = wechat.received.length;
    const wrongState = await app.inject({ method: 'GET', url: `/api/login/third/wechat/callback?code=wechat-good-code-4&state=${other.state}`, headers: { cookie } });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.body).toContain('第三方登录未完成');
    const noCookie = await app.inject({ method: 'GET', url: `/api/login/third/wechat/callback?code=wechat-good-code-4&state=${state}` });
    expect(noCookie.statusCode).toBe(400);
    // A link carrying someone else's code (planted for a victim to bind): refused without the matching cookie.
    const planted = await app.inject({ method: 'POST', url: '/api/login/third/wechat/auth', payload: { code: `${state}.wechat-good-code-4` }, headers: { cookie: other.cookie } });
    expect(planted.json()).toMatchObject({ code: 400, msg: messages.thirdPartyUnknown });
    const bare = await app.inject({ method: 'POST', url: '/api/login/third/wechat/auth', payload: { code: 'wechat-good-code-4' } });
    expect(bare.json()).toMatchObject({ code: 400, msg: messages.thirdPartyUnknown });
    expect(wechat.received.length).toBe(asked);
  });

  it("answers thirdPartyUnknown when the vendor refuses the code, and has no development authorize page", async () => {
    const { state, cookie } = await start('alipay');
    const auth = await app.inject({ method: 'POST', url: '/api/login/third/alipay/auth', payload: { code: `${state}.expired-code` }, headers: { cookie } });
    expect((auth.json() as ThirdAuthReply & { msg: string }).msg).toBe(messages.thirdPartyUnknown);
    expect((await app.inject({ method: 'GET', url: '/api/dev/third/alipay/authorize' })).statusCode).toBe(404);
  });
});
