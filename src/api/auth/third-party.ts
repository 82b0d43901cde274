import type { LoginReply, ThirdAuthReply, ThirdPartyKind } from '../contracts/auth';
import { apiPost } from '../client';

/** Third-party login: where to send the browser, the code exchange, and binding to a phone (spec section 7). */
export const startThirdLogin = (kind: ThirdPartyKind) => apiPost<{ url: string }>(`/api/login/third/${kind}`);

export const thirdAuth = (kind: ThirdPartyKind, code: string) =>
  apiPost<ThirdAuthReply>(`/api/login/third/${kind}/auth`, { code });

export interface ThirdBindBody {
  phone: string;
  code: string;
  loginType: ThirdPartyKind;
  thirdCode: string;
}
export const thirdBind = (body: ThirdBindBody) => apiPost<LoginReply>('/api/login/third/bind', body);

export const thirdRegister = (body: ThirdBindBody & { userName: string; password: string }) =>
  apiPost<LoginReply>('/api/login/third/register', body);
