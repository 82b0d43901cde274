import { z } from 'zod';
import { conditionGrades, type CataloguePiece, type ConditionGrade } from './content-names';
import { messages } from './messages';
import { cutSearchWords, searchWordLimits } from './search-names';
import { pageQuery, type Page } from './trade';
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

/** One form of a variety: the product row offers and deals are for. */
export interface VarietyForm {
  productId: number;
  exterior: string;
  unit: string;
}

/** The latest completed deal of any form of a variety: the price of one unit of that form. */
export interface LastDeal {
  price: number;
  exterior: string;
  unit: string;
  time: string;
}

/** A variety as the catalogue, the search and the special areas list it. */
export interface VarietyCard {
  /** The product id of its first form: the variety page is /products/details/{id}. */
  id: number;
  code: string;
  name: string;
  year: number;
  issuedOn: string | null;
  categoryId: number;
  categoryName: string;
  /** A public picture of the issue, or null: the browser then draws a stamp illustration marked 示意图. */
  imageUrl: string | null;
  pieceCount: number;
  /** The whole set's face value in fen; null when a piece's value is not known. */
  faceValue: number | null;
  forms: VarietyForm[];
  lastDeal: LastDeal | null;
}

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
export type CataloguePage = Page<VarietyCard>;

/** GET /api/anon/product/specialArea?size: the catalogue's 专区 with their variety counts, years and newest varieties. */
export const specialAreaQuery = z.object({ size: fromUrl(int(0, 20)).default(6) });
export interface CatalogueArea {
  id: number;
  name: string;
  varietyCount: number;
  /** The years its varieties were issued, newest first: the catalogue's year filter. */
  years: number[];
  /** Its newest `size` varieties. */
  varieties: VarietyCard[];
}

/** GET /api/anon/product/category/trade: each 专区's market now. */
export interface CategoryMarket {
  id: number;
  name: string;
  varietyCount: number;
  /** Open offers with stock. */
  sellOffers: number;
  buyOffers: number;
  /** Completed deals in the last 7 days, and the units they moved. */
  dealsLast7Days: number;
  quantityLast7Days: number;
  lastDealTime: string | null;
}

/** GET /api/anon/product/details/{id}: the variety of product `id`, its facts, pieces and forms. */
export interface VarietyDetail {
  code: string;
  name: string;
  year: number;
  issuedOn: string | null;
  categoryId: number;
  categoryName: string;
  description: string;
  imageUrl: string | null;
  pieces: CataloguePiece[];
  faceValue: number | null;
  forms: VarietyForm[];
}

/** An open offer of one form, as the variety page lists it (linked to /trade/{id}). */
export interface FormOffer {
  id: number;
  publishType: 0 | 1;
  price: number;
  /** What is left to take. */
  lastNum: number;
  grade: ConditionGrade;
  flaws: string;
  photoCount: number;
  publisher: string;
  publisherId: number;
  refreshTime: string;
}

/** A completed deal of one form: the grade is that of the offer it came from. */
export interface FormDeal {
  time: string;
  price: number;
  quantity: number;
  grade: ConditionGrade;
}

/** The best open prices of one grade: collectors price a 全品 and a 中品 of the same stamp very differently. */
export interface GradeQuote {
  grade: ConditionGrade;
  bestBid: number | null;
  bestAsk: number | null;
  sellOffers: number;
  buyOffers: number;
}

/** How many of each side's open offers the variety page shows (the rest are on /trade/price-circle/{id}). */
export const formOffersShown = 20;
/** How many recent deals it shows. */
export const formDealsShown = 20;

/** GET /api/anon/product/market/{id}: form `id`'s open offers (sell cheapest first, buy highest first) and last deals. */
export interface FormMarket {
  productId: number;
  exterior: string;
  unit: string;
  quotes: GradeQuote[];
  sell: FormOffer[];
  buy: FormOffer[];
  sellTotal: number;
  buyTotal: number;
  deals: FormDeal[];
}

/** The days the price line covers, today included. */
export const priceLineDays = 90;

/** GET /api/anon/product/priceLine/{id}?grade: the daily price of form `id` over 90 days; no grade: every grade. */
export const priceLineQuery = z.object({ grade: z.enum(conditionGrades, { error: messages.invalidRequest }).optional() });
export type PriceLineQuery = z.input<typeof priceLineQuery>;

/** One China day with deals: its last price, its average price per unit (weighted by quantity), units and deals. */
export interface PricePoint {
  date: string;
  last: number;
  average: number;
  quantity: number;
  deals: number;
}
export interface PriceLine {
  productId: number;
  grade: ConditionGrade | null;
  from: string;
  to: string;
  /** Days with deals only, oldest first. */
  points: PricePoint[];
}

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
export interface MemberCard {
  id: number;
  userName: string;
  levelId: number;
  vipName: string;
  authType: 'none' | 'personal' | 'merchant';
  dealTimes: number;
}

/** A set's face value: the sum of its pieces', or null when one is not known or there are none. */
export function setFaceValue(pieces: readonly CataloguePiece[]): number | null {
  if (pieces.length === 0 || pieces.some((p) => p.faceValue === null)) return null;
  return pieces.reduce((sum, p) => sum + (p.faceValue ?? 0), 0);
}
