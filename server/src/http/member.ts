import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiCode, headers } from '../../../src/api/contracts/envelope';
import type { Db } from '../db/database';
import type { Clock } from '../domain/clock';
import { resolveSession, type Member } from '../domain/sessions';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, when the `token` header names a live session. */
    member: Member | null;
    /** Why the token did not resolve (expired, revoked, frozen...), reported only by routes that need a member. */
    memberError: ApiError | null;
  }
}

/** Reads the token header of every /api request; public routes ignore a bad token, protected ones report it. */
export function installMemberResolution(app: FastifyInstance, db: Db, clock: Clock): void {
  app.decorateRequest('member', null);
  app.decorateRequest('memberError', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenOf(request);
    if (!token) return;
    try {
      request.member = await resolveSession(db, clock, token);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      request.memberError = error;
    }
  });
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[headers.token];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 200 ? token : undefined;
}

export function requireMember(request: FastifyRequest): Member {
  if (request.member) return request.member;
  throw request.memberError ?? new ApiError(ApiCode.notLoggedIn, 'notLoggedIn');
}
