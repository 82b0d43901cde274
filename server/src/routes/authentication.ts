import type { FastifyRequest } from 'fastify';
import {
  authenticationInfoSchema,
  authenticationParams,
  authenticationQueueItemSchema,
  authenticationQueueQuery,
  authenticationReviewSchema,
  companyAuthenticationRequest,
  personalAuthenticationRequest,
} from '../../../src/api/contracts/authentication';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { submitPapers, type Submission } from '../domain/authentication/applications';
import { authenticationInfo, authenticationQueue, authenticationReview } from '../domain/authentication/views';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * Real-name authentication (spec section 7, "Authentication and VIP"; docs/adr/0023): the member submits papers and
 * edits them after a rejection; platform staff review them (approve and reject are lifecycle calls:
 * server/src/routes/lifecycle.ts). Every change is an event of the authentication machine
 * through the enforcer; the member's calls act only on the member's own application (there is no id to name another's).
 */
export function authenticationRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    const info = answer(authenticationInfoSchema);
    /** A submission (or, after a rejection, its edit): the member's application as it is now is the answer. */
    const submit = async (request: FastifyRequest, submission: Submission, edit: boolean) => {
      const me = memberOf(request);
      await submitPapers(db, clock, me, submission, edit, idempotencyKeyOf(request) ?? null);
      return ok(await authenticationInfo(db, me.id), 'authSubmitted');
    };
    for (const [suffix, edit] of [
      ['', false],
      ['/edit', true],
    ] as const) {
      member.post(`/api/user/personalAuthentication${suffix}`, { schema: { body: personalAuthenticationRequest, response: info } }, (request) =>
        submit(request, { kind: 'personal', papers: request.body }, edit),
      );
      member.post(`/api/user/companyAuthentication${suffix}`, { schema: { body: companyAuthenticationRequest, response: info } }, (request) =>
        submit(request, { kind: 'merchant', papers: request.body }, edit),
      );
    }

    member.get('/api/user/authenticationInfo', { schema: { response: info } }, async (request) => ok(await authenticationInfo(db, memberOf(request).id)));
  });

  gated(app, ctx, 'staff', (staff) => {
    staff.get('/api/operator/authentication/page', { schema: { querystring: authenticationQueueQuery, response: answer(pageSchema(authenticationQueueItemSchema)) } }, async (request) =>
      ok(await authenticationQueue(db, request.query)),
    );
    staff.get('/api/operator/authentication/:id', { schema: { params: authenticationParams, response: answer(authenticationReviewSchema) } }, async (request) =>
      ok(await authenticationReview(db, request.params.id)),
    );
  });
}
