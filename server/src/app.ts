import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext, AppDeps } from './context';
import { noReadCache } from './db/read-cache';
import { MemoryLimitStore } from './domain/limits/memory-limit-store';
import { LoginThrottle } from './domain/login-throttle';
import { randomToken } from './domain/secrets';
import { SmsSendLimits } from './domain/sms-send-limits';
import { installErrorHandler } from './http/error-handler';
import { installCompression } from './http/compression';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticSite } from './http/static-site';
import { authRoutes } from './routes/auth';
import { basketRoutes } from './routes/basket';
import { listingRoutes } from './routes/listings';
import { marketInfoRoutes } from './routes/market-info';
import { orderAuditRoutes } from './routes/order-audit';
import { agentRoutes } from './routes/agents';
import { inboxRoutes } from './routes/inbox';
import { lifecycleRoutes } from './routes/lifecycle';
import { orderRoutes } from './routes/orders';
import { propRoutes } from './routes/props';
import { tradeSupportRoutes } from './routes/trade-support';
import { devRoutes } from './routes/dev';
import { systemRoutes } from './routes/system';
import { thirdPartyRoutes } from './routes/third-party';
import { userRoutes } from './routes/user';

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
    secret: deps.secret ?? randomToken(),
    limits,
    loginThrottle: new LoginThrottle(limits),
    smsLimits: new SmsSendLimits(limits),
    readCache: deps.readCache ?? noReadCache,
  };

  installErrorHandler(app);
  await installSecurityHeaders(app, { production: !deps.devTools });
  installCompression(app);
  authRoutes(app, ctx);
  thirdPartyRoutes(app, ctx);
  userRoutes(app, ctx);
  systemRoutes(app, ctx);
  listingRoutes(app, ctx);
  basketRoutes(app, ctx);
  orderRoutes(app, ctx);
  lifecycleRoutes(app, ctx);
  orderAuditRoutes(app, ctx);
  agentRoutes(app, ctx);
  inboxRoutes(app, ctx);
  propRoutes(app, ctx);
  marketInfoRoutes(app, ctx);
  tradeSupportRoutes(app, ctx);
  // Issue 13: the member's own account (one line per area)
  devRoutes(app, ctx);
  await installStaticSite(app, deps.staticDir);
  return app;
}
