import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { ThirdPartyIdentity } from './third-party';
import { formatChinaTime } from '../domain/clock';
import { jsonObject, logSafe, VendorError, vendorFetch } from './vendor-http';

export interface AlipaySettings {
  appId: string;
  /** The app's private key (RSA 2048): PEM, or the bare base64 PKCS#8 / PKCS#1 body Alipay's key tool prints. */
  privateKey: string;
  /** Alipay's public key (支付宝公钥) from the app's console, PEM or bare base64: verifies every answer. */
  alipayPublicKey: string;
  /** https://openapi.alipay.com/gateway.do unless told otherwise. */
  gateway?: string;
  /** https://openauth.alipay.com/oauth2/publicAppAuthorize.htm unless told otherwise. */
  authorizeUrl?: string;
}

const service = 'Alipay';

/** Environment variables hold PEM with literal "\n"; Alipay's tools print the key without its PEM lines. */
const pemText = (key: string) => key.replace(/\\n/g, '\n').trim();

export function loadPrivateKey(key: string): KeyObject {
  const text = pemText(key);
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

export function loadPublicKey(key: string): KeyObject {
  const text = pemText(key);
  if (text.includes('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}

/**
 * Alipay's content to sign (RSA2): every parameter but `sign` and the empty ones, sorted by name, joined as
 * name=value with & and not URL-encoded.
 */
export function alipaySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const alipaySign = (params: Record<string, string>, privateKey: KeyObject) =>
  sign('RSA-SHA256', Buffer.from(alipaySignContent(params), 'utf8'), privateKey).toString('base64');

/**
 * The exact text of one top-level member of Alipay's answer ({"xxx_response":{...},"sign":"..."}): Alipay signs
 * that text as sent, so it is cut out of the body rather than re-serialized.
 */
export function responseNodeText(body: string, node: string): string | null {
  const key = body.indexOf(`"${node}"`);
  if (key < 0) return null;
  let i = body.indexOf(':', key + node.length + 2);
  if (i < 0) return null;
  i += 1;
  while (/\s/.test(body[i] ?? '')) i += 1;
  if (body[i] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (let j = i; j < body.length; j += 1) {
    const c = body[j];
    if (inString) {
      if (c === '\\') j += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return body.slice(i, j + 1);
  }
  return null;
}

/**
 * Alipay login for a web site: the member consents on Alipay's page (scope auth_user), which sends them back to our
 * callback with an auth_code; the server trades it for the user id with alipay.system.oauth.token and asks
 * alipay.user.info.share for the nickname. Requests are signed RSA2 with the app's key, answers verified with
 * Alipay's. Every failure is a VendorError.
 */
export class AlipayLogin {
  private readonly privateKey: KeyObject;
  private readonly alipayPublicKey: KeyObject;

  constructor(
    private readonly settings: AlipaySettings,
    private readonly timeoutMs: number,
    private readonly now: () => Date,
  ) {
    this.privateKey = loadPrivateKey(settings.privateKey);
    this.alipayPublicKey = loadPublicKey(settings.alipayPublicKey);
  }

  authorizeUrl(redirectUri: string, state: string): string {
    const base = this.settings.authorizeUrl ?? 'https://openauth.alipay.com/oauth2/publicAppAuthorize.htm';
    const query = new URLSearchParams({ app_id: this.settings.appId, scope: 'auth_user', redirect_uri: redirectUri, state });
    return `${base}?${query.toString()}`;
  }

  async identity(authCode: string): Promise<ThirdPartyIdentity> {
    const token = await this.call('alipay.system.oauth.token', { grant_type: 'authorization_code', code: authCode });
    // Apps created since 2023 receive open_id instead of user_id.
    const openId = token.user_id ?? token.open_id;
    if (typeof openId !== 'string' || !openId || typeof token.access_token !== 'string') {
      throw new VendorError(service, 'token answer without user_id/open_id or access_token');
    }
    let nickName = '支付宝用户';
    try {
      const info = await this.call('alipay.user.info.share', { auth_token: token.access_token });
      if (typeof info.nick_name === 'string' && info.nick_name.trim()) nickName = info.nick_name.trim().slice(0, 40);
    } catch {
      // The nickname is a courtesy on the bind form; the identity stands without it.
    }
    return { kind: 'alipay', openId, nickName };
  }

  /** One signed gateway call; the answer's node when Alipay accepted it and its signature verifies. */
  private async call(method: string, extra: Record<string, string>): Promise<Record<string, unknown>> {
    const params: Record<string, string> = {
      app_id: this.settings.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatChinaTime(this.now()),
      version: '1.0',
      ...extra,
    };
    params.sign = alipaySign(params, this.privateKey);
    const response = await vendorFetch(
      service,
      this.settings.gateway ?? 'https://openapi.alipay.com/gateway.do',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(params).toString() },
      this.timeoutMs,
    );
    if (response.status < 200 || response.status >= 300) throw new VendorError(service, `${method}: HTTP ${response.status}`);
    const answer = jsonObject(service, response);
    const failure = answer.error_response as Record<string, unknown> | undefined;
    if (failure) throw new VendorError(service, `${method}: code ${logSafe(failure.code)}, sub_code ${logSafe(failure.sub_code)}`);
    const nodeName = `${method.replace(/\./g, '_')}_response`;
    const node = answer[nodeName] as Record<string, unknown> | undefined;
    const signed = responseNodeText(response.text, nodeName);
    const signature = typeof answer.sign === 'string' ? Buffer.from(answer.sign, 'base64') : null;
    if (!node || !signed || !signature || !verify('RSA-SHA256', Buffer.from(signed, 'utf8'), this.alipayPublicKey, signature)) {
      throw new VendorError(service, `${method}: the answer's signature does not verify with Alipay's public key`);
    }
    // Business answers carry code 10000 when they succeed; the token answer carries no code at all.
    if (node.code !== undefined && node.code !== '10000') {
      throw new VendorError(service, `${method}: code ${logSafe(node.code)}, sub_code ${logSafe(node.sub_code)}`);
    }
    return node;
  }
}
