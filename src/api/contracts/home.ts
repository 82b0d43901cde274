import { z } from 'zod';
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
