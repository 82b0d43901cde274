import type { FastifyInstance } from 'fastify';
import { messageOperateRequest, messagePageQuery, messageTypes, messageTypesQuery, type MessageType } from '../../../src/api/contracts/inbox';
import type { AppContext } from '../context';
import { messagePage, operateMessages } from '../domain/inbox';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/** The message centre (spec section 7, "Messages"): the member's own 站内信 (docs/adr/0013). */
export function inboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/message/types', async (request) => {
    await requireMember(ctx, request);
    const { pid } = parse(messageTypesQuery, request.query);
    return ok<MessageType[]>(pid === 0 ? messageTypes.map((t) => ({ id: t.id, pid: 0, name: t.name })) : []);
  });

  app.get('/api/message/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await messagePage(db, member, parse(messagePageQuery, request.query)));
  });

  app.post('/api/message/operate', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await operateMessages(db, clock, member, parse(messageOperateRequest, request.body)), 'operationSucceeded');
  });
}
