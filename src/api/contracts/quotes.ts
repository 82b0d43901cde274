import { z } from 'zod';
import { conditionGrades } from './content-names';
import { varietyNameSchema } from './home';
import { messages } from './messages';
import { fromUrl, int, text } from './validation';
import { maxInt32 } from './validation-rules';

/**
 * The quotes room (/quotes, issue 27, spec section 7 "Content"): the day's prices of each variety from the deals made
 * today (China day), pushed live as deals are made, and the room's chat.
 *
 * A deal is an order made (the price both sides agreed when the offer was taken), whatever becomes of the order later.
 * A variety is one form of a stamp in one grade: a 全品 and a 中品 of one stamp are quoted apart, as on the home page.
 */

/** Latest time a client may say it last saw (epoch ms): far beyond any real clock, within a safe integer. */
const maxTimestamp = 8_640_000_000_000_000;

/**
 * GET /api/immediateQuotes?currentTimestamp&categoryId. `currentTimestamp` is the `at` of the client's last answer or
 * tick (epoch ms): only the varieties changed since then are answered, so a client that was away catches up; without
 * it, all of today's. `categoryId` keeps one 专区.
 */
export const immediateQuotesQuery = z.object({
  currentTimestamp: fromUrl(int(0, maxTimestamp, messages.quotesTimestampInvalid)).optional(),
  categoryId: fromUrl(int(1, maxInt32, messages.quotesCategoryInvalid)).optional(),
});
export type ImmediateQuotesQuery = z.input<typeof immediateQuotesQuery>;

/** One variety's day: all prices in fen, per unit. */
export const varietyDaySchema = varietyNameSchema.extend({
  grade: z.enum(conditionGrades),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** The price of today's last deal. */
  lastPrice: z.number().int(),
  /** The last deal's price before today (昨收); null when the variety never dealt before today. */
  previousClose: z.number().int().nullable(),
  /** lastPrice − previousClose in fen; null without a previous close. */
  change: z.number().int().nullable(),
  /** The change in hundredths of a percent (1234 = 12.34%), rounded; null without a previous close. */
  changeBasisPoints: z.number().int().nullable(),
  highPrice: z.number().int(),
  lowPrice: z.number().int(),
  /** Today's deals and the units they moved. */
  deals: z.number().int(),
  quantity: z.number().int(),
  /** When today's last deal was made, China time (YYYY-MM-DD HH:mm:ss). */
  lastTime: z.string(),
});
export type VarietyDay = z.infer<typeof varietyDaySchema>;

/**
 * The answer, and the live tick's body. `tradingDay` is the China date the rows belong to: a client holding another
 * day's rows replaces them. `at` is the server's now (epoch ms), the `currentTimestamp` of the next call.
 */
export const immediateQuotesSchema = z.object({
  tradingDay: z.string(),
  at: z.number().int(),
  quotes: z.array(varietyDaySchema),
});
export type ImmediateQuotes = z.infer<typeof immediateQuotesSchema>;

/** What the channel `quotes` carries after deals are made (several within 200 ms in one tick). */
export interface QuotesTick extends ImmediateQuotes {
  type: 'quotes.tick';
}

/** The room's chat: the last messages a visitor sees, and how long one may be. */
export const roomHistorySize = 50;
export const roomMessageMaxLength = 200;

/** POST /api/quotes/room/send */
export const roomPostRequest = z.object({
  content: text(messages.roomMessageEmpty)
    .trim()
    .min(1, { error: messages.roomMessageEmpty })
    .max(roomMessageMaxLength, { error: messages.roomMessageTooLong }),
});
export type RoomPost = z.input<typeof roomPostRequest>;

export const roomMessageSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  content: z.string(),
  /** China time (YYYY-MM-DD HH:mm:ss). */
  time: z.string(),
});
export type RoomMessage = z.infer<typeof roomMessageSchema>;

/** What the channel `room:quotes` carries for each message posted. */
export interface RoomMessageEvent {
  type: 'room.message';
  message: RoomMessage;
}
