import type { FastifyInstance } from 'fastify';
import { traderBoardQuery, varietyBoardQuery } from '../../../src/api/contracts/home';
import type { AppContext } from '../context';
import { traderBoard, varietyBoard } from '../domain/home/board';
import { tradeDynamics } from '../domain/home/dynamics';
import { popularVarieties } from '../domain/home/popular-varieties';
import { siteLinksOf } from '../domain/home/site-links';
import { okKept, parse } from '../http/envelope';

/**
 * The home page's public reads and the rankings (spec section 7; issue 15). Every home page view reads them, so each
 * answer is kept until the next write (docs/adr/0020).
 */
export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, readCache } = ctx;

  app.get('/api/anon/trade/dynamics', (_request, reply) => okKept(reply, readCache, 'home:dynamics', () => tradeDynamics(db)));
  app.get('/api/anon/home/varieties', (_request, reply) => okKept(reply, readCache, 'home:varieties', () => popularVarieties(db, clock())));

  app.get('/api/anon/board/traders', (request, reply) => {
    const query = parse(traderBoardQuery, request.query);
    return okKept(reply, readCache, `board:traders:${query.period}:${query.by}`, () => traderBoard(db, clock(), query));
  });
  app.get('/api/anon/board/varieties', (request, reply) => {
    const query = parse(varietyBoardQuery, request.query);
    return okKept(reply, readCache, `board:varieties:${query.period}:${query.by}`, () => varietyBoard(db, clock(), query));
  });

  app.get('/api/links', (_request, reply) => okKept(reply, readCache, 'links:friend', () => siteLinksOf(db, 'friend')));
  app.get('/api/bbs/hot', (_request, reply) => okKept(reply, readCache, 'links:forum', () => siteLinksOf(db, 'forum')));
}
