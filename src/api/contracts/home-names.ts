import type { ConditionGrade } from './content-names';
import type { PublishType } from './trade-names';

/**
 * The home page's and the rankings' words and reply shapes without schemas (issue 15, spec section 7): the pages read
 * them from here and load no zod; home.ts builds the query schemas from them for the server.
 */

/** 排行榜 (/board) and the home page's rankings count completed deals of the last 7 or 30 days. */
export const boardPeriods = [7, 30] as const;
export type BoardPeriod = (typeof boardPeriods)[number];
export const boardPeriodNames: Record<BoardPeriod, string> = { 7: '近7天', 30: '近30天' };

/** Traders ranked by what their deals add up to (成交额) or by how many (成交笔数). */
export const traderRankings = ['amount', 'count'] as const;
export type TraderRanking = (typeof traderRankings)[number];
export const traderRankingNames: Record<TraderRanking, string> = { amount: '成交额', count: '成交笔数' };

/** Varieties ranked by pieces traded (成交量) or by how far their price moved (涨跌幅). */
export const varietyRankings = ['volume', 'change'] as const;
export type VarietyRanking = (typeof varietyRankings)[number];
export const varietyRankingNames: Record<VarietyRanking, string> = { volume: '成交量', change: '涨跌幅' };

/** How many rows a ranking has; the home page shows the first five. */
export const boardSize = 10;
/** How many events the trade ticker (GET /api/anon/trade/dynamics) carries. */
export const dynamicsSize = 30;
/** How many varieties the home page quotes (GET /api/anon/home/varieties). */
export const popularSize = 8;

/** What the ticker and the rankings say of a variety: the product (one form of an issue). */
export interface VarietyName {
  productId: number;
  productCode: string;
  productName: string;
  exteriorName: string;
  unitsName: string;
}

/**
 * One line of the trade ticker, newest first: a completed deal (its time is the order's last change, as for every
 * list of deals) or a newly published offer. Members are masked (金**家); an anonymous taker is 匿名用户.
 */
export type TradeDynamic = VarietyName & {
  time: string;
  grade: ConditionGrade;
  quantity: number;
  /** Unit price in fen. */
  price: number;
} & ({ kind: 'deal'; buyer: string; seller: string } | { kind: 'offer'; publishType: PublishType; publisher: string });

/** A trader in the rankings: masked, with the deals counted in the period. */
export interface TraderRank {
  rank: number;
  name: string;
  levelName: string;
  deals: number;
  /** In fen; null when the member does not show their traded amounts (/api/user/setting/tradeAmount). */
  amount: number | null;
}

/** A variety by volume: every grade of the product together. */
export interface VarietyVolumeRank extends VarietyName {
  rank: number;
  deals: number;
  quantity: number;
  amount: number;
}

/**
 * A variety's price change in the period, of one grade (a 全品 and a 中品 of one stamp are priced apart): the last
 * deal against the close before the period (the last deal before it), or the period's first deal when there is none.
 */
export interface VarietyChangeRank extends VarietyName {
  rank: number;
  grade: ConditionGrade;
  deals: number;
  lastPrice: number;
  basePrice: number;
  change: number;
  /** The change in hundredths of a percent (1234 = 12.34%), rounded. */
  changeBasisPoints: number;
}

/**
 * A popular variety's quote on the home page, of one grade: its last deal, and the previous day's close (the last
 * deal of an earlier China day) or else the previous deal; change null when it has traded once.
 */
export interface VarietyQuote extends VarietyName {
  grade: ConditionGrade;
  /** Deals in the last 30 days: what ranks it. */
  deals: number;
  lastPrice: number;
  lastTime: string;
  previousPrice: number | null;
  change: number | null;
  changeBasisPoints: number | null;
}

/** GET /api/links (友情链接) and GET /api/bbs/hot (the forum's hot topics): a title and where it leads. */
export interface SiteLink {
  id: number;
  name: string;
  url: string;
}

/** The sign a price change shows with: red up, green down, grey flat (the Chinese market's colours). */
export const changeDirection = (change: number | null): 'up' | 'down' | 'flat' => (change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down');

/** 1234 basis points → "+12.34%", -50 → "-0.50%", 0 or none → "0.00%". */
export function formatChangePercent(basisPoints: number | null): string {
  const bp = basisPoints ?? 0;
  const sign = bp > 0 ? '+' : bp < 0 ? '-' : '';
  return `${sign}${(Math.abs(bp) / 100).toFixed(2)}%`;
}
