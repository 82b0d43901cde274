import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../../server/src/db/database';
import { providersFromEnv } from '../../server/src/providers/from-env';

/** Choosing the providers from the environment: every missing setting named at once, production refusing development. */
const db = undefined as unknown as Db; // the outbox only touches it when sending
const clock = () => new Date('2026-11-22T08:00:00Z');
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

const realEnv = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'aliyun',
  CAPTCHA_PROVIDER: 'aliyun-afs',
  THIRD_PARTY_PROVIDER: 'oauth',
  ALIYUN_ACCESS_KEY_ID: 'LTAI-id',
  ALIYUN_ACCESS_KEY_SECRET: 'aliyun-secret-value',
  ALIYUN_SMS_SIGN_NAME: '邮市',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  ALIYUN_AFS_APP_KEY: 'FFFF0N0000000000TEST',
  ALIYUN_AFS_SCENE: 'nc_message',
  PUBLIC_URL: 'https://youshi.example.com',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: keys.privateKey.export({ format: 'pem', type: 'pkcs1' }) as string,
  ALIPAY_PUBLIC_KEY: keys.publicKey.export({ format: 'pem', type: 'spki' }) as string,
  WECHAT_APP_ID: 'wx0000000000000001',
  WECHAT_APP_SECRET: 'wechat-secret-value',
  // No real payment adapter yet: production takes the sandbox only when asked for by name (docs/adr/0025).
  PAYMENT_PROVIDER: 'sandbox',
};

describe('providersFromEnv', () => {
  it('defaults to the development providers outside production', () => {
    const p = providersFromEnv({}, db, clock, 's');
    expect([p.sms.kind, p.captcha.kind, p.thirdParty.kind]).toEqual(['outbox', 'dev-slider', 'dev']);
  });

  it('builds the real ones in production from their settings', () => {
    const p = providersFromEnv(realEnv, db, clock, 's');
    expect([p.sms.kind, p.captcha.kind, p.thirdParty.kind]).toEqual(['aliyun', 'aliyun-afs', 'oauth']);
    expect([p.sms, p.captcha, p.thirdParty].some((x) => x.development)).toBe(false);
  });

  it('refuses any development provider in production, naming it', () => {
    expect(() => providersFromEnv({ ...realEnv, SMS_PROVIDER: 'outbox' }, db, clock, 's')).toThrow(/refuses development providers \(outbox\)/);
    expect(() => providersFromEnv({ NODE_ENV: 'production' }, db, clock, 's')).toThrow(/\(outbox, dev-slider, dev\)/);
  });

  it('names every missing setting at once, and no value', () => {
    const env = { ...realEnv, ALIYUN_ACCESS_KEY_SECRET: '', ALIYUN_SMS_TEMPLATE_CODE: undefined, WECHAT_APP_SECRET: ' ', ALIPAY_PUBLIC_KEY: undefined };
    expect(() => providersFromEnv(env, db, clock, 's')).toThrow(
      'missing provider settings: ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_TEMPLATE_CODE, ALIPAY_PUBLIC_KEY, WECHAT_APP_SECRET (see README, Deploying)',
    );
  });

  it('refuses unknown providers, unusable keys, a plain-http PUBLIC_URL in production and a bad timeout, without echoing secrets', () => {
    expect(() => providersFromEnv({ SMS_PROVIDER: 'twilio' }, db, clock, 's')).toThrow('SMS_PROVIDER=twilio is not a known provider (outbox, aliyun)');
    const badKey = () => providersFromEnv({ ...realEnv, ALIPAY_PRIVATE_KEY: 'not-a-key-secret-material' }, db, clock, 's');
    expect(badKey).toThrow(/^ALIPAY_PRIVATE_KEY is not usable/);
    expect(badKey).not.toThrow(/secret-material/);
    expect(() => providersFromEnv({ ...realEnv, PUBLIC_URL: 'http://youshi.example.com' }, db, clock, 's')).toThrow(/PUBLIC_URL is not usable: expected an https/);
    expect(() => providersFromEnv({ ...realEnv, PROVIDER_TIMEOUT_MS: 'soon' }, db, clock, 's')).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});
