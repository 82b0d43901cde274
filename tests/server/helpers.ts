import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readCacheOf } from '../../server/src/db/read-cache';
import { buildApp } from '../../server/src/app';
import { openPglite, openPostgres, type Db, type OpenDatabase } from '../../server/src/db/database';
import { smsOutbox, users } from '../../server/src/db/schema';
import { openSession } from '../../server/src/domain/sessions';
import { demoAccounts, demoPassword } from '../../server/src/db/seed';
import type { LimitStore } from '../../server/src/domain/limits/limit-store';
import { MemoryLimitStore } from '../../server/src/domain/limits/memory-limit-store';
import { DevSliderCaptcha } from '../../server/src/providers/captcha';
import { DevOcrProvider } from '../../server/src/providers/ocr';
import { OutboxSmsProvider } from '../../server/src/providers/sms';
import { DevThirdPartyProvider } from '../../server/src/providers/third-party';
import type { ImageStorage } from '../../server/src/storage/image-storage';
import type { Bus } from '../../server/src/realtime/bus';
import type { Envelope } from '../../src/api/contracts/envelope';
import type { LoginReply, SmsPurpose } from '../../src/api/contracts/auth';
import { normalizePhone } from '../../src/api/contracts/validation';
import { createTempDatabase } from '../temp-postgres';

export { demoAccounts, demoPassword };
export { accounts, postings } from '../../server/src/db/schema';
export { postEntry, systemAccountId, systemAccounts, userAccountId } from '../../server/src/domain/ledger';
export { ApiError } from '../../server/src/http/api-error';

import { fakeClock, type FakeClock } from './fake-clock';
export { fakeClock, type FakeClock };

/**
 * A copy of one of the data folders of tests/server/pglite-templates.ts, opened; the copy is removed on close, and
 * with the run's templates at the end of the run when a crashed test never closed it (it sits beside them).
 */
async function pgliteCopy(kind: 'migrated' | 'seeded'): Promise<OpenDatabase> {
  const template = inject('pgliteTemplates')[kind];
  const dir = mkdtempSync(join(dirname(template), 'test-'));
  cpSync(template, dir, { recursive: true });
  const opened = await openPglite(dir);
  return {
    ...opened,
    close: async () => {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database, migrated and seeded as asked: a PGlite on a copy of the run's template folder, or a uniquely
 * named PostgreSQL database copied from the run's template database (postgres-templates.ts); each removed on close.
 */
export async function freshDatabase(seeded: boolean): Promise<OpenDatabase> {
  if (process.env.TEST_DB !== 'postgres') return pgliteCopy(seeded ? 'seeded' : 'migrated');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const temp = await createTempDatabase(adminUrl, 'youshi_test', inject('postgresTemplates')[seeded ? 'seeded' : 'migrated']);
  const opened = await openPostgres(temp.url);
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await temp.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  watchStatements: OpenDatabase['watchStatements'];
  clock: FakeClock;
  close(): Promise<void>;
}

interface TestAppOptions {
  devTools?: boolean;
  staticDir?: string;
  seed?: boolean;
  /** A database opened by the test (several apps on one database); closed with the app. A fresh one when omitted. */
  database?: OpenDatabase;
  /** The limit store (a Redis one in the two-instance tests); in memory on the fake clock when omitted. */
  limits?: LimitStore;
  /** Where uploaded images go (a test that looks at the stored files gives its own); in memory when omitted. */
  storage?: ImageStorage;
  /** The live bus (a Redis one in the two-instance tests, or one the test listens to); in process when omitted. */
  bus?: Bus;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase(options.seed !== false));
  const clock = fakeClock();
  const limits = options.limits ?? new MemoryLimitStore(clock.now);
  const app = await buildApp({
    db: database.db,
    clock: clock.now,
    sms: new OutboxSmsProvider(database.db, clock.now, () => {}),
    captcha: new DevSliderCaptcha(clock.now, limits),
    thirdParty: new DevThirdPartyProvider(clock.now, 'test-secret', limits),
    ocr: new DevOcrProvider(),
    storage: options.storage,
    bus: options.bus,
    devTools: options.devTools ?? true,
    checkAnswers: true,
    staticDir: options.staticDir,
    secret: 'test-secret',
    limits,
    // The read cache as one instance runs it, so every test also checks nothing stale is answered; apps sharing a
    // database (options.database) are several writers, which run without it as main.ts does with REDIS_URL.
    readCache: options.database ? undefined : readCacheOf(database, clock.now),
  });
  return {
    app,
    db: database.db,
    watchStatements: database.watchStatements,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const randomOctet = () => randomBytes(1)[0]!;

interface CallOptions {
  token?: string;
  ip?: string;
}

export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Envelope<T> & { status: number }> {
  const response = await t.app.inject({
    method,
    url,
    payload: method === 'POST' ? (body as object) ?? {} : undefined,
    headers: options.token ? { token: options.token } : {},
    // A new address per call unless the test names one, so only the per-IP limit test meets the per-IP limit.
    remoteAddress: options.ip ?? `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  });
  return { ...(response.json() as Envelope<T>), status: response.statusCode };
}
export const post = <T = unknown>(t: TestApp, url: string, body?: unknown, o?: CallOptions) => call<T>(t, 'POST', url, body, o);
export const get = <T = unknown>(t: TestApp, url: string, o?: CallOptions) => call<T>(t, 'GET', url, undefined, o);

export async function login(t: TestApp, account: string, password = demoPassword): Promise<LoginReply> {
  const reply = await post<LoginReply>(t, '/api/login', { username: account, password });
  if (reply.code !== 200) throw new Error(`login ${account} failed: ${reply.msg}`);
  return reply.data;
}

/**
 * A member made for one test, logged in (the demo data has too few for 30 parallel takers or a fresh agent per path):
 * authenticated, with the demo password, and a session token.
 */
export async function extraMember(
  t: TestApp,
  fields: { userName: string; phone: string; level?: number; agent?: boolean },
): Promise<{ name: string; phone: string; id: number; token: string }> {
  const [template] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.phone, demoAccounts[1]!.phone));
  const [row] = await t.db
    .insert(users)
    .values({
      userName: fields.userName,
      phone: fields.phone,
      passwordHash: template!.passwordHash,
      level: fields.level ?? 2,
      agent: fields.agent ?? false,
      authType: 'personal',
      authState: 2,
      phoneVerified: true,
      createdAt: t.clock.now(),
    })
    .returning({ id: users.id });
  return { name: fields.userName, phone: fields.phone, id: row!.id, token: await openSession(t.db, t.clock.now, row!.id) };
}

/** A fresh slider challenge solved like a person: dragged to the end in half a second. */
export async function solvedCaptcha(t: TestApp, sig = '300:500') {
  const { data } = await get<{ sessionId: string; token: string }>(t, '/api/captcha/slider');
  return { sessionId: data.sessionId, token: data.token, sig };
}

export async function sendCode(t: TestApp, phone: string, type: SmsPurpose, o: CallOptions = {}) {
  return post(t, '/api/login/sendCode', { phone, type, ...(await solvedCaptcha(t)) }, o);
}

/** The code in the newest outbox message to `phone`, read from the database (works with dev tools off too). */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, normalizePhone(phone))).orderBy(desc(smsOutbox.id)).limit(1);
  const code = row && /(\d{6})/.exec(row.content)?.[1];
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

/** Sends a code and returns it, moving the clock past the 60 s gap so consecutive sends are allowed. */
export async function freshCode(t: TestApp, phone: string, type: SmsPurpose, o: CallOptions = {}): Promise<string> {
  t.clock.advance(61_000);
  const sent = await sendCode(t, phone, type, o);
  if (sent.code !== 200) throw new Error(`sendCode ${phone} ${type}: ${sent.msg}`);
  return latestCode(t, phone);
}
