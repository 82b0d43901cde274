import { z } from 'zod';
import {
  subscriptionDealSchema,
  subscriptionFeedQuery,
  subscriptionIdStateRequest,
  subscriptionOfferSchema,
  subscriptionSchema,
  subscriptionStateRequest,
} from '../../../src/api/contracts/subscriptions';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import {
  setSubscriptionState,
  setSubscriptionStateById,
  subscriptionDealPage,
  subscriptionList,
  subscriptionOfferPage,
} from '../domain/subscriptions/subscriptions';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { paidInBeans } from './favourites';

/** Subscriptions: varieties and traders followed (issue 27, spec section 7). */
export function subscriptionRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get('/api/subscription/list', { schema: { response: answer(z.array(subscriptionSchema)) } }, async (request) =>
      ok(await subscriptionList(db, memberOf(request))),
    );
    member.get(
      '/api/subscription/product/list',
      {
        schema: {
          querystring: subscriptionFeedQuery,
          response: answer(pageSchema(subscriptionOfferSchema)),
        },
      },
      async (request) => ok(await subscriptionOfferPage(db, memberOf(request), request.query)),
    );
    member.get(
      '/api/subscription/trade/list',
      {
        schema: {
          querystring: subscriptionFeedQuery,
          response: answer(pageSchema(subscriptionDealSchema)),
        },
      },
      async (request) => ok(await subscriptionDealPage(db, memberOf(request), request.query)),
    );
    member.post(
      '/api/subscription/state',
      {
        schema: {
          body: subscriptionStateRequest,
          response: answer(subscriptionSchema),
        },
      },
      async (request, reply) => {
        const subscription = await paidInBeans(request, reply, () => setSubscriptionState(db, clock, memberOf(request), request.body));
        return ok(subscription, request.body.state ? 'subscribed' : 'unsubscribed');
      },
    );
    member.post(
      '/api/subscription/state/id',
      {
        schema: {
          body: subscriptionIdStateRequest,
          response: answer(subscriptionSchema),
        },
      },
      async (request) => {
        const subscription = await setSubscriptionStateById(db, clock, memberOf(request), request.body.id, request.body.state);
        return ok(subscription, request.body.state ? 'subscribed' : 'unsubscribed');
      },
    );
  });
}
