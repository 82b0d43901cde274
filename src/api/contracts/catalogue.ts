import { z } from 'zod';
import { conditionGrades, type CataloguePiece, type ConditionGrade } from './content-names';
import { messages } from './messages';
import { cutSearchWords, searchWordLimits } from './search-rules';
import { pageQuery, pageSchema, traderHomepageSchema } from './trade';
import { fromUrl, int, text } from './validation';
import { maxInt32 } from './validation-rules';

/*
 * The stamp catalogue (产品目录, /products), its varieties' market and the site search (spec sections 2 and 7:
 * "Content", "Subscriptions and search"; issue 15). A variety (品种) is one issue, named by its catalogue number (志号:
 * T46, J45, 1992-1, 普21...); a product row is one form of it (单枚, 四方连, 版票, 小型张...), the thing offers and
 * deals are for. Every call here is public; the variety page itself is for members (spec section 2). Money in fen,
 * times China time 'YYYY-MM-DD HH:mm:ss', dates 'YYYY-MM-DD'.
 */

export type { CataloguePiece, ConditionGrade };
export { conditionGrades };

/** The years a filter may name: the People's Republic's first stamps to far enough ahead. */
export const catalogueYearRange = { min: 1949, max: 2100 } as const;
const year = fromUrl(int(catalogueYearRange.min, catalogueYearRange.max, messages.catalogueYearInvalid));
/** A text filter: blank is no filter. */
const words = (max: number) =>
  text(messages.invalidRequest)
    .trim()
    .max(max, { error: messages.invalidRequest })
    .optional()
    .transform((value) => value || undefined);

/** Whole numbers in answers: ids, counts, years, fen. */
const count = z.number().int();
const gradeSchema = z.enum(conditionGrades);

/** One form of a variety: the product row offers and deals are for. */
export const varietyFormSchema = z.object({ productId: count, exterior: z.string(), unit: z.string() });
export type VarietyForm = z.infer<typeof varietyFormSchema>;

/** The latest completed deal of any form of a variety: the price of one unit of that form. */
export const lastDealSchema = z.object({ price: count, exterior: z.string(), unit: z.string(), time: z.string() });
export type LastDeal = z.infer<typeof lastDealSchema>;

/** A variety as the catalogue, the search and the special areas list it. */
export const varietyCardSchema = z.object({
  /** The product id of its first form: the variety page is /products/details/{id}. */
  id: count,
  code: z.string(),
  name: z.string(),
  year: count,
  issuedOn: z.string().nullable(),
  categoryId: count,
  categoryName: z.string(),
  /** A public picture of the issue, or null: the browser then draws a stamp illustration marked 示意图. */
  imageUrl: z.string().nullable(),
  pieceCount: count,
  /** The whole set's face value in fen (half fen exist: 普21's 1分半); null when a piece's value is not known. */
  faceValue: z.number().nullable(),
  forms: z.array(varietyFormSchema),
  lastDeal: lastDealSchema.nullable(),
});
export type VarietyCard = z.infer<typeof varietyCardSchema>;

/**
 * GET /api/anon/product/varieties: the catalogue (/products) and the variety search (/sp), one row per variety, newest
 * issue first. categoryId (专区), year, or a range yearFrom..yearTo; keyword: name or catalogue number; code and name:
 * the catalogue number and the name separately (/sp). Every word given must occur.
 */
export const catalogueQuery = pageQuery
  .extend({
    categoryId: fromUrl(int(1, maxInt32)).optional(),
    year: year.optional(),
    yearFrom: year.optional(),
    yearTo: year.optional(),
    keyword: words(40),
    code: words(20),
    name: words(40),
  })
  .refine((q) => q.yearFrom === undefined || q.yearTo === undefined || q.yearFrom <= q.yearTo, { error: messages.yearRangeInvalid, path: ['yearTo'] });
export type CatalogueQuery = z.input<typeof catalogueQuery>;
export const cataloguePageSchema = pageSchema(varietyCardSchema);
export type VarietyCardPage = z.infer<typeof cataloguePageSchema>;

/** GET /api/anon/product/specialArea?size: the catalogue's 专区 with their variety counts, years and newest varieties. */
export const specialAreaQuery = z.object({ size: fromUrl(int(0, 20)).default(6) });
export const catalogueAreaSchema = z.object({
  id: count,
  name: z.string(),
  varietyCount: count,
  /** The years its varieties were issued, newest first: the catalogue's year filter. */
  years: z.array(count),
  /** Its newest `size` varieties. */
  varieties: z.array(varietyCardSchema),
});
export type CatalogueArea = z.infer<typeof catalogueAreaSchema>;

/** GET /api/anon/product/category/trade: each 专区's market now. */
export const categoryMarketSchema = z.object({
  id: count,
  name: z.string(),
  varietyCount: count,
  /** Open offers with stock. */
  sellOffers: count,
  buyOffers: count,
  /** Completed deals in the last 7 days, and the units they moved. */
  dealsLast7Days: count,
  quantityLast7Days: count,
  lastDealTime: z.string().nullable(),
});
export type CategoryMarket = z.infer<typeof categoryMarketSchema>;

/** A `CataloguePiece` (content-names.ts), for an answer's schema. */
export const cataloguePieceSchema = z.object({ position: z.string(), title: z.string(), faceValue: z.number().nullable() }) satisfies z.ZodType<CataloguePiece>;

/** GET /api/anon/product/details/{id}: the variety of product `id`, its facts, pieces and forms. */
export const varietyDetailSchema = varietyCardSchema
  .pick({ code: true, name: true, year: true, issuedOn: true, categoryId: true, categoryName: true, imageUrl: true, faceValue: true, forms: true })
  .extend({ description: z.string(), pieces: z.array(cataloguePieceSchema) });
export type VarietyDetail = z.infer<typeof varietyDetailSchema>;

/** An open offer of one form, as the variety page lists it (linked to /trade/{id}). */
export const formOfferSchema = z.object({
  id: count,
  publishType: z.union([z.literal(0), z.literal(1)]),
  price: count,
  /** What is left to take. */
  lastNum: count,
  grade: gradeSchema,
  flaws: z.string(),
  photoCount: count,
  publisher: z.string(),
  publisherId: count,
  refreshTime: z.string(),
});
export type FormOffer = z.infer<typeof formOfferSchema>;

/** A completed deal of one form: the grade is that of the offer it came from. */
export const formDealSchema = z.object({ time: z.string(), price: count, quantity: count, grade: gradeSchema });
export type FormDeal = z.infer<typeof formDealSchema>;

/** The best open prices of one grade: collectors price a 全品 and a 中品 of the same stamp very differently. */
export const gradeQuoteSchema = z.object({ grade: gradeSchema, bestBid: count.nullable(), bestAsk: count.nullable(), sellOffers: count, buyOffers: count });
export type GradeQuote = z.infer<typeof gradeQuoteSchema>;

/** How many of each side's open offers the variety page shows (the rest are on /trade/price-circle/{id}). */
export const formOffersShown = 20;
/** How many recent deals it shows. */
export const formDealsShown = 20;

/** GET /api/anon/product/market/{id}: form `id`'s open offers (sell cheapest first, buy highest first) and last deals. */
export const formMarketSchema = z.object({
  productId: count,
  exterior: z.string(),
  unit: z.string(),
  quotes: z.array(gradeQuoteSchema),
  sell: z.array(formOfferSchema),
  buy: z.array(formOfferSchema),
  sellTotal: count,
  buyTotal: count,
  deals: z.array(formDealSchema),
});
export type FormMarket = z.infer<typeof formMarketSchema>;

/** The days the price line covers, today included. */
export const priceLineDays = 90;

/** GET /api/anon/product/priceLine/{id}?grade: the daily price of form `id` over 90 days; no grade: every grade. */
export const priceLineQuery = z.object({ grade: z.enum(conditionGrades, { error: messages.invalidRequest }).optional() });
export type PriceLineQuery = z.input<typeof priceLineQuery>;

/** One China day with deals: its last price, its average price per unit (weighted by quantity), units and deals. */
export const pricePointSchema = z.object({ date: z.string(), last: count, average: z.number(), quantity: count, deals: count });
export type PricePoint = z.infer<typeof pricePointSchema>;
export const priceLineSchema = z.object({
  productId: count,
  grade: gradeSchema.nullable(),
  from: z.string(),
  to: z.string(),
  /** Days with deals only, oldest first. */
  points: z.array(pricePointSchema),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/*
 * The site search (/search) cuts a query over its limit rather than refusing it (search-names.ts, docs/adr/0036): the
 * browser before it is sent, this schema on the server (a shared link, an old bookmark). A search that answers forgives
 * more than 请求参数有误.
 */
const searchWords = (limit: number, required: string) =>
  text(required)
    .trim()
    .min(1, { error: required })
    .transform((value) => cutSearchWords(value, limit));

/** GET /api/anon/product/search?keyword: varieties sharing the most pieces of the words first (/search?class=product). */
export const varietySearchQuery = pageQuery.extend({ keyword: searchWords(searchWordLimits.product, messages.enterProductKeyword) });
export type VarietySearchQuery = z.input<typeof varietySearchQuery>;

/** GET /api/anon/user/search?keyword: members whose user name holds every word (/search?class=member). */
export const memberSearchQuery = pageQuery.extend({ keyword: searchWords(searchWordLimits.member, messages.enterMemberKeyword) });
export type MemberSearchQuery = z.input<typeof memberSearchQuery>;

/** A member as anyone may see them: what their public homepage (/trade/homepage/{id}) shows first, nothing private. */
export const memberCardSchema = traderHomepageSchema.pick({ id: true, userName: true, levelId: true, vipName: true, authType: true, dealTimes: true });
export type MemberCard = z.infer<typeof memberCardSchema>;

/** A set's face value: the sum of its pieces', or null when one is not known or there are none. */
export function setFaceValue(pieces: readonly CataloguePiece[]): number | null {
  if (pieces.length === 0 || pieces.some((p) => p.faceValue === null)) return null;
  return pieces.reduce((sum, p) => sum + (p.faceValue ?? 0), 0);
}
