import { and, eq, isNull, ne } from 'drizzle-orm';
import { ApiCode } from '../../../src/api/contracts/envelope';
import { ApiError } from '../http/api-error';
import type { Db } from '../db/database';
import { noReadCache, type ReadCache } from '../db/read-cache';
import { sessions, users } from '../db/schema';
import { addMs, type Clock } from './clock';
import { randomToken, sha256 } from './secrets';

export const sessionLifetimeMs = 7 * 24 * 3_600_000;

export type Member = typeof users.$inferSelect;

/** Opens a session and returns the token; only its hash is stored. */
export async function openSession(db: Db, clock: Clock, userId: number): Promise<string> {
  const token = randomToken();
  const now = clock();
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt: addMs(now, sessionLifetimeMs) });
  return token;
}

/**
 * The member behind a token, or the reason there is none (docs/adr/0006): unknown token 401, expired 405,
 * revoked (logout, password reset) 406, frozen account 402.
 */
export async function resolveSession(db: Db, clock: Clock, token: string, cache: ReadCache = noReadCache): Promise<Member> {
  const tokenHash = sha256(token);
  // The session and its member as stored; whether they still let the request in is decided below, on every call.
  const row = await cache.read(`session:${tokenHash}`, async () => {
    const [found] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return found ?? null;
  }, 'members');
  if (!row) throw new ApiError(ApiCode.notLoggedIn, 'notLoggedIn');
  if (row.session.revokedAt) throw new ApiError(ApiCode.sessionRevoked, 'sessionRevoked');
  if (row.session.expiresAt.getTime() <= clock().getTime()) throw new ApiError(ApiCode.sessionExpired, 'sessionExpired');
  if (row.user.disabled) throw new ApiError(ApiCode.accountFrozen, 'accountFrozen');
  return row.user;
}

export async function revokeSession(db: Db, clock: Clock, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock() })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

/** After a password reset every open session of the member ends. */
export async function revokeAllSessions(db: Db, clock: Clock, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** After the member changed their password: every other open session ends, the one that changed it stays. */
export async function revokeOtherSessions(db: Db, clock: Clock, userId: number, keepToken: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.tokenHash, sha256(keepToken))));
}
