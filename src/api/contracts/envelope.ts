import { z } from 'zod';

/**
 * Every API response is this envelope. `code` mirrors the HTTP status for 4xx/5xx codes so that
 * proxies and logs tell the truth; the browser reads `code`, never the HTTP status.
 */
export const ApiCode = {
  ok: 200,
  badRequest: 400,
  notLoggedIn: 401,
  accountFrozen: 402,
  forbidden: 403,
  notFound: 404,
  sessionExpired: 405,
  sessionRevoked: 406,
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
  /** The spec's pass-through code: the caller handles it like a success. */
  passThrough: -6000,
} as const;
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];

/** Codes that end the session in the browser (spec section 8: 402, 405, 406). */
export const sessionEndingCodes: readonly number[] = [
  ApiCode.accountFrozen,
  ApiCode.sessionExpired,
  ApiCode.sessionRevoked,
];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** Header names shared by the browser client and the server. */
export const headers = {
  token: 'token',
  platform: 'x-platform',
  timestamp: 'x-timestamp',
  path: 'x-path',
  /** A response header telling the browser a wallet-changing call happened (spec section 7). */
  type: 'type',
  idempotencyKey: 'idempotency-key',
} as const;

export const appCode = 'PC' as const;
