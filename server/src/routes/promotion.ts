import { myRecommendSchema } from '../../../src/api/contracts/promotion';
import { scoreLogSchema } from '../../../src/api/contracts/scores';
import { pageQuery, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { myRecommend, rebatePage } from '../domain/promotion';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/** Promotion (spec section 7; docs/adr/0024): the member's own invite link, referred members and rebates. */
export function promotionRoutes(app: Api, ctx: AppContext): void {
  const { db } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get('/api/user/myRecommend', { schema: { querystring: pageQuery, response: answer(myRecommendSchema) } }, async (request) =>
      ok(await myRecommend(db, memberOf(request), request.query)),
    );

    // A rebate is a row of the points log (返利: points, never money).
    member.get('/api/user/rebate/page', { schema: { querystring: pageQuery, response: answer(pageSchema(scoreLogSchema)) } }, async (request) =>
      ok(await rebatePage(db, memberOf(request), request.query)),
    );
  });
}
