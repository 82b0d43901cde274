import { z } from 'zod';
import {
  siteLinkSchema,
  tradeDynamicSchema,
  traderBoardQuery,
  traderRankSchema,
  varietyBoardQuery,
  varietyChangeRankSchema,
  varietyQuoteSchema,
  varietyVolumeRankSchema,
} from '../../../src/api/contracts/home';
import type { AppContext } from '../context';
import { traderBoard, varietyBoard } from '../domain/home/board';
import { tradeDynamics } from '../domain/home/dynamics';
import { popularVarieties } from '../domain/home/popular-varieties';
import { siteLinksOf } from '../domain/home/site-links';
import { okKept } from '../http/envelope';
import { answer, type Api } from '../http/route-schemas';

/**
 * The home page's public reads and the rankings (spec section 7; issue 15). Every home page view reads them, so each
 * answer is kept until the next write (docs/adr/0020).
 */
export function homeRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, readCache } = ctx;
  const links = { response: answer(z.array(siteLinkSchema)) };

  app.get('/api/anon/trade/dynamics', { schema: { response: answer(z.array(tradeDynamicSchema)) } }, (_request, reply) =>
    okKept(reply, readCache, 'home:dynamics', () => tradeDynamics(db)),
  );
  app.get('/api/anon/home/varieties', { schema: { response: answer(z.array(varietyQuoteSchema)) } }, (_request, reply) =>
    okKept(reply, readCache, 'home:varieties', () => popularVarieties(db, clock())),
  );

  app.get('/api/anon/board/traders', { schema: { querystring: traderBoardQuery, response: answer(z.array(traderRankSchema)) } }, (request, reply) =>
    okKept(reply, readCache, `board:traders:${request.query.period}:${request.query.by}`, () => traderBoard(db, clock(), request.query)),
  );
  // by=volume answers volume ranks, by=change price-change ranks.
  app.get(
    '/api/anon/board/varieties',
    { schema: { querystring: varietyBoardQuery, response: answer(z.union([z.array(varietyVolumeRankSchema), z.array(varietyChangeRankSchema)])) } },
    (request, reply) =>
      okKept(reply, readCache, `board:varieties:${request.query.period}:${request.query.by}`, () => varietyBoard(db, clock(), request.query)),
  );

  app.get('/api/links', { schema: links }, (_request, reply) => okKept(reply, readCache, 'links:friend', () => siteLinksOf(db, 'friend')));
  app.get('/api/bbs/hot', { schema: links }, (_request, reply) => okKept(reply, readCache, 'links:forum', () => siteLinksOf(db, 'forum')));
}
