import type { Db } from './db/database';
import type { Bus } from './realtime/bus';
import type { ReadCache } from './db/read-cache';
import type { Clock } from './domain/clock';
import type { LimitStore } from './domain/limits/limit-store';
import type { LoginThrottle } from './domain/login-throttle';
import type { SmsSendLimits } from './domain/sms-send-limits';
import type { TrustProxy } from './http/trust-proxy';
import type { CaptchaProvider } from './providers/captcha';
import type { BankProvider } from './providers/bank';
import type { OcrProvider } from './providers/ocr';
import type { PaymentProvider } from './providers/payments/payment-provider';
import type { SmsProvider } from './providers/sms';
import type { ThirdPartyProvider } from './providers/third-party';
import type { ImageStorage } from './storage/image-storage';

export interface AppDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  thirdParty: ThirdPartyProvider;
  /** Reads identity cards and licences to prefill the authentication forms (providers/ocr.ts). */
  ocr: OcrProvider;
  /** Where members pay top-ups (providers/payments, docs/adr/0025); the sandbox, notifying through the app itself, when omitted. */
  payments?: PaymentProvider;
  /** Opens the bond trading bank account (providers/bank.ts); the development bank when omitted. */
  bank?: BankProvider;
  /** The vite build output to serve with history fallback; omitted in API-only tests. */
  staticDir?: string;
  /** Every answer checked against its route's response schema (http/route-schemas.ts): on in the tests, off in production. */
  checkAnswers?: boolean;
  /** Development tools (the SMS outbox reader); off in production. */
  devTools: boolean;
  /** Fastify logger: false, or the least level to print (main.ts: LOG_LEVEL, default warn). */
  logger?: false | { level: string };
  /** Behind reverse proxies: which hops to believe (TRUST_PROXY, http/trust-proxy.ts), so request.ip is the visitor's. */
  trustProxy?: TrustProxy;
  /** Signs the short-lived third-party bind codes; a random one per process when omitted. */
  secret?: string;
  /** Attempt limits and one-time tokens (docs/adr/0016): Redis when REDIS_URL is set; in process memory when omitted. */
  limits?: LimitStore;
  /**
   * Hot reads kept until the next write (docs/adr/0020): only when this process is the database's one writer, so
   * main.ts gives none with REDIS_URL (several instances). Every read goes to the database when omitted.
   */
  readCache?: ReadCache;
  /** Uploaded images (docs/adr/0022): main.ts gives a local folder; in process memory when omitted (tests). */
  storage?: ImageStorage;
  /** Live pushes to members' sockets (server/src/realtime/bus.ts): Redis pub/sub when REDIS_URL is set; in process when omitted. */
  bus?: Bus;
}

/** What every route module receives: the deps plus the limiters over the limit store. */
export interface AppContext extends AppDeps {
  secret: string;
  limits: LimitStore;
  loginThrottle: LoginThrottle;
  smsLimits: SmsSendLimits;
  readCache: ReadCache;
  storage: ImageStorage;
  payments: PaymentProvider;
  bank: BankProvider;
  bus: Bus;
}
