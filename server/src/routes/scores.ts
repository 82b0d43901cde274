import type { FastifyInstance } from 'fastify';
import { pageQuery } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { scoreLogPage, scoreSummary } from '../domain/scores';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/** Levels and scores (spec section 7, User and account; docs/adr/0024): the member's own credit score and points. */
export function scoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/user/account/creditScore', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await scoreSummary(db, member));
  });

  app.get('/api/user/account/creditScore/log/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await scoreLogPage(db, member.id, 'credit', parse(pageQuery, request.query)));
  });

  app.get('/api/user/account/personalScore/log/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await scoreLogPage(db, member.id, 'points', parse(pageQuery, request.query)));
  });
}
