import type { Db } from '../db/database';
import type { Clock } from '../domain/clock';
import { DevSliderCaptcha, type CaptchaProvider } from './captcha';
import { OutboxSmsProvider, type SmsProvider } from './sms';
import { DevThirdPartyProvider, type ThirdPartyProvider } from './third-party';

export interface Providers {
  sms: SmsProvider;
  captcha: CaptchaProvider;
  thirdParty: ThirdPartyProvider;
}

/**
 * Chooses the providers from SMS_PROVIDER, CAPTCHA_PROVIDER and THIRD_PARTY_PROVIDER. Only the development ones
 * exist so far; in production they are refused, because an outbox "sends" nobody a code.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv, db: Db, clock: Clock, secret: string): Providers {
  const pick = (name: string, fallback: string) => env[name] ?? fallback;
  const unknown = (name: string, value: string) => new Error(`${name}=${value} is not a known provider`);

  const smsKind = pick('SMS_PROVIDER', 'outbox');
  if (smsKind !== 'outbox') throw unknown('SMS_PROVIDER', smsKind);
  const captchaKind = pick('CAPTCHA_PROVIDER', 'dev');
  if (captchaKind !== 'dev') throw unknown('CAPTCHA_PROVIDER', captchaKind);
  const thirdKind = pick('THIRD_PARTY_PROVIDER', 'dev');
  if (thirdKind !== 'dev') throw unknown('THIRD_PARTY_PROVIDER', thirdKind);

  const providers: Providers = {
    sms: new OutboxSmsProvider(db, clock),
    captcha: new DevSliderCaptcha(clock),
    thirdParty: new DevThirdPartyProvider(clock, secret),
  };
  const devOnes = Object.values(providers).filter((p) => p.development);
  if (env.NODE_ENV === 'production' && devOnes.length > 0) {
    throw new Error(
      `NODE_ENV=production refuses development providers (${devOnes.map((p) => p.kind).join(', ')}): ` +
        'configure a real SMS gateway, captcha verifier and Alipay/WeChat credentials (see README).',
    );
  }
  return providers;
}
