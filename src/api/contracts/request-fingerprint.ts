/*
 * What one request asks for, as the server and the browser's forms both tell one request from another (docs/adr/0033:
 * an idempotency key belongs to one request). Zod-free, so a page's form kit loads it without the contracts' schemas.
 */

/** A field that carries a password: a proof, not what a request asks for, and never kept in a form's draft. */
export const isPasswordField = (name: string) => /password/i.test(name);

/**
 * JSON with every object's keys sorted: the same form is the same request whatever order its fields were sent in.
 * Passwords are left out: a corrected payment password is the same request, and a 6-digit one inside a stored hash
 * could be found again by trying the million of them.
 */
export function requestFingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(requestFingerprint).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([name]) => !isPasswordField(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${requestFingerprint(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
