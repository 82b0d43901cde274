import type { LoginReply, UserInfo } from './contracts/auth';

/**
 * Where the browser keeps the session: token, agent flag and user id in cookies (the spec's "token cookie"), the
 * user info in localStorage. Clearing removes all of them (spec section 4, Logout).
 */
const cookieNames = { token: 'token', agent: 'agent', userId: 'userId' } as const;
const userInfoKey = 'userInfo';
const maxAgeSeconds = 7 * 24 * 3600;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: string, value: string, maxAge: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export const sessionStore = {
  token: (): string | null => readCookie(cookieNames.token),
  agent: (): 0 | 1 => (readCookie(cookieNames.agent) === '1' ? 1 : 0),
  userInfo(): UserInfo | null {
    try {
      const raw = localStorage.getItem(userInfoKey);
      return raw ? (JSON.parse(raw) as UserInfo) : null;
    } catch {
      return null;
    }
  },
  save(reply: LoginReply): void {
    writeCookie(cookieNames.token, reply.token, maxAgeSeconds);
    writeCookie(cookieNames.agent, String(reply.agent), maxAgeSeconds);
    writeCookie(cookieNames.userId, String(reply.userinfo.id), maxAgeSeconds);
    localStorage.setItem(userInfoKey, JSON.stringify(reply.userinfo));
  },
  saveUserInfo(user: UserInfo): void {
    writeCookie(cookieNames.agent, String(user.agent), maxAgeSeconds);
    localStorage.setItem(userInfoKey, JSON.stringify(user));
  },
  clear(): void {
    for (const name of Object.values(cookieNames)) writeCookie(name, '', 0);
    localStorage.removeItem(userInfoKey);
  },
};
