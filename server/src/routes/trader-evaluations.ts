import type { FastifyInstance } from 'fastify';
import { traderEvaluationsParams, traderEvaluationsQuery } from '../../../src/api/contracts/evaluations';
import type { AppContext } from '../context';
import { traderEvaluations } from '../domain/trade/trader-evaluations';
import { ok, parse } from '../http/envelope';

/** Ours (issue 25): the evaluations a trader received, public like the rest of their homepage. */
export function traderEvaluationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/anon/trade/homepage/:id/evaluations', async (request) => {
    const { id } = parse(traderEvaluationsParams, request.params);
    return ok(await traderEvaluations(ctx.db, id, parse(traderEvaluationsQuery, request.query)));
  });
}
