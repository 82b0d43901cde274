import { z } from 'zod';
import { idParams, pageQuery } from '../../../src/api/contracts/trade';
import { watchAddRequest, watchDetailSchema, watchListQuery, watchMatchPageSchema, watchSweepSchema, watchTaskPageSchema } from '../../../src/api/contracts/watch';
import type { AppContext } from '../context';
import { textMatch, watchSmsChannel } from '../domain/watch/matching';
import { sweepIntoBasket } from '../domain/watch/sweep';
import { addTask, deleteTask, matchPage, taskDetail, taskPage, toggleSwitch, watchSwitches, type WatchSwitch } from '../domain/watch/tasks';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * Watch tasks (盯盘) and the sweep (一键扫货) (issue 27, spec section 7, Order watching; level 4 and up). Stopping and
 * the two confirmations are lifecycle calls (src/api/contracts/lifecycle-calls.ts, through routes/lifecycle.ts); the
 * matching runs in the transaction that publishes or edits an offer (domain/trade/offer-followers.ts).
 */
export function watchRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;
  const detail = { params: idParams, response: answer(watchDetailSchema) };

  // A committed match whose task asked for SMS: texted by whichever instance claims it first (matching.ts).
  const stopTexting = ctx.bus.subscribe(watchSmsChannel, (event) => {
    textMatch(db, ctx.sms, clock(), Number(event.matchId)).catch((error: unknown) => app.log.error({ err: error, matchId: event.matchId }, 'watch match SMS failed'));
  });
  app.addHook('onClose', async () => stopTexting());

  gated(app, ctx, 'member', (member) => {
    member.get('/api/orderWatching', { schema: { querystring: watchListQuery, response: answer(watchTaskPageSchema) } }, async (request) =>
      ok(await taskPage(db, memberOf(request), request.query)),
    );

    member.post('/api/orderWatching/add', { schema: { body: watchAddRequest, response: answer(watchDetailSchema) } }, async (request) => {
      const caller = memberOf(request);
      const id = await addTask(db, clock, caller, request.body, idempotencyKeyOf(request) ?? null);
      return ok(await taskDetail(db, clock(), caller, id), 'watchAdded');
    });

    member.post('/api/orderWatching/delete/:id', { schema: { params: idParams, response: answer(z.null()) } }, async (request) => {
      await deleteTask(db, memberOf(request), request.params.id);
      return ok(null, 'watchDeleted');
    });

    for (const which of Object.keys(watchSwitches) as WatchSwitch[]) {
      member.post(`/api/orderWatching/${which}/:id`, { schema: detail }, async (request) =>
        ok(await toggleSwitch(db, clock, memberOf(request), request.params.id, which), 'watchSettingChanged'),
      );
    }

    member.get('/api/orderWatching/details/:id', { schema: detail }, async (request) => ok(await taskDetail(db, clock(), memberOf(request), request.params.id)));

    member.get(
      '/api/orderWatching/details/list/:id',
      { schema: { params: idParams, querystring: pageQuery, response: answer(watchMatchPageSchema) } },
      async (request) => ok(await matchPage(db, clock(), memberOf(request), request.params.id, request.query)),
    );

    // 一键扫货 (ours: the spec names the header's button, not its call).
    member.post('/api/orderWatching/sweep', { schema: { response: answer(watchSweepSchema) } }, async (request) => {
      const swept = await sweepIntoBasket(db, clock, memberOf(request));
      return ok(swept, swept.added > 0 ? 'watchSwept' : 'watchNothingToSweep');
    });
  });
}
