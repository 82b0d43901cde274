import { z } from 'zod';
import { conditionGrades } from './content-names';
import { messages } from './messages';
import { deliveryMethods, maxFen, pageQuery, pageSchema, tradeWays } from './trade';
import { chinaTimeMs } from './wallet';
import { id as idOf, quantity, text } from './validation';
import { watchMatchStates, watchSides, watchStages } from './watch-names';

/**
 * Watch tasks (盯盘) and the sweep (一键扫货) (issue 27, spec section 7, Order watching): the requests the server
 * parses and the forms check with, and the answers' schemas. The words are in watch-names.ts (no zod).
 */
export * from './watch-names';

/** The last day a task watches, a China date (yyyy-MM-dd): it watches until that day ends in China time. */
const endDate = text(messages.watchEndDateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.watchEndDateInvalid })
  .refine((value) => chinaTimeMs(`${value} 23:59:59`, true) !== null, { error: messages.watchEndDateInvalid });

/** When a task whose last day is `endDate` stops watching: the first moment of the next China day (epoch ms). */
export const watchEndsAtMs = (day: string): number => chinaTimeMs(`${day} 23:59:59`, true)! + 1;

/**
 * POST /api/orderWatching/add. The variety is one product (productId), or its catalogue code (productCode, T46) when
 * the code names one form only. `price` is the limit in fen: 我要买 takes sell offers at or below it, 我要卖 buy offers
 * at or above it. The take goes through the scan basket's order making with `tradeWay` and `deliveryMethod`.
 */
export const watchAddRequest = z
  .object({
    productId: idOf(messages.watchChooseVariety).optional(),
    productCode: text(messages.watchChooseVariety).trim().min(1, { error: messages.watchChooseVariety }).max(20, { error: messages.watchChooseVariety }).optional(),
    side: z.enum(watchSides, { error: messages.watchChooseSide }),
    price: z
      .number({ error: messages.watchEnterPrice })
      .int({ error: messages.watchEnterPrice })
      .min(1, { error: messages.watchEnterPrice })
      .max(maxFen, { error: messages.watchEnterPrice }),
    quantity: quantity(messages.watchEnterQuantity),
    grade: z.enum(conditionGrades, { error: messages.chooseGrade }).default('全品'),
    looseEdition: z.boolean({ error: messages.invalidRequest }).default(false),
    smsNotice: z.boolean({ error: messages.invalidRequest }).default(false),
    anonymous: z.boolean({ error: messages.invalidRequest }).default(false),
    tradeWay: z.enum(tradeWays, { error: messages.chooseTradeWay }),
    deliveryMethod: z.enum(deliveryMethods, { error: messages.chooseDeliveryMethod }),
    endDate,
  })
  .refine((body) => body.productId !== undefined || body.productCode !== undefined, { error: messages.watchChooseVariety, path: ['productId'] });
export type WatchAddRequest = z.input<typeof watchAddRequest>;
export type WatchAddFields = z.output<typeof watchAddRequest>;

/** GET /api/orderWatching: my tasks, newest first, optionally of one stage. */
export const watchListQuery = pageQuery.extend({ stage: z.enum(watchStages, { error: messages.invalidRequest }).optional() });
export type WatchListQuery = z.input<typeof watchListQuery>;

const count = z.number().int();

export const watchTaskSchema = z.object({
  id: count,
  productId: count,
  productCode: z.string(),
  productName: z.string(),
  exteriorName: z.string(),
  unitsName: z.string(),
  side: z.enum(watchSides),
  /** The limit, fen. */
  price: count,
  quantity: count,
  grade: z.enum(conditionGrades),
  looseEdition: z.boolean(),
  smsNotice: z.boolean(),
  anonymous: z.boolean(),
  tradeWay: z.enum(tradeWays),
  deliveryMethod: z.enum(deliveryMethods),
  /** China time when it stops watching. */
  endTime: z.string(),
  stage: z.enum(watchStages),
  /** Offers found for it, and those not taken yet. */
  matchCount: count,
  openMatchCount: count,
  createTime: z.string(),
});
export type WatchTask = z.infer<typeof watchTaskSchema>;

export const watchMatchSchema = z.object({
  id: count,
  taskId: count,
  /** The offer (listing) found. */
  tradeId: count,
  publishType: z.union([z.literal(0), z.literal(1)]),
  publisher: z.string(),
  productName: z.string(),
  exteriorName: z.string(),
  grade: z.enum(conditionGrades),
  /** The offer's price now, and when it was found (fen). */
  price: count,
  matchedPrice: count,
  /** What a confirmation takes now: the offer's stock up to the task's quantity; 0 when it is gone. */
  quantity: count,
  /** The offer is open and still meets the task: 确认成交 can take it. */
  available: z.boolean(),
  state: z.enum(watchMatchStates),
  /** The order the take made, once taken. */
  orderId: count.nullable(),
  createTime: z.string(),
});
export type WatchMatch = z.infer<typeof watchMatchSchema>;

/** details/{id} and the answer of every call on a task: the task and its matches (newest first, at most 50). */
export const watchDetailSchema = z.object({ task: watchTaskSchema, matches: z.array(watchMatchSchema) });
export type WatchDetail = z.infer<typeof watchDetailSchema>;

export const watchTaskPageSchema = pageSchema(watchTaskSchema);
export const watchMatchPageSchema = pageSchema(watchMatchSchema);

/** POST /api/orderWatching/sweep (一键扫货): how many offers went into the scan basket. */
export const watchSweepSchema = z.object({ added: count });
export type WatchSweep = z.infer<typeof watchSweepSchema>;

/** The live push a watcher gets when an offer matches a task (`watch.alert` on the member's channel). */
export const watchAlertSchema = z.object({
  type: z.literal('watch.alert'),
  taskId: count,
  matchId: count,
  productName: z.string(),
  price: count,
  quantity: count,
});
export type WatchAlert = z.infer<typeof watchAlertSchema>;
