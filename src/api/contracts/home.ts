import { z } from 'zod';
import { conditionGrades } from './content-names';
import { boardPeriods, traderRankings, varietyRankings } from './home-names';
import { messages } from './messages';
import { fromUrl } from './validation';

export * from './home-names';

/*
 * The home page's calls and the rankings (spec section 7, "Content" and "Other"; issue 15), all public:
 * GET /api/anon/trade/dynamics (the trade ticker), GET /api/anon/home/varieties (popular varieties with their change),
 * GET /api/anon/board/traders and /api/anon/board/varieties (排行榜), GET /api/links and GET /api/bbs/hot. They read
 * completed orders only, and no query takes more than its period and its ranking.
 */

const period = fromUrl(
  z.number({ error: messages.boardPeriodRule }).refine((n) => (boardPeriods as readonly number[]).includes(n), { error: messages.boardPeriodRule }),
).default(7);

/** GET /api/anon/board/traders?period&by: traders by deal amount (by=amount) or deal count (by=count). */
export const traderBoardQuery = z.object({
  period,
  by: z.enum(traderRankings, { error: messages.boardRankingRule }).default('amount'),
});

/** GET /api/anon/board/varieties?period&by: varieties by volume (by=volume) or price change (by=change). */
export const varietyBoardQuery = z.object({
  period,
  by: z.enum(varietyRankings, { error: messages.boardRankingRule }).default('volume'),
});

/** What the ticker and the rankings say of a variety: the product (one form of an issue). */
export const varietyNameSchema = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  exteriorName: z.string(),
  unitsName: z.string(),
});
export type VarietyName = z.infer<typeof varietyNameSchema>;

const tickerLine = varietyNameSchema.extend({
  time: z.string(),
  grade: z.enum(conditionGrades),
  quantity: z.number().int(),
  /** Unit price in fen. */
  price: z.number().int(),
});
/**
 * One line of the trade ticker, newest first: a completed deal (its time is the order's last change, as for every
 * list of deals) or a newly published offer. Members are masked (金**家); an anonymous taker is 匿名用户.
 */
export const tradeDynamicSchema = z.discriminatedUnion('kind', [
  tickerLine.extend({ kind: z.literal('deal'), buyer: z.string(), seller: z.string() }),
  tickerLine.extend({ kind: z.literal('offer'), publishType: z.union([z.literal(0), z.literal(1)]), publisher: z.string() }),
]);
export type TradeDynamic = z.infer<typeof tradeDynamicSchema>;

/** A trader in the rankings: masked, with the deals counted in the period. */
export const traderRankSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  levelName: z.string(),
  deals: z.number().int(),
  /** In fen; null when the member does not show their traded amounts (/api/user/setting/tradeAmount). */
  amount: z.number().int().nullable(),
});
export type TraderRank = z.infer<typeof traderRankSchema>;

/** A variety by volume: every grade of the product together. */
export const varietyVolumeRankSchema = varietyNameSchema.extend({
  rank: z.number().int(),
  deals: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
});
export type VarietyVolumeRank = z.infer<typeof varietyVolumeRankSchema>;

/**
 * A variety's price change in the period, of one grade (a 全品 and a 中品 of one stamp are priced apart): the last
 * deal against the close before the period (the last deal before it), or the period's first deal when there is none.
 */
export const varietyChangeRankSchema = varietyNameSchema.extend({
  rank: z.number().int(),
  grade: z.enum(conditionGrades),
  deals: z.number().int(),
  lastPrice: z.number().int(),
  basePrice: z.number().int(),
  change: z.number().int(),
  /** The change in hundredths of a percent (1234 = 12.34%), rounded. */
  changeBasisPoints: z.number().int(),
});
export type VarietyChangeRank = z.infer<typeof varietyChangeRankSchema>;

/**
 * A popular variety's quote on the home page, of one grade: its last deal, and the previous day's close (the last
 * deal of an earlier China day) or else the previous deal; change null when it has traded once.
 */
export const varietyQuoteSchema = varietyNameSchema.extend({
  grade: z.enum(conditionGrades),
  /** Deals in the last 30 days: what ranks it. */
  deals: z.number().int(),
  lastPrice: z.number().int(),
  lastTime: z.string(),
  previousPrice: z.number().int().nullable(),
  change: z.number().int().nullable(),
  changeBasisPoints: z.number().int().nullable(),
});
export type VarietyQuote = z.infer<typeof varietyQuoteSchema>;

/** GET /api/links (友情链接) and GET /api/bbs/hot (the forum's hot topics): a title and where it leads. */
export const siteLinkSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type OutsideLink = z.infer<typeof siteLinkSchema>;
