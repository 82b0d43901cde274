import { ApiCode, type ApiCodeValue } from '../../../src/api/contracts/envelope';
import { messages, type MessageKey } from '../../../src/api/contracts/messages';

/** A domain error the caller may see: an envelope code and a key of the shared zh-CN catalogue. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiCodeValue,
    readonly messageKey: MessageKey,
    /** What the browser needs to act on the failure, e.g. which credit line is short; null for most errors. */
    readonly data: unknown = null,
  ) {
    super(messages[messageKey]);
    this.name = 'ApiError';
  }
}

export const badRequest = (key: MessageKey, data: unknown = null) => new ApiError(ApiCode.badRequest, key, data);
export const forbidden = (key: MessageKey) => new ApiError(ApiCode.forbidden, key);
/**
 * 404. An object private to its parties answers a stranger exactly as it answers an id that does not exist (one key
 * for both, e.g. notOrderParty), so ids cannot be probed for existence.
 */
export const notFound = (key: MessageKey = 'notFound') => new ApiError(ApiCode.notFound, key);
export const conflict = (key: MessageKey) => new ApiError(ApiCode.conflict, key);

/**
 * docs/adr/0006: the HTTP status mirrors the envelope code for 4xx and 5xx so logs and proxies tell the truth; the
 * browser reads the envelope either way. Codes that are not HTTP statuses (-6000) travel as 200.
 */
export function httpStatusFor(code: number): number {
  return code >= 400 && code <= 599 ? code : 200;
}
