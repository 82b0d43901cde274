import { z } from 'zod';
import {
  inboxMessageSchema,
  messageOperateReplySchema,
  messageOperateRequest,
  messagePageQuery,
  messageTypes,
  messageTypeSchema,
  messageTypesQuery,
} from '../../../src/api/contracts/inbox';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { messagePage, operateMessages } from '../domain/inbox';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/** The message centre (spec section 7, "Messages"): the member's own 站内信 (docs/adr/0013). */
export function inboxRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get('/api/message/types', { schema: { querystring: messageTypesQuery, response: answer(z.array(messageTypeSchema)) } }, async (request) =>
      ok(request.query.pid === 0 ? messageTypes.map((t) => ({ id: t.id, pid: 0, name: t.name })) : []),
    );

    member.get(
      '/api/message/page',
      { schema: { querystring: messagePageQuery, response: answer(pageSchema(inboxMessageSchema)) } },
      async (request) => ok(await messagePage(db, memberOf(request), request.query)),
    );

    member.post('/api/message/operate', { schema: { body: messageOperateRequest, response: answer(messageOperateReplySchema) } }, async (request) =>
      ok(await operateMessages(db, clock, memberOf(request), request.body), 'operationSucceeded'),
    );
  });
}
