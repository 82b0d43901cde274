import { createCipheriv, createDecipheriv, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { formatChinaTime } from '../../domain/clock';

/*
 * The two vendors' notification formats, as their documentation gives them: what the sandbox sends and what any
 * adapter of the same vendor verifies. Written from the vendors' rules, not from one another, so a notification a
 * real Alipay or WeChat Pay sends passes the same checks.
 */

// ---- Alipay 异步通知 (RSA2) ----

/**
 * Alipay's content to verify on a notification: every parameter but `sign` and `sign_type` and the empty ones,
 * URL-decoded, sorted by name, joined as name=value with & (Alipay: 异步通知验签, "除去 sign、sign_type 两个参数外").
 */
export function alipayNotifyContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function signAlipayNotification(params: Record<string, string>, privateKey: KeyObject): string {
  const signature = sign('RSA-SHA256', Buffer.from(alipayNotifyContent(params), 'utf8'), privateKey).toString('base64');
  return new URLSearchParams({ ...params, sign_type: 'RSA2', sign: signature }).toString();
}

/** The notification's parameters when its RSA2 signature holds under Alipay's public key; null otherwise. */
export function verifyAlipayNotification(body: string, publicKey: KeyObject): Record<string, string> | null {
  const params = Object.fromEntries(new URLSearchParams(body));
  if (params.sign_type !== 'RSA2' || !params.sign) return null;
  try {
    return verify('RSA-SHA256', Buffer.from(alipayNotifyContent(params), 'utf8'), publicKey, Buffer.from(params.sign, 'base64')) ? params : null;
  } catch {
    return null;
  }
}

/** Alipay's trade statuses: TRADE_SUCCESS and TRADE_FINISHED are paid, TRADE_CLOSED closed, WAIT_BUYER_PAY waiting. */
export const alipayPaid = (status: string | undefined) => status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';

export const alipayTime = (date: Date) => formatChinaTime(date);

// ---- WeChat Pay v3 回调通知 (WECHATPAY2-SHA256-RSA2048, AEAD_AES_256_GCM) ----

export const wechatHeaders = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
  signatureType: 'wechatpay-signature-type',
} as const;

/** What WeChat Pay signs on a notification: timestamp, nonce and the body, each followed by a line feed. */
export const wechatSignMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** The resource of a notification, encrypted with the merchant's APIv3 key (32 bytes) as WeChat Pay does. */
export function encryptWechatResource(plaintext: string, apiV3Key: Buffer, associatedData: string) {
  const nonce = randomBytes(9).toString('base64url').slice(0, 12);
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: ciphertext.toString('base64'), associated_data: associatedData, nonce };
}

/** The resource's plaintext, or null when it was not encrypted with this key (the tag does not match). */
export function decryptWechatResource(resource: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown }, apiV3Key: Buffer): string | null {
  if (typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') return null;
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length <= 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(typeof resource.associated_data === 'string' ? resource.associated_data : '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const signWechat = (message: string, privateKey: KeyObject) => sign('RSA-SHA256', Buffer.from(message, 'utf8'), privateKey).toString('base64');

export function verifyWechat(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return verify('RSA-SHA256', Buffer.from(message, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** WeChat Pay's RFC 3339 time in China time: 2026-11-22T10:00:00+08:00. */
export const wechatTime = (date: Date) => `${formatChinaTime(date).replace(' ', 'T')}+08:00`;

/**
 * The notification retry schedules the vendors publish, in milliseconds after the previous try (the first is sent
 * when the payment succeeds). Alipay: 4m, 10m, 10m, 1h, 2h, 6h, 15h (8 notifications in about 25 hours); WeChat Pay
 * v3: 15s, 15s, 30s, 3m, 10m, 20m, 30m, 30m, 30m, 60m, 3h, 3h, 3h, 6h, 6h (16 in about 24 hours).
 */
const m = 60_000;
const h = 60 * m;
export const notifyRetrySchedules = {
  alipay: [4 * m, 10 * m, 10 * m, h, 2 * h, 6 * h, 15 * h],
  wechat: [15_000, 15_000, 30_000, 3 * m, 10 * m, 20 * m, 30 * m, 30 * m, 30 * m, 60 * m, 3 * h, 3 * h, 3 * h, 6 * h, 6 * h],
} as const;
