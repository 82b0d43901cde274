import { z } from 'zod';
import { candleIntervals, matchDefaultDays, matchMaxDays, matchSides, matchStages, type CandleInterval } from './automatch-names';
import { limitPrice } from './automatch-amend';
import { automatchMessages } from './automatch-messages';
import { messages } from './messages';
import { pageQuery } from './trade';
import { fromUrl, id as idOf, idParam, int, quantity } from './validation';

/**
 * Auto-match (自动撮合, issue 28; docs/adr/0041): the requests the server parses and the forms check with, and the
 * answers' schemas. The spec names the reads (GET /api/automatic/pairing/page, /details, /kLineGraph); the order calls
 * are shaped like the other member calls: POST with an idempotency key, answering the object as the member reads it.
 * The words are in automatch-names.ts (no zod).
 */
export * from './automatch-names';
export { limitPrice, matchAmendBody, type MatchAmendRequest } from './automatch-amend';

const count = z.number().int();

/**
 * POST /api/automatic/pairing/order: buy or sell `quantity` units of one variety (a product: its issue, form) at a
 * limit `price` (fen). A buy holds price × quantity of the balance; a sell puts its units on the book. Any fee is the
 * system config's p_pap in gold beans, charged when the order is placed (GET …/fee says how much first).
 */
export const matchPlaceRequest = z.object({
  productId: idOf(automatchMessages.matchChooseVariety),
  side: z.enum(matchSides, { error: automatchMessages.matchChooseSide }),
  price: limitPrice,
  quantity: quantity(automatchMessages.matchEnterQuantity),
  days: int(1, matchMaxDays, automatchMessages.matchEnterDays).default(matchDefaultDays),
});
export type MatchPlaceRequest = z.input<typeof matchPlaceRequest>;
export type MatchPlaceFields = z.output<typeof matchPlaceRequest>;

/** GET /api/automatic/pairing/my/orders: my orders, newest first, optionally only the open ones or one stage. */
export const matchListQuery = pageQuery.extend({
  stage: z.enum([...matchStages, 'active'] as const, { error: messages.invalidRequest }).optional(),
  productId: idParam.optional(),
});
export type MatchListQuery = z.input<typeof matchListQuery>;

/** GET /api/automatic/pairing/details?productId and …/kLineGraph?productId&interval. */
export const matchVarietyQuery = z.object({ productId: idParam });
export const candleQuery = z.object({
  productId: idParam,
  interval: z.enum(Object.keys(candleIntervals) as [CandleInterval, ...CandleInterval[]], { error: automatchMessages.matchChooseInterval }).default('1d'),
  /** Candles up to this time (epoch seconds; the newest when absent): the chart pages back with it. */
  before: fromUrl(int(1, 2 ** 31 - 1)).optional(),
});
export type CandleQuery = z.input<typeof candleQuery>;

const variety = {
  productId: count,
  productCode: z.string(),
  productName: z.string(),
  exteriorName: z.string(),
  unitsName: z.string(),
};

/** A variety with a live book (/auto-match): its best prices, the last fill and the change over the China day. */
export const matchVarietySchema = z.object({
  ...variety,
  /** The best bid and ask now, fen; null when that side is empty. */
  bestBid: count.nullable(),
  bestAsk: count.nullable(),
  /** The last fill's price; null before the first. */
  lastPrice: count.nullable(),
  /** The last fill before today (China time): the change is measured from it; null when there was none. */
  previousClose: count.nullable(),
  /** Units filled today. */
  volume: count,
  openOrders: count,
});
export type MatchVariety = z.infer<typeof matchVarietySchema>;

/** One price level of the book: the units resting at it and how many orders hold them. */
export const bookLevelSchema = z.object({ price: count, quantity: count, orders: count });
export type BookLevel = z.infer<typeof bookLevelSchema>;

export const matchFillSchema = z.object({
  id: count,
  price: count,
  quantity: count,
  /** The side of the order that arrived and crossed the book. */
  takerSide: z.enum(matchSides),
  createTime: z.string(),
});
export type MatchFill = z.infer<typeof matchFillSchema>;

/** GET /api/automatic/pairing/details: one variety's book (10 levels a side, best first) and its latest fills. */
export const matchDetailSchema = z.object({
  variety: matchVarietySchema,
  bids: z.array(bookLevelSchema),
  asks: z.array(bookLevelSchema),
  fills: z.array(matchFillSchema),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/** A candle: its start (epoch seconds), prices in fen and units filled. */
export const candleSchema = z.object({ time: count, open: count, high: count, low: count, close: count, volume: count });
export type Candle = z.infer<typeof candleSchema>;
export const candlesSchema = z.object({ interval: z.enum(Object.keys(candleIntervals) as [CandleInterval, ...CandleInterval[]]), candles: z.array(candleSchema) });
export type Candles = z.infer<typeof candlesSchema>;

/** My order as I read it. */
export const matchOrderSchema = z.object({
  id: count,
  ...variety,
  side: z.enum(matchSides),
  price: count,
  quantity: count,
  filled: count,
  /** What the order holds now: fen of the balance for a buy, units for a sell. */
  held: count,
  /** The fee it paid in gold beans (0: free when placed). */
  feeBeans: count,
  /** The average price of its fills (fen, rounded down); null before the first. */
  averagePrice: count.nullable(),
  stage: z.enum(matchStages),
  expireTime: z.string(),
  createTime: z.string(),
});
export type MatchOrder = z.infer<typeof matchOrderSchema>;

/** My fill: which of my orders, at what price, and the trade (order) the delivery goes through. */
export const myFillSchema = matchFillSchema.extend({
  matchOrderId: count,
  side: z.enum(matchSides),
  productId: count,
  productName: z.string(),
  amount: count,
  /** The escrow order that carries the delivery (ship, receive, refund): /transaction/{tradeOrderId}. */
  tradeOrderId: count,
});
export type MyFill = z.infer<typeof myFillSchema>;

/** The answer of a place, an amend and a cancel: the order and the fills the call made. */
export const matchOrderResultSchema = z.object({ order: matchOrderSchema, fills: z.array(myFillSchema) });
export type MatchOrderResult = z.infer<typeof matchOrderResultSchema>;

/** GET /api/automatic/pairing/fee: the gold beans a new order costs (the system config's p_pap; 0: free). */
export const matchFeeSchema = z.object({ feeBeans: count, beans: count, balance: count });
export type MatchFee = z.infer<typeof matchFeeSchema>;
