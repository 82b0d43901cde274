import type { ThirdPartyIdentity } from './third-party';
import { jsonObject, logSafe, VendorError, vendorFetch } from './vendor-http';

export interface WechatSettings {
  /** The website app's AppID on open.weixin.qq.com (微信开放平台 网站应用). */
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com unless told otherwise. */
  apiBase?: string;
  /** https://open.weixin.qq.com/connect/qrconnect (scan to log in) unless told otherwise. */
  authorizeUrl?: string;
  /** snsapi_login for the QR page; snsapi_userinfo with the official account's /connect/oauth2/authorize. */
  scope?: string;
}

const service = 'WeChat';

/**
 * WeChat login for a web site: the member scans and consents on WeChat's page, which sends them back to our callback
 * with a code; the server trades it (with the app secret, never seen by the browser) for an access token and the
 * openid at sns/oauth2/access_token, then reads the nickname at sns/userinfo. WeChat answers errors as HTTP 200 with
 * errcode/errmsg; every failure is a VendorError.
 */
export class WechatLogin {
  private readonly apiBase: string;

  constructor(
    private readonly settings: WechatSettings,
    private readonly timeoutMs: number,
  ) {
    this.apiBase = (settings.apiBase ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
  }

  /** WeChat matches the parameters in this order; the fragment must stay last. */
  authorizeUrl(redirectUri: string, state: string): string {
    const base = this.settings.authorizeUrl ?? 'https://open.weixin.qq.com/connect/qrconnect';
    const query = new URLSearchParams({
      appid: this.settings.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: this.settings.scope ?? 'snsapi_login',
      state,
    });
    return `${base}?${query.toString()}#wechat_redirect`;
  }

  async identity(code: string): Promise<ThirdPartyIdentity> {
    const token = await this.get('sns/oauth2/access_token', {
      appid: this.settings.appId,
      secret: this.settings.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const { openid, access_token: accessToken } = token;
    if (typeof openid !== 'string' || !openid || typeof accessToken !== 'string') {
      throw new VendorError(service, 'access_token answer without openid or access_token');
    }
    let nickName = '微信用户';
    try {
      const info = await this.get('sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
      if (typeof info.nickname === 'string' && info.nickname.trim()) nickName = info.nickname.trim().slice(0, 40);
    } catch {
      // The nickname is a courtesy on the bind form; the identity stands without it.
    }
    return { kind: 'wechat', openId: openid, nickName };
  }

  private async get(path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
    const response = await vendorFetch(service, `${this.apiBase}/${path}?${new URLSearchParams(query).toString()}`, { method: 'GET' }, this.timeoutMs);
    if (response.status < 200 || response.status >= 300) throw new VendorError(service, `${path}: HTTP ${response.status}`);
    const answer = jsonObject(service, response);
    if (answer.errcode !== undefined && Number(answer.errcode) !== 0) {
      throw new VendorError(service, `${path}: errcode ${logSafe(answer.errcode)}`);
    }
    return answer;
  }
}
