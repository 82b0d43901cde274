import { ApiCode, type ApiCodeValue } from '../../../src/api/contracts/envelope';
import { allMessages, type AnyMessageKey } from '../../../src/api/contracts/all-messages';

/** A catalogue message with its {placeholders} filled: the tries left ({left}), when a lock ends ({until}). */
export const fillMessage = (key: AnyMessageKey, values: Readonly<Record<string, string | number>>): string =>
  allMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * A domain error the caller may see: an envelope code and a key of the shared zh-CN catalogue, its placeholders
 * filled from `values` (so a count such as the tries left travels in the message every caller already shows).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ApiCodeValue,
    readonly messageKey: AnyMessageKey,
    /** What the browser needs to act on the failure, e.g. which credit line is short; null for most errors. */
    readonly data: unknown = null,
    values?: Readonly<Record<string, string | number>>,
  ) {
    super(values ? fillMessage(messageKey, values) : allMessages[messageKey]);
    this.name = 'ApiError';
  }
}

export const badRequest = (key: AnyMessageKey, data: unknown = null) => new ApiError(ApiCode.badRequest, key, data);
export const forbidden = (key: AnyMessageKey) => new ApiError(ApiCode.forbidden, key);
/**
 * 404. An object private to its parties answers a stranger exactly as it answers an id that does not exist (one key
 * for both, e.g. notOrderParty), so ids cannot be probed for existence.
 */
export const notFound = (key: AnyMessageKey = 'notFound') => new ApiError(ApiCode.notFound, key);
export const conflict = (key: AnyMessageKey) => new ApiError(ApiCode.conflict, key);

/**
 * docs/adr/0006: the HTTP status mirrors the envelope code for 4xx and 5xx so logs and proxies tell the truth; the
 * browser reads the envelope either way. Codes that are not HTTP statuses (-6000) travel as 200.
 */
export function httpStatusFor(code: number): number {
  return code >= 400 && code <= 599 ? code : 200;
}
