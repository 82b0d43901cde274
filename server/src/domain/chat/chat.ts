import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { chatPageSize } from '../../../../src/api/contracts/chat-names';
import {
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  type ChatSendRequest,
} from '../../../../src/api/contracts/chat';
import { thumbUrl, uploadUrl } from '../../../../src/api/contracts/upload-rules';
import type { Db } from '../../db/database';
import { chatConversations, chatLines, listings, products, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { memberChannel, type LivePush } from '../../realtime/bus';
import { formatChinaTime, type Clock } from '../clock';
import { relationWith } from '../relations';
import type { Member } from '../sessions';
import { ownUpload } from '../uploads';

/*
 * Member chat (issue 27): conversations between two members, text, image and offer (咨询卖家) messages, unread counts.
 * A message is stored first; the caller acknowledges it to the sender and then tells both members' channels
 * (`chat.message`), so the recipient's tabs and the sender's other tabs see it. What the bus loses a client reads back
 * from its last id (`missedSince`).
 */

type Line = typeof chatLines.$inferSelect;
type ChatSend = Omit<ChatSendRequest, 'type'> & { text?: string };

/** Messages told to a reconnecting client at most at once; it asks again from the last one for more. */
export const missedLimit = 200;

const pairOf = (a: number, b: number) => (a < b ? { lowId: a, highId: b } : { lowId: b, highId: a });
const isParty = (memberId: number) => or(eq(chatConversations.lowId, memberId), eq(chatConversations.highId, memberId));

/** Messages as members read them: the image's URLs and the offer's card looked up for the lines that have them. */
async function viewsOf(db: Db, lines: Line[]): Promise<ChatMessage[]> {
  const offerIds = [...new Set(lines.flatMap((line) => (line.offerId === null ? [] : [line.offerId])))];
  const offers = offerIds.length
    ? await db
        .select({ id: listings.id, productName: products.name, price: listings.price, publishType: listings.publishType, state: listings.state })
        .from(listings)
        .innerJoin(products, eq(products.id, listings.productId))
        .where(inArray(listings.id, offerIds))
    : [];
  const offerById = new Map(offers.map((offer) => [offer.id, offer]));
  return lines.map((line) => ({
    id: line.id,
    conversationId: line.conversationId,
    fromId: line.fromId,
    toId: line.toId,
    kind: line.kind,
    text: line.text,
    imageUrl: line.imageKey === null ? null : uploadUrl(line.imageKey),
    thumbUrl: line.imageKey === null ? null : thumbUrl(line.imageKey),
    offer: line.offerId === null ? null : (offerById.get(line.offerId) ?? null),
    createTime: formatChinaTime(line.createdAt),
    read: line.readAt !== null,
  }));
}

/** The pushes that tell both members of a stored message. */
export const messagePushes = (message: ChatMessage): LivePush[] =>
  [message.toId, message.fromId].map((id) => ({ channel: memberChannel(id), event: { type: 'chat.message', message } }));

/** The member to write to: not myself, one who exists and is not frozen, and who has not blocked me. */
async function checkRecipient(db: Db, sender: Member, to: number): Promise<void> {
  if (to === sender.id) throw badRequest('chatSelf');
  const [recipient] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, to)).limit(1);
  if (!recipient || recipient.disabled) throw notFound('memberNotFound');
  if ((await relationWith(db, sender, to)).blockedMe) throw badRequest('chatBlocked');
}

/** An offer a message may carry: one of the two members' own (the seller asked about, or mine shown to them). */
async function checkOffer(db: Db, sender: Member, to: number, offerId: number): Promise<void> {
  const [offer] = await db.select({ publisherId: listings.publisherId }).from(listings).where(eq(listings.id, offerId)).limit(1);
  if (!offer || (offer.publisherId !== sender.id && offer.publisherId !== to)) throw notFound('chatOfferNotFound');
}

/** The pair's conversation, made when there is none (two first messages at once make one). */
async function conversationOf(db: Db, clock: Clock, a: number, b: number): Promise<number> {
  const pair = pairOf(a, b);
  await db
    .insert(chatConversations)
    .values({ ...pair, createdAt: clock() })
    .onConflictDoNothing({ target: [chatConversations.lowId, chatConversations.highId] });
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.lowId, pair.lowId), eq(chatConversations.highId, pair.highId)));
  return row!.id;
}

/**
 * Stores one message (chat.send) and answers it as stored, with `created` false when the sender's clientId was stored
 * before (a retry after a lost acknowledgement): then the stored message is answered and nothing is told again.
 */
export async function sendChatMessage(db: Db, clock: Clock, sender: Member, send: ChatSend): Promise<{ message: ChatMessage; created: boolean }> {
  const stored = async () => {
    const [line] = await db.select().from(chatLines).where(and(eq(chatLines.fromId, sender.id), eq(chatLines.clientId, send.clientId))).limit(1);
    return line;
  };
  const earlier = await stored();
  if (earlier) return { message: (await viewsOf(db, [earlier]))[0]!, created: false };

  await checkRecipient(db, sender, send.to);
  if (send.imageKey !== undefined) await ownUpload(db, sender, send.imageKey, 'product');
  if (send.offerId !== undefined) await checkOffer(db, sender, send.to, send.offerId);
  const kind = send.imageKey !== undefined ? 'image' : send.offerId !== undefined ? 'offer' : 'text';

  const line = await db.transaction(async (tx) => {
    const conversationId = await conversationOf(tx, clock, sender.id, send.to);
    const [inserted] = await tx
      .insert(chatLines)
      .values({
        conversationId,
        fromId: sender.id,
        toId: send.to,
        clientId: send.clientId,
        kind,
        text: kind === 'text' ? send.text! : null,
        imageKey: send.imageKey ?? null,
        offerId: send.offerId ?? null,
        createdAt: clock(),
      })
      .onConflictDoNothing({ target: [chatLines.fromId, chatLines.clientId] })
      .returning();
    if (inserted) {
      await tx
        .update(chatConversations)
        .set({ lastMessageId: sql`greatest(coalesce(${chatConversations.lastMessageId}, 0), ${inserted.id})` })
        .where(eq(chatConversations.id, conversationId));
    }
    return inserted;
  });
  // The same clientId sent twice at once: the other send stored it.
  if (!line) return { message: (await viewsOf(db, [(await stored())!]))[0]!, created: false };
  return { message: (await viewsOf(db, [line]))[0]!, created: true };
}

/** The conversation, when the member is one of its two; else the same 404 as for none. */
async function ownConversation(db: Db, member: Member, conversationId: number) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), isParty(member.id)))
    .limit(1);
  if (!row) throw notFound('chatNotFound');
  return row;
}

/** Conversations as my list shows them: the other member, my unread count in each, the last message. */
async function conversationViews(db: Db, member: Member, rows: (typeof chatConversations.$inferSelect)[]): Promise<ChatConversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const otherIds = rows.map((row) => (row.lowId === member.id ? row.highId : row.lowId));
  const lastIds = rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]));
  const [others, unread, lasts] = await Promise.all([
    db.select({ id: users.id, userName: users.userName, headImg: users.headImg }).from(users).where(inArray(users.id, otherIds)),
    db
      .select({ conversationId: chatLines.conversationId, unread: count() })
      .from(chatLines)
      .where(and(eq(chatLines.toId, member.id), isNull(chatLines.readAt), inArray(chatLines.conversationId, ids)))
      .groupBy(chatLines.conversationId),
    lastIds.length ? db.select().from(chatLines).where(inArray(chatLines.id, lastIds)) : Promise.resolve([] as Line[]),
  ]);
  const otherById = new Map(others.map((other) => [other.id, other]));
  const unreadById = new Map(unread.map((row) => [row.conversationId, Number(row.unread)]));
  const lastViews = new Map((await viewsOf(db, lasts)).map((view) => [view.conversationId, view]));
  const lastAt = new Map(lasts.map((line) => [line.conversationId, line.createdAt]));
  return rows.map((row, i) => {
    const other = otherById.get(otherIds[i]!);
    return {
      id: row.id,
      otherId: otherIds[i]!,
      otherName: other?.userName ?? '',
      otherAvatar: other?.headImg ? thumbUrl(other.headImg) : null,
      unread: unreadById.get(row.id) ?? 0,
      lastMessage: lastViews.get(row.id) ?? null,
      updateTime: formatChinaTime(lastAt.get(row.id) ?? row.createdAt),
    };
  });
}

/** My conversations that have a message, the latest first. */
export async function conversationList(db: Db, member: Member, limit = 50): Promise<ChatConversation[]> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(and(isParty(member.id), sql`${chatConversations.lastMessageId} is not null`))
    .orderBy(desc(chatConversations.lastMessageId))
    .limit(limit);
  return conversationViews(db, member, rows);
}

/** My conversation with a member (咨询卖家, a name in a list), made empty when there is none yet. */
export async function conversationWith(db: Db, clock: Clock, member: Member, otherId: number): Promise<ChatConversation> {
  if (otherId === member.id) throw badRequest('chatSelf');
  const [other] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, otherId)).limit(1);
  if (!other || other.disabled) throw notFound('memberNotFound');
  const id = await conversationOf(db, clock, member.id, otherId);
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return (await conversationViews(db, member, [row!]))[0]!;
}

/**
 * A conversation's history by keyset: the 15 before `before` (the newest 15 when omitted), oldest first, and whether
 * earlier ones remain; or, with `after`, those after it (a client catching up), at most `missedLimit`.
 */
export async function conversationHistory(db: Db, member: Member, conversationId: number, query: { before?: number; after?: number }): Promise<ChatHistory> {
  await ownConversation(db, member, conversationId);
  if (query.after !== undefined) {
    const lines = await db
      .select()
      .from(chatLines)
      .where(and(eq(chatLines.conversationId, conversationId), gt(chatLines.id, query.after)))
      .orderBy(asc(chatLines.id))
      .limit(missedLimit + 1);
    return { list: await viewsOf(db, lines.slice(0, missedLimit)), more: lines.length > missedLimit };
  }
  const lines = await db
    .select()
    .from(chatLines)
    .where(and(eq(chatLines.conversationId, conversationId), query.before === undefined ? undefined : lt(chatLines.id, query.before)))
    .orderBy(desc(chatLines.id))
    .limit(chatPageSize + 1);
  return { list: await viewsOf(db, lines.slice(0, chatPageSize).reverse()), more: lines.length > chatPageSize };
}

/** Every message to or from me after `lastId` (a reconnecting socket's chat.since), oldest first, at most `missedLimit`. */
export async function missedSince(db: Db, member: Member, lastId: number): Promise<ChatMessage[]> {
  const lines = await db
    .select()
    .from(chatLines)
    .where(and(gt(chatLines.id, lastId), or(eq(chatLines.toId, member.id), eq(chatLines.fromId, member.id))))
    .orderBy(asc(chatLines.id))
    .limit(missedLimit);
  return viewsOf(db, lines);
}

/**
 * Marks what was sent to me in a conversation as read, and says so to both of us (`chat.read`: my other tabs clear
 * the count, the sender sees it read). Nothing unread: nothing to tell.
 */
export async function markConversationRead(db: Db, clock: Clock, member: Member, conversationId: number): Promise<LivePush[]> {
  const conversation = await ownConversation(db, member, conversationId);
  const read = await db
    .update(chatLines)
    .set({ readAt: clock() })
    .where(and(eq(chatLines.conversationId, conversationId), eq(chatLines.toId, member.id), isNull(chatLines.readAt)))
    .returning({ id: chatLines.id });
  if (read.length === 0) return [];
  const upToId = Math.max(...read.map((line) => line.id));
  const otherId = conversation.lowId === member.id ? conversation.highId : conversation.lowId;
  return [member.id, otherId].map((id) => ({ channel: memberChannel(id), event: { type: 'chat.read', conversationId, readerId: member.id, upToId } }));
}

/** My unread chat messages in all (the header's count). */
export async function chatUnreadCount(db: Db, member: Member): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatLines)
    .where(and(eq(chatLines.toId, member.id), isNull(chatLines.readAt)));
  return Number(row?.unread ?? 0);
}
