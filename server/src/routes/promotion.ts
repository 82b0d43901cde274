import type { FastifyInstance } from 'fastify';
import { pageQuery } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { myRecommend, rebatePage } from '../domain/promotion';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/** Promotion (spec section 7; docs/adr/0024): the member's own invite link, referred members and rebates. */
export function promotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/user/myRecommend', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await myRecommend(db, member, parse(pageQuery, request.query)));
  });

  app.get('/api/user/rebate/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await rebatePage(db, member, parse(pageQuery, request.query)));
  });
}
