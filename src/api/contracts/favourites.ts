import { z } from 'zod';
import { favouriteLimits } from './favourite-names';
import { messages } from './messages';
import { idSchema, text } from './validation';

/**
 * Favourites (收藏; spec sections 4 and 7, "Favourites"): varieties and members a member keeps, each valid for a term
 * and renewed by hand (charged in gold beans where the system config names a fee) or automatically. A member reads and
 * changes only their own. The kinds and limits are in favourite-names.ts (no zod).
 */
export * from './favourite-names';

/** POST /api/collect/variety: a catalogue number (志号) and its name as the variety page shows them. */
export const collectVarietyRequest = z.object({
  productCode: text(messages.enterProductCode).trim().min(1, { error: messages.enterProductCode }).max(20, { error: messages.varietyNotFound }),
  productName: text(messages.enterProductName).trim().min(1, { error: messages.enterProductName }).max(50, { error: messages.varietyNotFound }),
});
export type CollectVarietyRequest = z.input<typeof collectVarietyRequest>;

/** POST /api/collect/user/add: the member's exact user name. */
export const collectUserRequest = z.object({
  userName: text(messages.enterFavouriteUserName).trim().min(1, { error: messages.enterFavouriteUserName }).max(20, { error: messages.memberNotFound }),
});
export type CollectUserRequest = z.input<typeof collectUserRequest>;

/** POST .../autoRenew/{id}: turn automatic renewal on or off. */
export const autoRenewRequest = z.object({
  autoRenew: z.boolean({ error: messages.invalidRequest }),
});
export type AutoRenewRequest = z.input<typeof autoRenewRequest>;

/** Favourite members chosen for a message or an SMS: 1..recipientsPerSend favourite ids, each once. */
export const favouriteIds = z
  .array(idSchema, { error: messages.chooseFavouriteMembers })
  .min(1, { error: messages.chooseFavouriteMembers })
  .max(favouriteLimits.recipientsPerSend, {
    error: messages.tooManyFavouriteMembers,
  });

/** POST /api/collect/user/sendBatch/message: an inbox message (站内信) to chosen favourite members. */
export const sendBatchMessageRequest = z.object({
  ids: favouriteIds,
  content: text(messages.enterMessageContent).trim().min(1, { error: messages.enterMessageContent }).max(favouriteLimits.messageLength, {
    error: messages.favouriteMessageTooLong,
  }),
});
export type SendBatchMessageRequest = z.input<typeof sendBatchMessageRequest>;

/** What a favourite of either kind shows: its term, whether it renews itself, and what one more term costs. */
const termFields = {
  id: z.number().int(),
  /** The end of the current term (China time); past it the favourite is expired until renewed. */
  expireTime: z.string(),
  expired: z.boolean(),
  autoRenew: z.boolean(),
  /** Gold beans one more term costs now (0: free). */
  renewBeans: z.number().int(),
  createTime: z.string(),
};

export const favouriteVarietySchema = z.object({
  ...termFields,
  productCode: z.string(),
  productName: z.string(),
});
export type FavouriteVariety = z.infer<typeof favouriteVarietySchema>;

export const favouriteUserSchema = z.object({
  ...termFields,
  targetId: z.number().int(),
  userName: z.string(),
  levelId: z.number().int(),
  vipName: z.string(),
});
export type FavouriteUser = z.infer<typeof favouriteUserSchema>;

/** How many favourite members a message or SMS reached, and how many it skipped (they blocked me, or are frozen). */
export const batchSendSchema = z.object({
  sent: z.number().int(),
  skipped: z.number().int(),
  beans: z.number().int(),
});
export type BatchSend = z.infer<typeof batchSendSchema>;
