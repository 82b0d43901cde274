import type { ThirdPartyKind } from '../../../src/api/contracts/auth';
import type { Clock } from '../domain/clock';
import type { LimitStore } from '../domain/limits/limit-store';
import { MemoryLimitStore } from '../domain/limits/memory-limit-store';
import { randomToken, readSignedPayload, signPayload } from '../domain/secrets';

export interface ThirdPartyIdentity {
  kind: ThirdPartyKind;
  /** The provider's stable id of the person (Alipay user_id, WeChat openid). */
  openId: string;
  nickName: string;
}

/** Alipay / WeChat login. A real adapter builds the provider's OAuth URL and exchanges its code server-side. */
export interface ThirdPartyProvider {
  readonly kind: string;
  readonly development: boolean;
  authorizeUrl(kind: ThirdPartyKind): Promise<string>;
  /** The identity behind a one-time authorization code, or null when the code is forged, used or expired. */
  exchangeCode(kind: ThirdPartyKind, code: string): Promise<ThirdPartyIdentity | null>;
}

const codeLifetimeMs = 5 * 60_000;
const kindNames: Record<ThirdPartyKind, string> = { alipay: '支付宝', wechat: '微信' };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Development provider (docs/adr/0005): the "authorize" page is our own, labelled as a simulation, and hands back an
 * HMAC-signed one-time code, so the identity cannot be forged by editing the URL. Used codes are claimed in the
 * limit store until they expire (Redis when REDIS_URL is set, so a code used on one instance is used on all).
 */
export class DevThirdPartyProvider implements ThirdPartyProvider {
  readonly kind = 'dev';
  readonly development = true;
  constructor(
    private readonly clock: Clock,
    private readonly secret: string = randomToken(),
    private readonly limits: LimitStore = new MemoryLimitStore(clock),
  ) {}

  async authorizeUrl(kind: ThirdPartyKind): Promise<string> {
    return `/api/dev/third/${kind}/authorize`;
  }

  /** The simulated consent page; `person` picks one of a few stable simulated identities. */
  authorizePage(kind: ThirdPartyKind, person: number): string {
    const name = kindNames[kind];
    const nickName = `${name}模拟用户${person}`;
    const code = signPayload(this.secret, {
      kind,
      openId: `dev-${kind}-${person}`,
      nickName,
      nonce: randomToken(),
      exp: this.clock().getTime() + codeLifetimeMs,
    });
    const next = `/register?thirdKind=${kind}&thirdAuthCode=${encodeURIComponent(code)}`;
    const others = [1, 2, 3]
      .filter((p) => p !== person)
      .map((p) => `<a href="?person=${p}">换成${escapeHtml(name)}模拟用户${p}</a>`)
      .join(' · ');
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>开发环境模拟授权</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:4rem auto;line-height:1.7}
.note{background:#fff4e5;border:1px solid #f0b45a;padding:.8rem 1rem}a.button{display:inline-block;background:#c8102e;color:#fff;padding:.6rem 1.4rem;text-decoration:none;border-radius:4px}</style>
</head><body><h1>开发环境模拟授权</h1>
<p class="note">这是开发环境的模拟页面，并未连接${escapeHtml(name)}。正式部署须配置${escapeHtml(name)}开放平台的应用ID与密钥。</p>
<p>将以“${escapeHtml(nickName)}”的身份授权登录邮市。</p>
<p><a class="button" href="${escapeHtml(next)}">同意授权</a></p>
<p>${others}</p></body></html>`;
  }

  async exchangeCode(kind: ThirdPartyKind, code: string): Promise<ThirdPartyIdentity | null> {
    const payload = readSignedPayload(this.secret, code);
    const now = this.clock().getTime();
    if (!payload || payload.kind !== kind || typeof payload.exp !== 'number' || payload.exp < now) return null;
    const { openId, nickName, nonce } = payload;
    if (typeof openId !== 'string' || typeof nickName !== 'string' || typeof nonce !== 'string') return null;
    // One step marks the code used, so of two requests racing with it (on any instance) only one gets the identity.
    if (!(await this.limits.claim(`thirdparty:used:${nonce}`, payload.exp - now + 1))) return null;
    return { kind, openId, nickName };
  }
}
