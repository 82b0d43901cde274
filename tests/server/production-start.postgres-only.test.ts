import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../server/src/db/database';
import { seed } from '../../server/src/db/seed';
import { createTempDatabase } from '../temp-postgres';
import { serving, startMain, type Started } from './main-process';

/**
 * `NODE_ENV=production` as an operator starts it: server/src/main.ts in its own process, real provider settings
 * (nothing is called at start), an empty PostgreSQL database. It starts and seeds no member and no money; it refuses
 * a database holding demo accounts, development providers, --demo and TRUST_PROXY=true, each before writing anything.
 * PostgreSQL only (the server-postgres project): production runs on PostgreSQL.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const staticDir = mkdtempSync(join(tmpdir(), 'youshi-prod-dist-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>邮市</title><div id="root"></div>');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const productionEnv = {
  NODE_ENV: 'production',
  SERVER_SECRET: 'a-production-secret-of-enough-length-0123456789',
  TRUST_PROXY: '1',
  SMS_PROVIDER: 'aliyun',
  CAPTCHA_PROVIDER: 'aliyun-afs',
  THIRD_PARTY_PROVIDER: 'oauth',
  ALIYUN_ACCESS_KEY_ID: 'LTAI-id',
  ALIYUN_ACCESS_KEY_SECRET: 'aliyun-secret',
  ALIYUN_SMS_SIGN_NAME: '邮市',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/', // never called at start
  ALIYUN_AFS_APP_KEY: 'FFFF0N0000000000TEST',
  ALIYUN_AFS_SCENE: 'nc_message',
  PUBLIC_URL: 'https://youshi.example.com',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: (keys.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string).replace(/\n/g, '\\n'),
  ALIPAY_PUBLIC_KEY: keys.publicKey.export({ format: 'pem', type: 'spki' }) as string,
  WECHAT_APP_ID: 'wx0000000000000001',
  WECHAT_APP_SECRET: 'wechat-secret',
  // No real payment adapter yet: production takes the sandbox only when asked for by name (docs/adr/0025).
  PAYMENT_PROVIDER: 'sandbox',
  SITE_ICP: '苏ICP备20261122号-1',
  SITE_SERVICE_PHONE: '025-12345678',
  STATIC_DIR: staticDir,
  HOST: '127.0.0.1',
};

/** SIGTERM (main closes the app and the database), SIGKILL after 10 s. */
async function stop(s: Started): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 10_000);
  await s.exited;
  clearTimeout(timer);
}

/** A start that must fail: its exit code and output, within 60 s. */
async function refusal(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  const s = await startMain(env, args);
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 60_000);
  const code = await s.exited;
  clearTimeout(timer);
  return { code, output: s.output() };
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}
const tableExists = async (url: string, table: string) =>
  (await query<{ present: boolean }>(url, `select to_regclass('${table}') is not null as present`))[0]!.present;

describe('NODE_ENV=production', () => {
  it('starts on an empty PostgreSQL database, seeds no member and no money, and serves', { timeout: 120_000 }, async () => {
    const db = await createTempDatabase(adminUrl, 'youshi_prod');
    const s = await startMain({ ...productionEnv, DATABASE_URL: db.url });
    try {
      await serving(s);
      const config = (await (await fetch(`${s.base}/api/sys/config`)).json()) as { code: number; data: { icp: string; servicePhone: string } };
      expect(config).toMatchObject({ code: 200, data: { icp: '苏ICP备20261122号-1', servicePhone: '025-12345678' } });
      const page = await fetch(`${s.base}/person/dashboard`);
      expect(await page.text()).toContain('<div id="root">');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
      // The development tools are not there at all.
      expect((await (await fetch(`${s.base}/api/dev/sms-outbox`)).json()) as object).toMatchObject({ code: 404 });
      // Real third-party login: WeChat's own page, coming back to PUBLIC_URL.
      const start = (await (await fetch(`${s.base}/api/login/third/wechat`, { method: 'POST' })).json()) as { data: { url: string } };
      expect(start.data.url).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/qrconnect\?appid=wx0000000000000001&redirect_uri=https%3A%2F%2Fyoushi\.example\.com%2Fapi%2Flogin%2Fthird%2Fwechat%2Fcallback&/);
      expect(s.output()).not.toMatch(/demo1234|演示/);
    } finally {
      await stop(s);
    }
    try {
      const [counts] = await query<{ users: string; entries: string; categories: string }>(
        db.url,
        'select (select count(*) from users) as users, (select count(*) from journal_entries) as entries, (select count(*) from categories) as categories',
      );
      expect(counts).toMatchObject({ users: '0', entries: '0' });
      expect(Number(counts!.categories)).toBeGreaterThan(0); // the catalogue is reference data, not demo data
    } finally {
      await db.drop();
    }
  });

  it('refuses a database holding the demo accounts, naming them', { timeout: 120_000 }, async () => {
    const db = await createTempDatabase(adminUrl, 'youshi_prod');
    try {
      const opened = await openPostgres(db.url);
      await opened.migrate();
      await seed(opened.db, () => new Date());
      await opened.close();
      const { code, output } = await refusal({ ...productionEnv, DATABASE_URL: db.url });
      expect(code).toBe(1);
      expect(output).toMatch(/NODE_ENV=production refuses a database holding demo accounts \(集邮新人, .*平台客服/);
    } finally {
      await db.drop();
    }
  });

  it('refuses development providers, --demo and TRUST_PROXY=true before writing anything', { timeout: 180_000 }, async () => {
    const db = await createTempDatabase(adminUrl, 'youshi_prod');
    try {
      const devProviders = await refusal({ NODE_ENV: 'production', SERVER_SECRET: 'x'.repeat(40), DATABASE_URL: db.url, STATIC_DIR: staticDir, HOST: '127.0.0.1' });
      expect(devProviders.code).toBe(1);
      expect(devProviders.output).toContain('NODE_ENV=production refuses development providers (outbox, dev-slider, dev)');
      const demo = await refusal({ ...productionEnv, DATABASE_URL: db.url }, ['--demo']);
      expect(demo.output).toContain('NODE_ENV=production never seeds demo data');
      const trustAll = await refusal({ ...productionEnv, DATABASE_URL: db.url, TRUST_PROXY: 'true' });
      expect(trustAll.output).toContain('TRUST_PROXY=true would believe every X-Forwarded-For address');
      expect([demo.code, trustAll.code]).toEqual([1, 1]);
      // Not even migrated: every refusal came before the first write.
      expect(await tableExists(db.url, 'users')).toBe(false);
    } finally {
      await db.drop();
    }
  });
});
