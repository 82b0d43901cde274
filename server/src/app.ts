import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { maxImageBytes } from '../../src/api/contracts/profile';
import type { AppContext, AppDeps } from './context';
import { accountOpeningRoutes } from './routes/account-opening';
import { addressRoutes } from './routes/addresses';
import { agentRoutes } from './routes/agents';
import { authRoutes } from './routes/auth';
import { authenticationRoutes } from './routes/authentication';
import { bankCardRoutes } from './routes/bank-cards';
import { basketRoutes } from './routes/basket';
import { catalogueRoutes } from './routes/catalogue';
import { staffCatalogueRoutes } from './routes/staff-catalogue';
import { blockTradeRoutes } from './routes/block-trades';
import { bondRoutes } from './routes/bonds';
import { agentDeliveryRoutes } from './routes/agent-delivery';
import { cashOutRoutes } from './routes/cash-out';
import { invoiceRoutes } from './routes/invoices';
import { complaintRoutes } from './routes/complaints';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { inboxRoutes } from './routes/inbox';
import { lifecycleRoutes } from './routes/lifecycle';
import { listingRoutes } from './routes/listings';
import { marketInfoRoutes } from './routes/market-info';
import { traderEvaluationRoutes } from './routes/trader-evaluations';
import { membershipRoutes } from './routes/membership';
import { orderAuditRoutes } from './routes/order-audit';
import { orderRoutes } from './routes/orders';
import { profileRoutes } from './routes/profile';
import { promotionRoutes } from './routes/promotion';
import { propRoutes } from './routes/props';
import { relationRoutes } from './routes/relations';
import { scoreRoutes } from './routes/scores';
import { securityRoutes } from './routes/security';
import { systemRoutes } from './routes/system';
import { thirdPartyRoutes } from './routes/third-party';
import { tradeSupportRoutes } from './routes/trade-support';
import { userRoutes } from './routes/user';
import { walletRoutes } from './routes/wallet';
import { paymentRoutes } from './routes/payments';
import { homeRoutes } from './routes/home';
import { watchRoutes } from './routes/watch';
import { favouriteRoutes } from './routes/favourites';
import { subscriptionRoutes } from './routes/subscriptions';
import { smsRecordRoutes } from './routes/sms-records';
import { chatRoutes } from './routes/chat';
import { quotesRoutes } from './routes/quotes';
import { automatchRoutes } from './routes/automatch';
import { noReadCache } from './db/read-cache';
import { MemoryLimitStore } from './domain/limits/memory-limit-store';
import { LoginThrottle } from './domain/login-throttle';
import { randomToken } from './domain/secrets';
import { SmsSendLimits } from './domain/sms-send-limits';
import { MemoryImageStorage } from './storage/image-storage';
import { MemoryBus } from './realtime/bus';
import { RecordedSmsProvider } from './domain/sms-records/recorded-sms';
import { attachPaymentProvider } from './domain/payments/provider-registry';
import { injectDelivery, SandboxPaymentProvider } from './providers/payments/sandbox';
import { DevBankProvider } from './providers/bank';
import { installErrorHandler } from './http/error-handler';
import { installIdempotencyClaims } from './http/idempotency-claims';
import { installCompression } from './http/compression';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticSite } from './http/static-site';
import { installOpenApi } from './http/openapi';
import { installRouteSchemas } from './http/route-schemas';

export type { AppDeps } from './context';

/** JSON bodies of this API are small forms; anything bigger is refused with a 400 envelope before parsing. */
export const bodyLimitBytes = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: bodyLimitBytes,
    trustProxy: deps.trustProxy ?? false,
  });
  // One instance alone may count in its own memory; several share deps.limits (Redis, docs/adr/0016).
  const limits = deps.limits ?? new MemoryLimitStore(deps.clock);
  const ctx: AppContext = {
    ...deps,
    // Every text sent to a member's bound phone is recorded for their SMS records (issue 27: smsRecord/page).
    sms: new RecordedSmsProvider(deps.sms, deps.db, deps.clock),
    secret: deps.secret ?? randomToken(),
    limits,
    loginThrottle: new LoginThrottle(limits),
    smsLimits: new SmsSendLimits(limits),
    readCache: deps.readCache ?? noReadCache,
    storage: deps.storage ?? new MemoryImageStorage(),
    // The sandbox payment provider unless main.ts chose one (PAYMENT_PROVIDER): its notifications go through this app.
    payments: deps.payments ?? new SandboxPaymentProvider({ db: deps.db, clock: deps.clock, notifyBaseUrl: 'http://localhost', deliver: injectDelivery(app) }),
    // The development bank (opens nothing, says so) unless main.ts chose one (BANK_PROVIDER, providers/from-env.ts).
    bank: deps.bank ?? new DevBankProvider(deps.sms, deps.clock, limits),
    // One instance alone tells its own sockets; several share deps.bus (Redis pub/sub, main.ts).
    bus: deps.bus ?? new MemoryBus(),
  };

  installErrorHandler(app);
  // Routes declare their schemas (docs/adr/0039): parsed before the handler, listed in the OpenAPI document.
  const api = installRouteSchemas(app, { checkAnswers: deps.checkAnswers ?? false });
  await installOpenApi(app);
  await installSecurityHeaders(app, { production: !deps.devTools });
  installCompression(app);
  // An idempotency key belongs to one request of one member (docs/adr/0033): claimed before any route runs.
  installIdempotencyClaims(app, ctx);
  // Uploads (docs/adr/0022): one image per request, and never more than the limit is read (a bigger file fails).
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 } });
  authRoutes(api, ctx);
  thirdPartyRoutes(api, ctx);
  userRoutes(api, ctx);
  systemRoutes(api, ctx);
  listingRoutes(api, ctx);
  basketRoutes(api, ctx);
  orderRoutes(api, ctx);
  lifecycleRoutes(api, ctx);
  orderAuditRoutes(api, ctx);
  agentRoutes(api, ctx);
  inboxRoutes(api, ctx);
  propRoutes(api, ctx);
  marketInfoRoutes(api, ctx);
  blockTradeRoutes(api, ctx);
  bondRoutes(api, ctx);
  agentDeliveryRoutes(api, ctx);
  traderEvaluationRoutes(api, ctx);
  tradeSupportRoutes(api, ctx);
  // The member's own account.
  authenticationRoutes(api, ctx);
  scoreRoutes(api, ctx);
  promotionRoutes(api, ctx);
  profileRoutes(api, ctx);
  addressRoutes(api, ctx);
  securityRoutes(api, ctx);
  relationRoutes(api, ctx);
  // Money and membership (issue 14).
  attachPaymentProvider(deps.db, ctx.payments); // the due jobs ask it before a payment order expires
  paymentRoutes(api, ctx);
  walletRoutes(api, ctx);
  membershipRoutes(api, ctx);
  bankCardRoutes(api, ctx);
  cashOutRoutes(api, ctx);
  invoiceRoutes(api, ctx);
  accountOpeningRoutes(api, ctx);
  // The information site (issue 15).
  contentRoutes(api, ctx);
  complaintRoutes(api, ctx);
  catalogueRoutes(api, ctx);
  // The catalogue kept by staff (issue 25).
  staffCatalogueRoutes(api, ctx);
  homeRoutes(api, ctx);
  // Watching, collecting and talking live (issue 27).
  watchRoutes(api, ctx);
  favouriteRoutes(api, ctx);
  subscriptionRoutes(api, ctx);
  smsRecordRoutes(api, ctx);
  chatRoutes(api, ctx);
  quotesRoutes(api, ctx);
  automatchRoutes(api, ctx);
  devRoutes(api, ctx);
  await installStaticSite(app, deps.staticDir);
  return app;
}
