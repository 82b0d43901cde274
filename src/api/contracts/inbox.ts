import { z } from 'zod';
import { messageTypes } from './inbox-names';
import { messages } from './messages';
import { pageQuery } from './trade';
import { fromUrl, idSchema, int, maxInt32 } from './validation';

/**
 * The message centre (/person/message; spec section 7, "Messages": GET /api/message/page, /api/message/types?pid,
 * POST /api/message/operate). A member reads and manages only their own messages. The message types and their names
 * are in inbox-names.ts (no zod), re-exported here for the server.
 */
export * from './inbox-names';

/** GET /api/message/types?pid: the types under a parent; the top level (pid 0) is all there is today. */
export const messageTypesQuery = z.object({ pid: fromUrl(int(0, maxInt32)).default(0) });
export const messageTypeSchema = z.object({ id: z.number().int(), pid: z.number().int(), name: z.string() });
export type MessageType = z.infer<typeof messageTypeSchema>;

export const messagePageQuery = pageQuery.extend({
  type: fromUrl(z.number({ error: messages.invalidRequest }).refine((n) => messageTypes.some((t) => t.id === n), { error: messages.invalidRequest })).optional(),
  unread: z.enum(['0', '1'], { error: messages.invalidRequest }).optional(),
});
/** What the browser sends: a page, and optionally one type or only the unread. */
export interface MessagePageRequest {
  pageNo: number;
  pageSize: number;
  type?: number;
  unread?: '0' | '1';
}

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  type: z.literal(messageTypes.map((t) => t.id)),
  typeName: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

const ids = z
  .array(idSchema, { error: messages.chooseRecordsToOperate })
  .min(1, { error: messages.chooseRecordsToOperate })
  .max(100, { error: messages.invalidRequest });

/** POST /api/message/operate: mark read or delete the chosen messages (all or nothing), or mark every one read. */
export const messageOperateRequest = z.discriminatedUnion(
  'operate',
  [z.object({ operate: z.literal('read'), ids }), z.object({ operate: z.literal('delete'), ids }), z.object({ operate: z.literal('readAll') })],
  { error: messages.invalidRequest },
);
export type MessageOperateRequest = z.input<typeof messageOperateRequest>;
/** How many messages the operation changed. */
export const messageOperateReplySchema = z.object({ changed: z.number().int().min(0) });
