/**
 * The one way the real provider adapters (Aliyun SMS and captcha, Alipay, WeChat) talk to their vendors: a bounded
 * wait, no redirects, the body read as text, and failures described without secrets (docs/adr/0019).
 */

/** Where adapters report a vendor failure: one line, never a key, a signature, a code sent to a member or a token. */
export type VendorLog = (line: string) => void;
export const stderrLog: VendorLog = (line) => console.error(line);

/** A vendor call that did not succeed: no answer in time, a network failure, a non-2xx status or a vendor error code. */
export class VendorError extends Error {
  constructor(
    readonly service: string,
    readonly reason: string,
  ) {
    super(`${service}: ${reason}`);
    this.name = 'VendorError';
  }
}

export interface VendorResponse {
  status: number;
  text: string;
}

/** Default wait for any vendor call (PROVIDER_TIMEOUT_MS). */
export const defaultVendorTimeoutMs = 5_000;

/**
 * fetch with AbortSignal.timeout. Rejects with a VendorError naming only the kind of failure: the URL may carry a
 * secret (WeChat's token call takes `secret` in its query), so neither it nor the request appears in the message.
 */
export async function vendorFetch(service: string, url: string, init: RequestInit, timeoutMs: number): Promise<VendorResponse> {
  try {
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new VendorError(service, `no answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new VendorError(service, `request failed (${cause?.code ?? name ?? 'network error'})`);
  }
}

/** The body as a JSON object, or a VendorError: vendors answer errors as HTML or plain text too. */
export function jsonObject(service: string, response: VendorResponse): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(response.text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new VendorError(service, `HTTP ${response.status}, not a JSON object`);
}

/** A vendor-chosen string (error code, request id) made safe for one log line. */
export const logSafe = (value: unknown): string => String(value ?? '').replace(/[^\w.\-:]/g, '').slice(0, 80);

/** 13800000001 → 138****0001: enough to find a complaint in the log, not enough to collect numbers from it. */
export const maskPhone = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');
