import { z } from 'zod';
import {
  autoRenewRequest,
  batchSendSchema,
  collectUserRequest,
  collectVarietyRequest,
  favouriteUserSchema,
  favouriteVarietySchema,
  sendBatchMessageRequest,
  type FavouriteKind,
} from '../../../src/api/contracts/favourites';
import { idParams } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import {
  collectUser,
  collectVariety,
  favouriteUsers,
  favouriteVarieties,
  removeFavourite,
  renewFavourite,
  sendBatchMessage,
  setAutoRenew,
} from '../domain/favourites/favourites';
import { watchPostings } from '../domain/ledger';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { headers } from '../../../src/api/contracts/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Runs a paid call (issue 27's fees are gold beans) and sets the answer's type header when the caller's own beans
 * moved (spec section 7: the browser then refreshes the header's figures); a replayed key moves nothing and sets none.
 */
export async function paidInBeans<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  const { result, posted } = await watchPostings(work);
  if (posted.some((p) => p.userId === memberOf(request).id && p.asset === 'bean')) reply.header(headers.type, 'bean');
  return result;
}

/** Favourite varieties and users, renewed by hand or automatically (issue 27, spec section 7). */
export function favouriteRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get('/api/collect/variety', { schema: { response: answer(z.array(favouriteVarietySchema)) } }, async (request) =>
      ok(await favouriteVarieties(db, clock(), memberOf(request))),
    );
    member.get('/api/collect/user', { schema: { response: answer(z.array(favouriteUserSchema)) } }, async (request) =>
      ok(await favouriteUsers(db, clock(), memberOf(request), false)),
    );
    member.get('/api/collect/user/valid/list', { schema: { response: answer(z.array(favouriteUserSchema)) } }, async (request) =>
      ok(await favouriteUsers(db, clock(), memberOf(request), true)),
    );

    // Paid calls (a term each): the answer carries the type header when the member's beans moved (spec section 7).
    member.post('/api/collect/variety', { schema: { body: collectVarietyRequest, response: answer(z.null()) } }, async (request, reply) => {
      await paidInBeans(request, reply, () => collectVariety(db, clock, memberOf(request), request.body, idempotencyKeyOf(request)));
      return ok(null, 'favouriteAdded');
    });
    member.post('/api/collect/user/add', { schema: { body: collectUserRequest, response: answer(z.null()) } }, async (request, reply) => {
      await paidInBeans(request, reply, () => collectUser(db, clock, memberOf(request), request.body, idempotencyKeyOf(request)));
      return ok(null, 'favouriteAdded');
    });

    for (const [kind, base] of [
      ['variety', '/api/collect/variety'],
      ['user', '/api/collect/user'],
    ] as const satisfies ReadonlyArray<readonly [FavouriteKind, string]>) {
      member.post(`${base}/del/:id`, { schema: { params: idParams, response: answer(z.null()) } }, async (request) => {
        await removeFavourite(db, memberOf(request), kind, request.params.id);
        return ok(null, 'favouriteRemoved');
      });
      member.post(`${base}/renew/:id`, { schema: { params: idParams, response: answer(z.null()) } }, async (request, reply) => {
        await paidInBeans(request, reply, () => renewFavourite(db, clock, memberOf(request), kind, request.params.id, idempotencyKeyOf(request)));
        return ok(null, 'favouriteRenewed');
      });
      member.post(
        `${base}/autoRenew/:id`,
        {
          schema: {
            params: idParams,
            body: autoRenewRequest,
            response: answer(z.null()),
          },
        },
        async (request) => {
          await setAutoRenew(db, memberOf(request), kind, request.params.id, request.body.autoRenew);
          return ok(null, request.body.autoRenew ? 'autoRenewOn' : 'autoRenewOff');
        },
      );
    }

    member.post(
      '/api/collect/user/sendBatch/message',
      {
        schema: {
          body: sendBatchMessageRequest,
          response: answer(batchSendSchema),
        },
      },
      async (request) => ok(await sendBatchMessage(db, clock, memberOf(request), request.body, idempotencyKeyOf(request)), 'favouriteMessageSent'),
    );
  });
}
