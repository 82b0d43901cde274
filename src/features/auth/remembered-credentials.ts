/**
 * Remember-password (spec section 5): account and password stored locally, encoded, while the box is ticked;
 * unticking removes them. Encoding only keeps them from being read at a glance; it is not encryption, which is why
 * the box is off by default.
 */
const key = 'rememberedLogin';

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const decode = (text: string) => new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

export const rememberedCredentials = {
  read(): { account: string; password: string } | undefined {
    try {
      const raw = localStorage.getItem(key);
      if (!raw) return undefined;
      const value = JSON.parse(decode(raw)) as { account?: unknown; password?: unknown };
      return typeof value.account === 'string' && typeof value.password === 'string'
        ? { account: value.account, password: value.password }
        : undefined;
    } catch {
      return undefined;
    }
  },
  write(credentials: { account: string; password: string } | null): void {
    if (credentials) localStorage.setItem(key, encode(JSON.stringify(credentials)));
    else localStorage.removeItem(key);
  },
};
