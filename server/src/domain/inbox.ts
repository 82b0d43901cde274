import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messageTypes, type InboxMessage, type messageOperateRequest, type messagePageQuery, type MessageTypeId } from '../../../src/api/contracts/inbox';
import type { Page } from '../../../src/api/contracts/trade';
import type { Db } from '../db/database';
import { messages } from '../db/schema';
import { forbidden } from '../http/api-error';
import { formatChinaTime, type Clock } from './clock';
import { offsetOf } from './paging';
import type { Member } from './sessions';

const typeName = (type: number) => messageTypes.find((t) => t.id === type)?.name ?? '';

/** GET /api/message/page: the member's own messages, newest first, optionally one type or only the unread. */
export async function messagePage(db: Db, member: Member, query: z.output<typeof messagePageQuery>): Promise<Page<InboxMessage>> {
  const parts: SQL[] = [eq(messages.userId, member.id)];
  if (query.type) parts.push(eq(messages.type, query.type));
  if (query.unread === '1') parts.push(isNull(messages.readAt));
  const where = and(...parts)!;
  const [counted] = await db.select({ n: count() }).from(messages).where(where);
  const rows = await db.select().from(messages).where(where).orderBy(desc(messages.id)).limit(query.pageSize).offset(offsetOf(query));
  return {
    list: rows.map((m) => ({
      id: m.id,
      type: m.type as MessageTypeId,
      typeName: typeName(m.type),
      title: m.title,
      content: m.content,
      read: m.readAt !== null,
      createTime: formatChinaTime(m.createdAt),
    })),
    total: counted?.n ?? 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/**
 * POST /api/message/operate: read or delete the chosen messages, all or nothing: one id that is not the member's
 * (or no longer exists) refuses the whole call, so nobody learns which ids are someone else's and nothing changes.
 */
export async function operateMessages(db: Db, clock: Clock, member: Member, request: z.output<typeof messageOperateRequest>): Promise<{ changed: number }> {
  const mine = eq(messages.userId, member.id);
  if (request.operate === 'readAll') {
    const read = await db.update(messages).set({ readAt: clock() }).where(and(mine, isNull(messages.readAt))).returning({ id: messages.id });
    return { changed: read.length };
  }
  const ids = [...new Set(request.ids)];
  return db.transaction(async (tx) => {
    const owned = await tx.select({ id: messages.id }).from(messages).where(and(mine, inArray(messages.id, ids)));
    if (owned.length !== ids.length) throw forbidden('notYourMessage');
    if (request.operate === 'delete') await tx.delete(messages).where(and(mine, inArray(messages.id, ids)));
    else await tx.update(messages).set({ readAt: clock() }).where(and(mine, inArray(messages.id, ids), isNull(messages.readAt)));
    return { changed: ids.length };
  });
}
