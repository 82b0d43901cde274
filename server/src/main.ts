import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { openPglite, openPostgres } from './db/database';
import { demoAccounts, demoAccountsIn, demoPassword, isEmpty, seed, seedReference, sysConfigSeed } from './db/seed';
import type { Clock } from './domain/clock';
import { readCacheOf } from './db/read-cache';
import { MemoryLimitStore } from './domain/limits/memory-limit-store';
import { openRedisLimitStore } from './domain/limits/redis-limit-store';
import { startDeadlineJob } from './jobs/due-jobs';
import { errorLogFields } from './http/error-handler';
import { trustProxyFromEnv } from './http/trust-proxy';
import { providersFromEnv } from './providers/from-env';
import { LocalFolderStorage } from './storage/local-folder-storage';
import { MemoryBus, RedisBus } from './realtime/bus';

/**
 * `npm run serve`: PostgreSQL when DATABASE_URL is set, otherwise PGlite in PGLITE_DIR (docs/adr/0002); migrate,
 * write the reference data (catalogue, protocols, settings) where missing, serve ./dist (STATIC_DIR) and the API on
 * one port. `--demo` (npm start) also seeds the demo members into an empty database; production refuses `--demo`
 * and a database holding demo accounts, and checks everything before it writes anything (docs/adr/0019).
 */
async function main(): Promise<void> {
  const env = process.env;
  const production = env.NODE_ENV === 'production';
  const demo = process.argv.slice(2).includes('--demo');
  const clock: Clock = () => new Date();
  // Refusals first: nothing is written to a database this start would refuse.
  if (production && demo) throw new Error('NODE_ENV=production never seeds demo data: drop --demo (npm start is for development)');
  if (production && !env.SERVER_SECRET) throw new Error('NODE_ENV=production requires SERVER_SECRET (signs third-party codes)');
  const trustProxy = trustProxyFromEnv(env.TRUST_PROXY);
  // Attempt limits and one-time tokens: in Redis when REDIS_URL is set (shared by every instance), else in this
  // process's memory, right for one instance only (docs/adr/0016). One store, for the routes and the providers alike.
  const limits = env.REDIS_URL ? await openRedisLimitStore(env.REDIS_URL) : new MemoryLimitStore(clock);
  // Live pushes (chat, watch alerts, quotes): through Redis when several instances serve, else in this process.
  const bus = env.REDIS_URL ? await RedisBus.open(env.REDIS_URL) : new MemoryBus();
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(resolve(env.PGLITE_DIR ?? './data/pglite'));
  const secret = env.SERVER_SECRET ?? randomBytes(32).toString('base64url');
  const providers = providersFromEnv(env, database.db, clock, secret, limits);
  if (production) {
    const found = await demoAccountsIn(database.db);
    if (found.length > 0) {
      throw new Error(
        `NODE_ENV=production refuses a database holding demo accounts (${found.join(', ')}; password ${demoPassword} is public): ` +
          'start production on a new database',
      );
    }
  }

  await database.migrate();
  if (!production && demo && (await isEmpty(database.db))) {
    await seed(database.db, clock);
    console.log('演示数据已写入 (demo data seeded)');
  } else {
    await seedReference(
      database.db,
      {
        icp: env.SITE_ICP ?? (production ? '' : sysConfigSeed.icp),
        servicePhone: env.SITE_SERVICE_PHONE ?? (production ? '' : sysConfigSeed.servicePhone),
      },
      clock,
    );
  }

  const app = await buildApp({
    db: database.db,
    clock,
    ...providers,
    secret,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    devTools: !production,
    logger: { level: env.LOG_LEVEL ?? 'warn' }, // one line per request only when asked (LOG_LEVEL=info)
    trustProxy,
    limits,
    // Hot reads kept until the next write: only when this is the one instance writing the database (docs/adr/0020).
    readCache: env.REDIS_URL ? undefined : readCacheOf(database, clock),
    // Uploaded images as files (docs/adr/0022); several instances need one shared folder or an object store.
    storage: new LocalFolderStorage(resolve(env.UPLOAD_DIR ?? './data/uploads')),
    bus,
  });
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? 'localhost';
  await app.listen({ port, host });
  // Deadlines (orders; top-ups, VIP years, deposit surrenders): checked every DEADLINE_INTERVAL_MS, default 30 s.
  const stopDeadlines = startDeadlineJob(database.db, clock, Number(env.DEADLINE_INTERVAL_MS ?? 30_000), (error) =>
    app.log.error(errorLogFields(error), 'deadline job failed'), // the statement, never its parameters (docs/adr/0017)
  );

  // The sandbox payment provider's notifications to this server, over HTTP on the vendors' retry schedules (docs/adr/0025).
  const stopPaymentNotices = providers.payments?.start?.((error) => app.log.error(errorLogFields(error), 'payment provider job failed'));

  const shutdown = async () => {
    stopDeadlines();
    stopPaymentNotices?.();
    await app.close();
    await limits.close();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  console.log(`\n邮市已启动: http://${host}:${port}/  (数据库: ${database.driver})`);
  if (!production && demo) {
    console.log(`演示账号（密码均为 ${demoPassword}）:`);
    for (const a of demoAccounts) console.log(`  ${a.name}  ${a.phone}  ${a.description}`);
  }
  if (providers.payments?.development) console.log('支付使用沙箱（开发环境，不会产生真实扣款），收银台在 /sandbox/cashier');
  if (providers.sms.development) console.log('开发环境短信不会真正发送，验证码见日志或 GET /api/dev/sms-outbox?phone=手机号');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
