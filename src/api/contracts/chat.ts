import { z } from 'zod';
import { messages } from './messages';
import { uploadKeySchema } from './profile';
import { fromUrl, id, int, text } from './validation';
import { chatMessageKinds, chatTextMax, isPublicChannel } from './chat-names';

/*
 * The live socket and member chat (issue 27, spec sections 2, 3 and 7 "Other": GET /api/im/userSig). The spec names
 * only the ticket call; the socket (/api/live) and the chat's HTTP calls below are ours, so their paths are not the
 * spec's (each says so).
 */

// ── The live socket ──

/** GET /api/im/userSig: a signed ticket for the live socket, good for 10 minutes, for the member who asked only. */
export const liveTicketSchema = z.object({
  userId: z.number().int(),
  userSig: z.string(),
  /** When the ticket stops opening sockets, epoch milliseconds. */
  expiresAt: z.number().int(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;


/** Client frame: follow or stop following a public channel (a member's own channel is followed from the start). */
export const liveSubscribeRequest = z.object({
  type: z.enum(['live.subscribe', 'live.unsubscribe']),
  channel: z.string({ error: messages.liveChannelRefused }).refine(isPublicChannel, { error: messages.liveChannelRefused }),
});
export type LiveSubscribeRequest = z.input<typeof liveSubscribeRequest>;

/**
 * Server frames of the socket itself; everything else the socket sends is a bus event as it was published
 * (`chat.message`, `watch.alert`, `quotes.tick`...).
 * - `live.ready`: the socket is open and the member's own channel followed (memberId null: a visitor).
 * - `live.subscribed` / `live.unsubscribed`: a channel is followed / no longer.
 * - `live.error`: a frame was refused; `clientId` names the chat message it was about, when it was one.
 */
export type LiveServerFrame =
  | { type: 'live.ready'; memberId: number | null }
  | { type: 'live.subscribed' | 'live.unsubscribed'; channel: string }
  | { type: 'live.error'; msg: string; clientId?: string };

// ── Member chat ──


/** The offer a 咨询卖家 message carries, as the card shows it. */
export const chatOfferCardSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  /** Fen. */
  price: z.number().int(),
  /** 0 buy, 1 sell. */
  publishType: z.number().int(),
  state: z.string(),
});
export type ChatOfferCard = z.infer<typeof chatOfferCardSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  fromId: z.number().int(),
  toId: z.number().int(),
  kind: z.enum(chatMessageKinds),
  text: z.string().nullable(),
  /** The image's URL (an upload of the sender's own), for an image message. */
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  offer: chatOfferCardSchema.nullable(),
  /** China time, yyyy-MM-dd HH:mm:ss. */
  createTime: z.string(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * Client frame `chat.send`: one message to one member, exactly one of text, an image (an upload key of my own) or an
 * offer (咨询卖家). `clientId` is the sender's own id for the message: the same one twice stores the message once.
 */
export const chatSendRequest = z
  .object({
    type: z.literal('chat.send'),
    clientId: text(messages.chatClientIdInvalid).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: messages.chatClientIdInvalid }),
    to: id(messages.memberNotFound),
    text: text(messages.chatTextRequired)
      .trim()
      .min(1, { error: messages.chatTextRequired })
      .max(chatTextMax, { error: messages.chatTextTooLong })
      .optional(),
    imageKey: uploadKeySchema.optional(),
    offerId: id(messages.chatOfferNotFound).optional(),
  })
  .refine((frame) => [frame.text, frame.imageKey, frame.offerId].filter((part) => part !== undefined).length === 1, {
    error: messages.chatOneKind,
  });
export type ChatSendRequest = z.input<typeof chatSendRequest>;

/** Client frame `chat.since`: a reconnecting client asks for what it missed after its last message id. */
export const chatSinceRequest = z.object({ type: z.literal('chat.since'), lastId: int(0, Number.MAX_SAFE_INTEGER) });
export type ChatSinceRequest = z.input<typeof chatSinceRequest>;

/** Server frames of the chat: the sender's acknowledgement (stored first), and a message for either side. */
export type ChatServerFrame =
  | { type: 'chat.ack'; clientId: string; message: ChatMessage }
  | { type: 'chat.message'; message: ChatMessage }
  | { type: 'chat.read'; conversationId: number; readerId: number; upToId: number }
  | { type: 'chat.missed'; messages: ChatMessage[] };

/** One conversation in my list: the other member, my unread count, the last message. */
export const chatConversationSchema = z.object({
  id: z.number().int(),
  otherId: z.number().int(),
  otherName: z.string(),
  otherAvatar: z.string().nullable(),
  unread: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
  /** China time of the last message (or of the conversation's start). */
  updateTime: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** GET /api/im/conversations (ours, not the spec's): my conversations, the latest first. */
export const chatConversationsQuery = z.object({ limit: fromUrl(int(1, 100)).optional() });
export type ChatConversationsQuery = z.input<typeof chatConversationsQuery>;

/** GET /api/im/conversation/with/:id (ours): my conversation with a member, opened (empty) when there is none yet. */
export const chatPeerParams = z.object({ id: fromUrl(id(messages.memberNotFound)) });
export type ChatPeerParams = z.input<typeof chatPeerParams>;

/** GET /api/im/messages/:id?before= | ?after= (ours): a conversation's history, 15 before an id, or every one after one. */
export const chatConversationParams = z.object({ id: fromUrl(id(messages.chatNotFound)) });
export type ChatConversationParams = z.input<typeof chatConversationParams>;
export const chatHistoryQuery = z.object({
  before: fromUrl(int(1, Number.MAX_SAFE_INTEGER)).optional(),
  after: fromUrl(int(0, Number.MAX_SAFE_INTEGER)).optional(),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuery>;

export const chatHistorySchema = z.object({
  list: z.array(chatMessageSchema),
  /** More, earlier messages remain (keyset: ask again with before = the first id here). */
  more: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** GET /api/im/unread (ours): my unread chat messages in all. */
export const chatUnreadSchema = z.object({ count: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;
