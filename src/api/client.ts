import { FetchError, ofetch } from 'ofetch';
import { ApiCode, appCode, headers, sessionEndingCodes, type Envelope } from './contracts/envelope';
import { shellMessages as messages } from './contracts/shell-messages';
import { clientEvents } from './client-events';
import { sessionStore } from './session-store';

/** The API base: same origin by default (the server serves the app and the API on one port). */
export const apiBase: string = import.meta.env?.VITE_API_BASE ?? '';
export const requestTimeoutMs = 60_000;
const walletPath = '/api/user/account/wallet';

/** A rejected call. `code` is the envelope code, or 0 for a network failure. */
export class ApiRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** What the server sent with the failure, e.g. which credit line is short. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

const http = ofetch.create({
  baseURL: apiBase,
  timeout: requestTimeoutMs,
  retry: 0,
  onRequest({ request, options }) {
    const path = typeof request === 'string' ? request : request.url;
    const h = new Headers(options.headers);
    const token = sessionStore.token();
    if (token) h.set(headers.token, token);
    h.set(headers.platform, appCode);
    h.set(headers.timestamp, String(Date.now()));
    if (typeof window !== 'undefined') h.set(headers.path, window.location.href);
    // Multipart for uploads (and the OCR calls, which take a picture too): the browser writes the boundary itself,
    // so only JSON is set by hand.
    if (!path.includes('/upload/') && !(options.body instanceof FormData)) h.set('Content-Type', 'application/json');
    options.headers = h;
  },
});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Every call goes through here: it unwraps the envelope and applies the error catalogue of spec section 8.
 * The side effects the catalogue asks for (clear the session, open the login dialog, warn) are announced on
 * `clientEvents`; the session machine performs them.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let envelope: Envelope<T>;
  let typeHeader: string | null = null;
  try {
    const response = await http.raw<Envelope<T>>(path, {
      method: options.method ?? 'GET',
      query: options.query,
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      headers: options.headers,
    });
    envelope = response._data as Envelope<T>;
    typeHeader = response.headers.get(headers.type);
  } catch (error) {
    envelope = failureEnvelope<T>(error);
  }
  return settle(path, envelope, typeHeader);
}

/**
 * A file the API answers (an order's history as CSV): the same headers, and on failure the same error catalogue;
 * the body comes back as a Blob for the browser to save.
 */
export async function apiDownload(path: string, query?: RequestOptions['query']): Promise<Blob> {
  try {
    return await http<Blob, 'blob'>(path, { query, responseType: 'blob' });
  } catch (error) {
    // A refusal is still an envelope, read as a Blob like any answer to this call.
    if (error instanceof FetchError && error.data instanceof Blob) error.data = await error.data.text().then((text) => JSON.parse(text) as unknown).catch(() => undefined);
    return settle<Blob>(path, failureEnvelope<Blob>(error), null);
  }
}

/** The envelope a failed call carried, or the catalogue's answer to a call that got none (spec section 8). */
function failureEnvelope<T>(error: unknown): Envelope<T> {
  const body = error instanceof FetchError ? (error.data as Partial<Envelope<T>> | undefined) : undefined;
  if (body && typeof body.code === 'number') return { code: body.code, msg: body.msg ?? '', data: body.data as T };
  if (error instanceof FetchError && !error.response) {
    clientEvents.emit({ type: 'warning', msg: messages.networkDown });
    throw new ApiRequestError(0, messages.networkDown);
  }
  // The spec computes this text but does not show it.
  throw new ApiRequestError(error instanceof FetchError ? (error.statusCode ?? 0) : 0, messages.tooManyRequests);
}

function settle<T>(path: string, envelope: Envelope<T>, typeHeader: string | null): T {
  const { code, msg } = envelope;
  if (code === ApiCode.ok || code === ApiCode.passThrough) {
    if (typeHeader && !path.startsWith(walletPath)) clientEvents.emit({ type: 'walletChanged' });
    return envelope.data;
  }
  if (code === ApiCode.notLoggedIn) {
    clientEvents.emit({ type: 'loginRequired' });
    throw new ApiRequestError(code, msg || messages.notLoggedIn);
  }
  if (sessionEndingCodes.includes(code)) {
    clientEvents.emit({ type: 'sessionEnded', msg });
    throw new ApiRequestError(code, msg);
  }
  if (code === ApiCode.forbidden) throw new ApiRequestError(code, msg);
  if (msg) clientEvents.emit({ type: 'warning', msg });
  throw new ApiRequestError(code, msg, envelope.data);
}

export const apiGet = <T>(path: string, query?: RequestOptions['query']) => apiRequest<T>(path, { query });
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} });

/** One file as the multipart field `file` (spec section 7: multipart for /upload/ paths; the browser sets the boundary). */
export function apiUpload<T>(path: string, file: Blob, filename = 'image'): Promise<T> {
  const form = new FormData();
  form.append('file', file, filename);
  return apiRequest<T>(path, { method: 'POST', body: form });
}
