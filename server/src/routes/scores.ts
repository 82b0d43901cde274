import { scoreLogSchema, scoreSummarySchema } from '../../../src/api/contracts/scores';
import { pageQuery, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { scoreLogPage, scoreSummary } from '../domain/scores';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/** Levels and scores (spec section 7, User and account; docs/adr/0024): the member's own credit score and points. */
export function scoreRoutes(app: Api, ctx: AppContext): void {
  const { db } = ctx;

  gated(app, ctx, 'member', (member) => {
    const logPage = { querystring: pageQuery, response: answer(pageSchema(scoreLogSchema)) };

    member.get('/api/user/account/creditScore', { schema: { response: answer(scoreSummarySchema) } }, async (request) =>
      ok(await scoreSummary(db, memberOf(request))),
    );

    member.get('/api/user/account/creditScore/log/page', { schema: logPage }, async (request) =>
      ok(await scoreLogPage(db, memberOf(request).id, 'credit', request.query)),
    );

    member.get('/api/user/account/personalScore/log/page', { schema: logPage }, async (request) =>
      ok(await scoreLogPage(db, memberOf(request).id, 'points', request.query)),
    );
  });
}
