import { z } from 'zod';
import { conditionGrades } from './content-names';
import { subscriptionKinds } from './favourite-names';
import { messages } from './messages';
import { collectVarietyRequest } from './favourites';
import { pageQuery } from './trade';
import { idSchema } from './validation';

/**
 * Subscriptions (订阅; spec section 7, "Subscriptions and search"): varieties (catalogue numbers) and traders a member
 * follows; they are told of the new offers (an inbox notice and a live push) and can read the new offers and deals of
 * what they follow. The first subscription to something costs the system config's fee where it names one.
 */

const state = z.boolean({ error: messages.invalidRequest });

/** POST /api/subscription/state: subscribe (state true) or unsubscribe a variety or a trader. */
export const subscriptionStateRequest = z.discriminatedUnion(
  'kind',
  [collectVarietyRequest.extend({ kind: z.literal('variety'), state }), z.object({ kind: z.literal('trader'), targetId: idSchema, state })],
  { error: messages.chooseSubscriptionTarget },
);
export type SubscriptionStateRequest = z.input<typeof subscriptionStateRequest>;

/** POST /api/subscription/state/id: turn one of my subscriptions on or off by its id. */
export const subscriptionIdStateRequest = z.object({ id: idSchema, state });
export type SubscriptionIdStateRequest = z.input<typeof subscriptionIdStateRequest>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(subscriptionKinds),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  targetId: z.number().int().nullable(),
  userName: z.string().nullable(),
  enabled: z.boolean(),
  beans: z.number().int(),
  createTime: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/subscription/product/list and /trade/list: pageNo, pageSize. */
export const subscriptionFeedQuery = pageQuery;

/** A new offer of something I follow (product/list), as the market shows it; `open` false once it is gone. */
export const subscriptionOfferSchema = z.object({
  tradeId: z.number().int(),
  publishType: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  exteriorName: z.string(),
  grade: z.enum(conditionGrades),
  /** Unit price in fen. */
  price: z.number().int(),
  lastNum: z.number().int(),
  publisher: z.string(),
  open: z.boolean(),
  createTime: z.string(),
});
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>;

/** A completed deal of something I follow (trade/list): what changed hands, never who (the sides stay private). */
export const subscriptionDealSchema = z.object({
  publishType: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  exteriorName: z.string(),
  grade: z.enum(conditionGrades),
  price: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  dealTime: z.string(),
});
export type SubscriptionDeal = z.infer<typeof subscriptionDealSchema>;
