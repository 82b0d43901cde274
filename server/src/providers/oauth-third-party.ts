import type { ThirdPartyKind } from '../../../src/api/contracts/auth';
import type { Clock } from '../domain/clock';
import { randomToken } from '../domain/secrets';
import { AlipayLogin, type AlipaySettings } from './alipay-login';
import type { ThirdPartyIdentity, ThirdPartyProvider } from './third-party';
import { defaultVendorTimeoutMs, stderrLog, VendorError, type VendorLog } from './vendor-http';
import { WechatLogin, type WechatSettings } from './wechat-login';

/** Where Alipay and WeChat send the member back; registered in routes/third-party.ts. */
export const thirdPartyCallbackPath = (kind: ThirdPartyKind) => `/api/login/third/${kind}/callback`;

/**
 * A provider whose authorize URL carries an OAuth `state` chosen by the route: the route keeps the same value in a
 * cookie and accepts the member's return only from the browser that started it (no login CSRF).
 */
export interface StatefulThirdPartyProvider extends ThirdPartyProvider {
  authorizeUrlWithState(kind: ThirdPartyKind, state: string): string;
}

export const usesOAuthState = (provider: ThirdPartyProvider): provider is StatefulThirdPartyProvider =>
  typeof (provider as Partial<StatefulThirdPartyProvider>).authorizeUrlWithState === 'function';

export interface OAuthSettings {
  /** This site's public origin (https://youshi.example.com): the callbacks' redirect_uri is built on it. */
  publicUrl: string;
  alipay: AlipaySettings;
  wechat: WechatSettings;
  timeoutMs?: number;
}

/**
 * Real Alipay and WeChat login (docs/adr/0019): the vendors' own consent pages, their codes exchanged server-side.
 * A code the vendor refuses, a timeout or a vendor error is `null` (the member sees thirdPartyUnknown) and a log line.
 */
export class OAuthThirdPartyProvider implements StatefulThirdPartyProvider {
  readonly kind = 'oauth';
  readonly development = false;
  private readonly alipay: AlipayLogin;
  private readonly wechat: WechatLogin;
  private readonly origin: string;

  constructor(
    settings: OAuthSettings,
    clock: Clock,
    private readonly log: VendorLog = stderrLog,
  ) {
    const timeoutMs = settings.timeoutMs ?? defaultVendorTimeoutMs;
    this.alipay = new AlipayLogin(settings.alipay, timeoutMs, clock);
    this.wechat = new WechatLogin(settings.wechat, timeoutMs);
    this.origin = new URL(settings.publicUrl).origin;
  }

  /** Without a state from the route (the interface's call): a fresh one, which no browser can return. */
  async authorizeUrl(kind: ThirdPartyKind): Promise<string> {
    return this.authorizeUrlWithState(kind, randomToken());
  }

  authorizeUrlWithState(kind: ThirdPartyKind, state: string): string {
    const redirectUri = `${this.origin}${thirdPartyCallbackPath(kind)}`;
    return kind === 'alipay' ? this.alipay.authorizeUrl(redirectUri, state) : this.wechat.authorizeUrl(redirectUri, state);
  }

  async exchangeCode(kind: ThirdPartyKind, code: string): Promise<ThirdPartyIdentity | null> {
    try {
      return kind === 'alipay' ? await this.alipay.identity(code) : await this.wechat.identity(code);
    } catch (error) {
      this.log(`[third-party] ${kind} login refused: ${error instanceof VendorError ? error.message : 'unexpected failure'}`);
      return null;
    }
  }
}
