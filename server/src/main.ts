import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { openPglite, openPostgres } from './db/database';
import { demoAccounts, demoPassword, isEmpty, seed } from './db/seed';
import type { Clock } from './domain/clock';
import { startDeadlineJob } from './jobs/deadlines';
import { providersFromEnv } from './providers/from-env';

/**
 * `npm run serve`: PostgreSQL when DATABASE_URL is set, otherwise PGlite in PGLITE_DIR (docs/adr/0002); migrate,
 * seed an empty database, serve ./dist (STATIC_DIR) and the API on one port.
 */
async function main(): Promise<void> {
  const env = process.env;
  const production = env.NODE_ENV === 'production';
  const clock: Clock = () => new Date();
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(resolve(env.PGLITE_DIR ?? './data/pglite'));
  await database.migrate();
  if (await isEmpty(database.db)) {
    await seed(database.db, clock);
    console.log('演示数据已写入 (demo data seeded)');
  }
  if (production && !env.SERVER_SECRET) throw new Error('NODE_ENV=production requires SERVER_SECRET (signs third-party codes)');
  const secret = env.SERVER_SECRET ?? randomBytes(32).toString('base64url');
  const providers = providersFromEnv(env, database.db, clock, secret);

  const app = await buildApp({
    db: database.db,
    clock,
    ...providers,
    secret,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    devTools: !production,
    logger: { level: env.LOG_LEVEL ?? 'warn' }, // one line per request only when asked (LOG_LEVEL=info)
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
  });
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? 'localhost';
  await app.listen({ port, host });
  // Order deadlines (payment, shipping, receipt, answers): checked every DEADLINE_INTERVAL_MS, default 30 s.
  const stopDeadlines = startDeadlineJob(database.db, clock, Number(env.DEADLINE_INTERVAL_MS ?? 30_000), (error) =>
    app.log.error({ err: error }, 'deadline job failed'),
  );

  const shutdown = async () => {
    stopDeadlines();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  console.log(`\n邮市已启动: http://${host}:${port}/  (数据库: ${database.driver})`);
  if (!production) {
    console.log(`演示账号（密码均为 ${demoPassword}）:`);
    for (const a of demoAccounts) console.log(`  ${a.name}  ${a.phone}  ${a.description}`);
    console.log('开发环境短信不会真正发送，验证码见日志或 GET /api/dev/sms-outbox?phone=手机号');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
