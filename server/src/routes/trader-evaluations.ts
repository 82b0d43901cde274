import { traderEvaluationSchema, traderEvaluationsParams, traderEvaluationsQuery } from '../../../src/api/contracts/evaluations';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { traderEvaluations } from '../domain/trade/trader-evaluations';
import { ok } from '../http/envelope';
import { answer, type Api } from '../http/route-schemas';

/** Ours (issue 25): the evaluations a trader received, public like the rest of their homepage. */
export function traderEvaluationRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/anon/trade/homepage/:id/evaluations',
    { schema: { params: traderEvaluationsParams, querystring: traderEvaluationsQuery, response: answer(pageSchema(traderEvaluationSchema)) } },
    async (request) => ok(await traderEvaluations(ctx.db, request.params.id, request.query)),
  );
}
