/**
 * The home page's and the rankings' words and reply shapes without schemas (issue 15, spec section 7): the pages read
 * them from here and load no zod; home.ts builds the query and answer schemas from them for the server.
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

/**
 * The reply shapes are the answer schemas in home.ts; their types are re-exported here type-only, so a page that
 * imports them from here still loads no zod.
 */
export type { OutsideLink, TradeDynamic, TraderRank, VarietyChangeRank, VarietyName, VarietyQuote, VarietyVolumeRank } from './home';

/** The sign a price change shows with: red up, green down, grey flat (the Chinese market's colours). */
export const changeDirection = (change: number | null): 'up' | 'down' | 'flat' => (change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down');

/** 1234 basis points → "+12.34%", -50 → "-0.50%", 0 or none → "0.00%". */
export function formatChangePercent(basisPoints: number | null): string {
  const bp = basisPoints ?? 0;
  const sign = bp > 0 ? '+' : bp < 0 ? '-' : '';
  return `${sign}${(Math.abs(bp) / 100).toFixed(2)}%`;
}
