import type { Db } from './db/database';
import type { Clock } from './domain/clock';
import type { LoginThrottle } from './domain/login-throttle';
import type { SmsSendLimits } from './domain/sms-send-limits';
import type { CaptchaProvider } from './providers/captcha';
import type { SmsProvider } from './providers/sms';
import type { ThirdPartyProvider } from './providers/third-party';

export interface AppDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  thirdParty: ThirdPartyProvider;
  /** The vite build output to serve with history fallback; omitted in API-only tests. */
  staticDir?: string;
  /** Development tools (the SMS outbox reader); off in production. */
  devTools: boolean;
  /** Fastify logger: false, or the least level to print (main.ts: LOG_LEVEL, default warn). */
  logger?: false | { level: string };
  /** Behind a reverse proxy: which hops to trust, so request.ip (SMS limits per IP) is the visitor's. */
  trustProxy?: boolean | string;
  /** Signs the short-lived third-party bind codes; a random one per process when omitted. */
  secret?: string;
}

/** What every route module receives: the deps plus the per-app in-memory limiters. */
export interface AppContext extends AppDeps {
  secret: string;
  loginThrottle: LoginThrottle;
  smsLimits: SmsSendLimits;
}
