import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  authenticationParams,
  authenticationQueueQuery,
  companyAuthenticationRequest,
  personalAuthenticationRequest,
  type AuthenticationKind,
} from '../../../src/api/contracts/authentication';
import type { AppContext } from '../context';
import { submitPapers } from '../domain/authentication/applications';
import { authenticationInfo, authenticationQueue, authenticationReview } from '../domain/authentication/views';
import { ok, parse } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember, requireStaff } from '../http/member';

/**
 * Real-name authentication (spec section 7, "Authentication and VIP"; docs/adr/0023): the member submits papers and
 * edits them after a rejection; platform staff review them (approve and reject are lifecycle calls:
 * server/src/routes/lifecycle.ts). Every change is an event of the authentication machine
 * through the enforcer; the member's calls act only on the member's own application (there is no id to name another's).
 */
export function authenticationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  const submission = (path: string, schema: z.ZodType, kind: AuthenticationKind, edit: boolean) =>
    app.post(path, async (request) => {
      const member = await requireMember(ctx, request);
      const papers = parse(schema, request.body) as never;
      await submitPapers(db, clock, member, { kind, papers }, edit, idempotencyKeyOf(request) ?? null);
      return ok(await authenticationInfo(db, member.id), 'authSubmitted');
    });
  submission('/api/user/personalAuthentication', personalAuthenticationRequest, 'personal', false);
  submission('/api/user/personalAuthentication/edit', personalAuthenticationRequest, 'personal', true);
  submission('/api/user/companyAuthentication', companyAuthenticationRequest, 'merchant', false);
  submission('/api/user/companyAuthentication/edit', companyAuthenticationRequest, 'merchant', true);

  app.get('/api/user/authenticationInfo', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await authenticationInfo(db, member.id));
  });


  app.get('/api/operator/authentication/page', async (request) => {
    await requireStaff(ctx, request);
    return ok(await authenticationQueue(db, parse(authenticationQueueQuery, request.query)));
  });

  app.get('/api/operator/authentication/:id', async (request) => {
    await requireStaff(ctx, request);
    return ok(await authenticationReview(db, parse(authenticationParams, request.params).id));
  });

}
