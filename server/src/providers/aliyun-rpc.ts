import { createHmac, randomUUID } from 'node:crypto';
import { jsonObject, logSafe, VendorError, vendorFetch } from './vendor-http';

/**
 * Aliyun's RPC-style API signature, version 1.0 (HMAC-SHA1), shared by SMS (dysmsapi SendSms) and the slider
 * captcha's server check (afs AuthenticateSig):
 *
 * 1. percent-encode every parameter name and value per RFC 3986 (A-Z a-z 0-9 - _ . ~ stay, a space is %20, never +);
 * 2. sort by the encoded name and join as name=value with &: the canonical query;
 * 3. StringToSign = METHOD + "&" + percentEncode("/") + "&" + percentEncode(canonical query);
 * 4. Signature = Base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)), sent as the `Signature` parameter.
 */
export function percentEncode(value: string): string {
  // encodeURIComponent leaves ! ' ( ) * alone, which RFC 3986 (and Aliyun) encode.
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .map((k) => [percentEncode(k), percentEncode(params[k]!)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

export interface AliyunCredentials {
  accessKeyId: string;
  accessKeySecret: string;
}

/** "2017-07-12T02:42:19Z": ISO 8601 in UTC without milliseconds, as the Timestamp parameter wants. */
export const aliyunTimestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface RpcCall {
  service: string;
  endpoint: string;
  version: string;
  action: string;
  params: Record<string, string>;
  credentials: AliyunCredentials;
  timeoutMs: number;
  now: Date;
}

/**
 * POSTs one signed RPC call as a form and returns the JSON answer with its HTTP status. A non-2xx answer is a
 * VendorError naming Aliyun's error Code and RequestId (never its Message: SignatureDoesNotMatch echoes the whole
 * string to sign, with the phone and the code sent).
 */
export async function callAliyunRpc(call: RpcCall): Promise<Record<string, unknown>> {
  const params: Record<string, string> = {
    ...call.params,
    AccessKeyId: call.credentials.accessKeyId,
    Action: call.action,
    Format: 'JSON',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: aliyunTimestamp(call.now),
    Version: call.version,
  };
  const body = `${canonicalQuery(params)}&Signature=${percentEncode(rpcSignature('POST', params, call.credentials.accessKeySecret))}`;
  const response = await vendorFetch(
    call.service,
    call.endpoint,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' }, body },
    call.timeoutMs,
  );
  const json = jsonObject(call.service, response);
  if (response.status < 200 || response.status >= 300) {
    throw new VendorError(call.service, `HTTP ${response.status}, Code ${logSafe(json.Code)}, RequestId ${logSafe(json.RequestId)}`);
  }
  return json;
}
