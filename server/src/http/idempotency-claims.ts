import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { ApiCode } from '../../../src/api/contracts/envelope';
import type { MessageKey } from '../../../src/api/contracts/messages';
import { requestFingerprint } from '../../../src/api/contracts/request-fingerprint';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { addMs, type Clock } from '../domain/clock';
import { sha256 } from '../domain/secrets';
import { ApiError } from './api-error';
import { idempotencyKeyOf } from './idempotency-key';
import { optionalMember } from './member';

/** How long a claimed key is kept: far longer than any retry of a lost answer (Stripe keeps 24 hours). */
export const idempotencyKeyLifetimeMs = 30 * 24 * 3_600_000;

/** What one request is, for its key: who sent it, to which call and object, with which body. */
export interface KeyedRequest {
  key: string;
  userId: number;
  call: string;
  objectId: string | null;
  bodyHash: string;
}

/**
 * The object a call acts on: the path's parameters (/api/receiving/edit/:id), else the body's orderId or id, the
 * names the call tables give the object (lifecycle-calls.ts). Null for a call on no object (a top-up).
 */
function objectOf(request: FastifyRequest): string | null {
  const params = Object.values((request.params ?? {}) as Record<string, unknown>);
  if (params.length > 0) return params.map(String).join('/');
  const body = (request.body ?? {}) as Record<string, unknown>;
  for (const name of ['orderId', 'id']) {
    const value = body[name];
    if (typeof value === 'number' || typeof value === 'string') return String(value);
  }
  return null;
}

export const keyedRequestOf = (request: FastifyRequest, key: string, userId: number): KeyedRequest => ({
  key,
  userId,
  call: `${request.method} ${request.routeOptions.url ?? request.url}`,
  objectId: objectOf(request),
  bodyHash: sha256(requestFingerprint(request.body)),
});

/** Why a key held by `held` cannot serve `asked`, most telling first; null when it is the same request. */
function mismatch(held: KeyedRequest, asked: KeyedRequest): MessageKey | null {
  if (held.userId !== asked.userId) return 'idempotencyKeyOtherMember';
  if (held.call !== asked.call || held.objectId !== asked.objectId) return 'idempotencyKeyOtherCall';
  if (held.bodyHash !== asked.bodyHash) return 'idempotencyKeyOtherBody';
  return null;
}

/**
 * Claims `asked.key` for this request, atomically (the key is the primary key: of two first requests one inserts).
 * Answers true when this request claimed it, false when the key already belongs to this same request (a retry: it
 * goes on, and the domain's own replay answers it), and throws 409 saying why when it belongs to another.
 */
export async function claimKey(db: Db, clock: Clock, asked: KeyedRequest): Promise<boolean> {
  const heldBy = async () => (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, asked.key)).limit(1))[0];
  const judge = (held: KeyedRequest) => {
    const why = mismatch(held, asked);
    if (why) throw new ApiError(ApiCode.conflict, why);
    return false;
  };
  // Read first: a retry (the common case for a key seen before) then writes nothing at all.
  const seen = await heldBy();
  if (seen) return judge(seen);
  // Twice at most: a claim given back (its request was refused) between the insert and the read is claimed again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ ...asked, createdAt: clock() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted) return true;
    const held = await heldBy();
    if (held) return judge(held);
  }
  throw new ApiError(ApiCode.conflict, 'idempotencyKeyOtherCall');
}

/** Gives a claim back: the request that made it was refused, so the member may correct the form and send it again. */
export async function releaseKey(db: Db, claimed: KeyedRequest): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, claimed.key), eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.bodyHash, claimed.bodyHash)));
}

/** The due job: claims older than their lifetime are forgotten, so the table stays bounded. Answers how many went. */
export async function forgetOldKeys(db: Db, clock: Clock): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, addMs(clock(), -idempotencyKeyLifetimeMs)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

const claims = new WeakMap<FastifyRequest, KeyedRequest>();

/**
 * An idempotency key belongs to one request of one member (docs/adr/0033, Stripe's rule), enforced once here for
 * every route rather than by each: before the handler, a request carrying the `idempotency-key` header claims the key
 * for its member, call, object and body, or is refused 409 when the key is another's. A visitor's request claims
 * nothing (its route refuses it). A request answered with a failure gives its claim back before the answer leaves,
 * so the retry the member sends after correcting the form (a mistyped payment password) is not refused.
 */
export function installIdempotencyClaims(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (request) => {
    const key = idempotencyKeyOf(request);
    if (!key) return;
    // A gated route's gate has already found the member (route-schemas.ts): no second session lookup.
    const member = request.gatedMember ?? (await optionalMember(ctx, request));
    if (!member) return;
    const asked = keyedRequestOf(request, key, member.id);
    if (await claimKey(ctx.db, ctx.clock, asked)) claims.set(request, asked);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = claims.get(request);
    if (claimed && reply.statusCode >= 400) await releaseKey(ctx.db, claimed);
    return payload;
  });
}
