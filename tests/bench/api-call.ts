import { demoPassword } from '../../server/src/db/seed';

/** One API call of the bench, as the browser makes it: the envelope's data, or an error naming the call. */
export async function call<T>(base: string, token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** A session token of a demo (or bench) member, by phone. */
export async function loginAs(base: string, phone: string): Promise<string> {
  return (await call<{ token: string }>(base, '', '/api/login', { username: phone, password: demoPassword, appCode: 'PC' })).token;
}
