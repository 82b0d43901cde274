import type { Db } from '../db/database';
import type { Clock } from '../domain/clock';
import type { LimitStore } from '../domain/limits/limit-store';
import { AliyunCaptcha } from './aliyun-captcha';
import type { AliyunCredentials } from './aliyun-rpc';
import { AliyunSmsProvider } from './aliyun-sms';
import { loadPrivateKey, loadPublicKey } from './alipay-login';
import { DevBankProvider, NoBankProvider, type BankProvider } from './bank';
import { DevSliderCaptcha, type CaptchaProvider } from './captcha';
import { OAuthThirdPartyProvider } from './oauth-third-party';
import { DevOcrProvider, NoOcrProvider, type OcrProvider } from './ocr';
import { OutboxSmsProvider, type SmsProvider } from './sms';
import type { PaymentProvider } from './payments/payment-provider';
import { httpDelivery, SandboxPaymentProvider } from './payments/sandbox';
import { DevThirdPartyProvider, type ThirdPartyProvider } from './third-party';
import { defaultVendorTimeoutMs } from './vendor-http';

export interface Providers {
  sms: SmsProvider;
  captcha: CaptchaProvider;
  thirdParty: ThirdPartyProvider;
  ocr: OcrProvider;
  /** Where members pay top-ups (PAYMENT_PROVIDER): the sandbox, the only one so far (docs/adr/0025). */
  payments?: PaymentProvider;
  /** Account opening's bank (BANK_PROVIDER); built last, from the SMS provider its development bank texts through. */
  bank?: BankProvider;
}

/** Reads settings, collecting every missing one so a single start names them all. Values never enter messages. */
class Settings {
  readonly missing: string[] = [];
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  need(name: string): string {
    const value = this.env[name]?.trim();
    if (!value) this.missing.push(name);
    return value ?? '';
  }

  optional(name: string): string | undefined {
    return this.env[name]?.trim() || undefined;
  }

  aliyunCredentials(): AliyunCredentials {
    return { accessKeyId: this.need('ALIYUN_ACCESS_KEY_ID'), accessKeySecret: this.need('ALIYUN_ACCESS_KEY_SECRET') };
  }
}

/**
 * Chooses the providers from SMS_PROVIDER, CAPTCHA_PROVIDER and THIRD_PARTY_PROVIDER, with their settings from the
 * environment (README, Deploying; docs/adr/0019):
 *
 * - SMS_PROVIDER: `outbox` (development, the default) or `aliyun` (ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET,
 *   ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE; ALIYUN_SMS_ENDPOINT);
 * - CAPTCHA_PROVIDER: `dev` (the default) or `aliyun-afs` (the same keys, ALIYUN_AFS_APP_KEY, ALIYUN_AFS_SCENE;
 *   ALIYUN_AFS_ENDPOINT);
 * - THIRD_PARTY_PROVIDER: `dev` (the default) or `oauth` (PUBLIC_URL, ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY,
 *   ALIPAY_PUBLIC_KEY, WECHAT_APP_ID, WECHAT_APP_SECRET; ALIPAY_GATEWAY, ALIPAY_AUTHORIZE_URL, WECHAT_API_BASE,
 *   WECHAT_AUTHORIZE_URL, WECHAT_SCOPE);
 * - OCR_PROVIDER: `dev` (the default outside production: reads nothing and says so) or `none` (no recognition, the
 *   member types the fields; the default in production, where OCR is an aid the forms do without; docs/adr/0022);
 * - BANK_PROVIDER: `dev` (the default outside production: opens no real account and says so) or `none` (account
 *   opening answers that it is not available; production's default until a partner bank's adapter exists;
 *   docs/adr/0027);
 * - PAYMENT_PROVIDER: `sandbox` (the default outside production: no money moves, and its pages say so), with
 *   SANDBOX_PAYMENT_PRIVATE_KEY (its RSA key; one per process when unset), SANDBOX_WECHAT_APIV3_KEY (32 characters)
 *   and PAYMENT_NOTIFY_BASE_URL (where notifications are sent; this server's own address when unset). No real adapter
 *   exists yet, so production refuses to start without PAYMENT_PROVIDER=sandbox set on purpose (docs/adr/0025);
 * - PROVIDER_TIMEOUT_MS: how long any vendor call may take (default 5000).
 *
 * `limits`: where the development captcha and third-party provider keep their one-time challenges and codes (the
 * shared store when REDIS_URL is set; their own memory when omitted). Throws before anything is built when a setting is missing or a provider unknown, and in production when any
 * provider is a development one: an outbox "sends" nobody a code.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv, db: Db, clock: Clock, secret: string, limits?: LimitStore): Providers {
  const production = env.NODE_ENV === 'production';
  const settings = new Settings(env);
  const unknown = (name: string, value: string, known: string) => new Error(`${name}=${value} is not a known provider (${known})`);
  const timeoutMs = Number(env.PROVIDER_TIMEOUT_MS ?? defaultVendorTimeoutMs);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error('PROVIDER_TIMEOUT_MS must be a positive number of milliseconds');

  const smsKind = env.SMS_PROVIDER ?? 'outbox';
  let sms: () => SmsProvider;
  if (smsKind === 'outbox') sms = () => new OutboxSmsProvider(db, clock);
  else if (smsKind === 'aliyun') {
    const config = {
      credentials: settings.aliyunCredentials(),
      signName: settings.need('ALIYUN_SMS_SIGN_NAME'),
      templateCode: settings.need('ALIYUN_SMS_TEMPLATE_CODE'),
      endpoint: settings.optional('ALIYUN_SMS_ENDPOINT'),
      timeoutMs,
    };
    sms = () => new AliyunSmsProvider(config, clock);
  } else throw unknown('SMS_PROVIDER', smsKind, 'outbox, aliyun');

  const captchaKind = env.CAPTCHA_PROVIDER ?? 'dev';
  let captcha: () => CaptchaProvider;
  if (captchaKind === 'dev') captcha = () => new DevSliderCaptcha(clock, limits);
  else if (captchaKind === 'aliyun-afs') {
    const config = {
      credentials: settings.aliyunCredentials(),
      appKey: settings.need('ALIYUN_AFS_APP_KEY'),
      scene: settings.need('ALIYUN_AFS_SCENE'),
      endpoint: settings.optional('ALIYUN_AFS_ENDPOINT'),
      timeoutMs,
    };
    captcha = () => new AliyunCaptcha(config, clock);
  } else throw unknown('CAPTCHA_PROVIDER', captchaKind, 'dev, aliyun-afs');

  const thirdKind = env.THIRD_PARTY_PROVIDER ?? 'dev';
  let thirdParty: () => ThirdPartyProvider;
  if (thirdKind === 'dev') thirdParty = () => new DevThirdPartyProvider(clock, secret, limits);
  else if (thirdKind === 'oauth') {
    const config = {
      publicUrl: settings.need('PUBLIC_URL'),
      alipay: {
        appId: settings.need('ALIPAY_APP_ID'),
        privateKey: settings.need('ALIPAY_PRIVATE_KEY'),
        alipayPublicKey: settings.need('ALIPAY_PUBLIC_KEY'),
        gateway: settings.optional('ALIPAY_GATEWAY'),
        authorizeUrl: settings.optional('ALIPAY_AUTHORIZE_URL'),
      },
      wechat: {
        appId: settings.need('WECHAT_APP_ID'),
        appSecret: settings.need('WECHAT_APP_SECRET'),
        apiBase: settings.optional('WECHAT_API_BASE'),
        authorizeUrl: settings.optional('WECHAT_AUTHORIZE_URL'),
        scope: settings.optional('WECHAT_SCOPE'),
      },
      timeoutMs,
    };
    thirdParty = () => {
      checkSetting('PUBLIC_URL', production ? 'an https:// address' : 'an http(s):// address', () => {
        const url = new URL(config.publicUrl);
        if (production ? url.protocol !== 'https:' : !/^https?:$/.test(url.protocol)) throw new Error('scheme');
      });
      checkSetting('ALIPAY_PRIVATE_KEY', 'an RSA private key, PEM or base64 PKCS#8/PKCS#1', () => loadPrivateKey(config.alipay.privateKey));
      checkSetting('ALIPAY_PUBLIC_KEY', 'an RSA public key, PEM or base64', () => loadPublicKey(config.alipay.alipayPublicKey));
      return new OAuthThirdPartyProvider(config, clock);
    };
  } else throw unknown('THIRD_PARTY_PROVIDER', thirdKind, 'dev, oauth');

  const ocrKind = env.OCR_PROVIDER ?? (production ? 'none' : 'dev');
  let ocr: () => OcrProvider;
  if (ocrKind === 'dev') ocr = () => new DevOcrProvider();
  else if (ocrKind === 'none') ocr = () => new NoOcrProvider();
  else throw unknown('OCR_PROVIDER', ocrKind, 'dev, none');

  const bankKind = env.BANK_PROVIDER ?? (production ? 'none' : 'dev');
  if (bankKind !== 'dev' && bankKind !== 'none') throw unknown('BANK_PROVIDER', bankKind, 'dev, none');

  // No real Alipay / WeChat Pay adapter yet: production takes the sandbox only when it is asked for by name.
  const paymentKind = env.PAYMENT_PROVIDER ?? (production ? undefined : 'sandbox');
  if (paymentKind !== undefined && paymentKind !== 'sandbox') throw unknown('PAYMENT_PROVIDER', paymentKind, 'sandbox');
  const sandboxKey = settings.optional('SANDBOX_PAYMENT_PRIVATE_KEY');
  if (sandboxKey) checkSetting('SANDBOX_PAYMENT_PRIVATE_KEY', 'an RSA private key, PEM or base64 PKCS#8/PKCS#1', () => loadPrivateKey(sandboxKey));
  const apiV3Key = settings.optional('SANDBOX_WECHAT_APIV3_KEY');
  if (apiV3Key && Buffer.byteLength(apiV3Key) !== 32) throw new Error('SANDBOX_WECHAT_APIV3_KEY is not usable: expected 32 characters');

  if (settings.missing.length > 0) {
    throw new Error(`missing provider settings: ${[...new Set(settings.missing)].join(', ')} (see README, Deploying)`);
  }
  const providers: Providers = { sms: sms(), captcha: captcha(), thirdParty: thirdParty(), ocr: ocr() };
  providers.bank = bankKind === 'dev' ? new DevBankProvider(providers.sms, clock, limits) : new NoBankProvider();
  const devOnes = Object.values(providers).filter((p) => p.development);
  if (production && devOnes.length > 0) {
    throw new Error(
      `NODE_ENV=production refuses development providers (${devOnes.map((p) => p.kind).join(', ')}): ` +
        'set SMS_PROVIDER=aliyun, CAPTCHA_PROVIDER=aliyun-afs and THIRD_PARTY_PROVIDER=oauth with their settings, and OCR_PROVIDER=none (see README, Deploying).',
    );
  }
  if (paymentKind === undefined) {
    throw new Error(
      'NODE_ENV=production refuses the sandbox payment provider unless PAYMENT_PROVIDER=sandbox is set on purpose: no real Alipay / WeChat Pay adapter exists yet, and the sandbox takes no money (see README, Deploying).',
    );
  }
  providers.payments = new SandboxPaymentProvider({
    db,
    clock,
    notifyBaseUrl: settings.optional('PAYMENT_NOTIFY_BASE_URL')?.replace(/\/+$/, '') ?? ownAddress(env),
    deliver: httpDelivery(timeoutMs),
    privateKey: sandboxKey,
    apiV3Key,
  });
  return providers;
}

/** A setting that is present but unusable, named without its value (keys must not reach a log). */
function checkSetting(name: string, expected: string, check: () => unknown): void {
  try {
    check();
  } catch {
    throw new Error(`${name} is not usable: expected ${expected}`);
  }
}

/** This server's own address (HOST, PORT as main.ts listens), where the in-process sandbox sends its notifications. */
function ownAddress(env: NodeJS.ProcessEnv): string {
  const host = env.HOST ?? 'localhost';
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${env.PORT ?? 3000}`;
}
