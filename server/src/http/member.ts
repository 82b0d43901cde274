import type { FastifyRequest } from 'fastify';
import { ApiCode, headers } from '../../../src/api/contracts/envelope';
import type { Db } from '../db/database';
import type { ReadCache } from '../db/read-cache';
import type { Clock } from '../domain/clock';
import { resolveSession, type Member } from '../domain/sessions';
import { ApiError } from './api-error';

export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[headers.token];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 200 ? token : undefined;
}

/**
 * The member behind the request's `token` header, or the reason there is none (not logged in, expired, revoked,
 * frozen). Resolved only by the routes that need a member: the public calls the browser makes with a token
 * (configuration, areas, protocols, captcha) cost no session lookup.
 */
export async function requireMember(
  { db, clock, readCache }: { db: Db; clock: Clock; readCache?: ReadCache },
  request: FastifyRequest,
): Promise<Member> {
  const token = tokenOf(request);
  if (!token) throw new ApiError(ApiCode.notLoggedIn, 'notLoggedIn');
  return resolveSession(db, clock, token, readCache);
}

/**
 * The member behind the token, or null for a visitor: for public calls that show members a little more (a block
 * trade's whole phone number). A stale or unknown token is a visitor here, not an error: the page is public.
 */
export async function optionalMember(ctx: { db: Db; clock: Clock; readCache?: ReadCache }, request: FastifyRequest): Promise<Member | null> {
  if (!tokenOf(request)) return null;
  try {
    return await requireMember(ctx, request);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** Platform staff (users.operator) behind the request; any other member is refused before anything is looked at. */
export async function requireStaff(ctx: { db: Db; clock: Clock; readCache?: ReadCache }, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(ctx, request);
  if (!member.operator) throw new ApiError(ApiCode.forbidden, 'forbidden');
  return member;
}
