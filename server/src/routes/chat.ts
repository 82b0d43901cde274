import { z } from 'zod';
import {
  chatConversationParams,
  chatConversationSchema,
  chatConversationsQuery,
  chatHistoryQuery,
  chatHistorySchema,
  chatPeerParams,
  chatSendRequest,
  chatSinceRequest,
  chatUnreadSchema,
  liveTicketSchema,
} from '../../../src/api/contracts/chat';
import { ApiCode } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
import {
  chatUnreadCount,
  conversationHistory,
  conversationList,
  conversationWith,
  markConversationRead,
  messagePushes,
  missedSince,
  sendChatMessage,
} from '../domain/chat/chat';
import { beginTry, endTry, type AttemptLimit } from '../domain/limits/attempt-limits';
import type { Member } from '../domain/sessions';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { tellOn } from '../realtime/bus';
import { issueLiveTicket, registerLiveSocket, type LiveConnection, type LiveFrameHandler } from '../realtime/socket';

/** How many chat messages one member may send: 30 a minute, on every instance together (the shared limit store). */
export const chatSendLimit: AttemptLimit = { max: 30, windowMs: 60_000, refused: 'liveTooFast' };

/** The connection's member; a visitor's socket may follow public channels but not chat. */
function memberOfSocket(connection: LiveConnection): Member {
  if (!connection.member) throw new ApiError(ApiCode.notLoggedIn, 'liveNeedsLogin');
  return connection.member;
}

/**
 * Member chat (issue 27, spec section 7 "Other": GET /api/im/userSig). The spec names only the ticket; the socket
 * (/api/live, server/src/realtime/socket.ts) and the /api/im/* calls below are ours and not the spec's.
 */
export function chatRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, secret, limits } = ctx;
  const tell = tellOn(ctx.bus);

  /**
   * chat.send: stored first, then acknowledged to the sending socket, then told to both members' channels. A clientId
   * stored before is acknowledged again with the stored message and told to no one.
   */
  const send: LiveFrameHandler = async (connection, frame) => {
    const sender = memberOfSocket(connection);
    const { type: _type, ...request } = chatSendRequest.parse(frame);
    const key = `chat:send:${sender.id}`;
    await beginTry(limits, key, chatSendLimit);
    let stored: Awaited<ReturnType<typeof sendChatMessage>>;
    try {
      stored = await sendChatMessage(db, clock, sender, request);
    } catch (error) {
      await endTry(limits, key, chatSendLimit, 'drop');
      throw error;
    }
    await endTry(limits, key, chatSendLimit, stored.created ? 'count' : 'drop');
    connection.send({ type: 'chat.ack', clientId: request.clientId, message: stored.message });
    if (stored.created) await tell(messagePushes(stored.message));
  };

  /** chat.since: what a reconnecting client missed after its last message id. */
  const since: LiveFrameHandler = async (connection, frame) => {
    const member = memberOfSocket(connection);
    const { lastId } = chatSinceRequest.parse(frame);
    connection.send({ type: 'chat.missed', messages: await missedSince(db, member, lastId) });
  };

  registerLiveSocket(app, ctx, { handlers: { 'chat.send': send, 'chat.since': since } });

  gated(app, ctx, 'member', (member) => {
    // Spec section 7, "Other": the ticket the browser opens the live socket with.
    member.get('/api/im/userSig', { schema: { response: answer(liveTicketSchema) } }, async (request) =>
      ok(issueLiveTicket(secret, clock, memberOf(request).id)),
    );

    // Ours (no spec path): my conversations with unread counts and the last message.
    member.get('/api/im/conversations', { schema: { querystring: chatConversationsQuery, response: answer(z.array(chatConversationSchema)) } }, async (request) =>
      ok(await conversationList(db, memberOf(request), request.query.limit)),
    );

    // Ours: my conversation with one member (咨询卖家 opens it), made empty when there is none.
    member.get('/api/im/conversation/with/:id', { schema: { params: chatPeerParams, response: answer(chatConversationSchema) } }, async (request) =>
      ok(await conversationWith(db, clock, memberOf(request), request.params.id)),
    );

    // Ours: a conversation's history, 15 before an id (keyset), or every message after one (catching up).
    member.get(
      '/api/im/messages/:id',
      { schema: { params: chatConversationParams, querystring: chatHistoryQuery, response: answer(chatHistorySchema) } },
      async (request) => ok(await conversationHistory(db, memberOf(request), request.params.id, request.query)),
    );

    // Ours: what was sent to me in a conversation is read.
    member.post('/api/im/read/:id', { schema: { params: chatConversationParams, response: answer(z.null()) } }, async (request) => {
      await tell(await markConversationRead(db, clock, memberOf(request), request.params.id));
      return ok(null);
    });

    // Ours: my unread chat messages in all (the header's count).
    member.get('/api/im/unread', { schema: { response: answer(chatUnreadSchema) } }, async (request) =>
      ok({ count: await chatUnreadCount(db, memberOf(request)) }),
    );
  });
}
