/**
 * The words of auto-match (自动撮合, issue 28, spec sections 2 and 7) without their schemas: the machine, the pages
 * that only show a state, the K-line chunk and the server read them here and load no zod; automatch.ts builds the
 * request and answer schemas from them.
 */

/** Where a match order stands: the match-order machine's states (src/machines/match-order.machine.ts). */
export const matchStages = ['open', 'partiallyFilled', 'filled', 'cancelled', 'expired'] as const;
export type MatchStage = (typeof matchStages)[number];
export const matchStageNames: Record<MatchStage, string> = {
  open: '委托中',
  partiallyFilled: '部分成交',
  filled: '全部成交',
  cancelled: '已撤单',
  expired: '已过期',
};
/** An order still on the book: it may fill, be amended, be cancelled or expire. */
export const openMatchStages = ['open', 'partiallyFilled'] as const satisfies readonly MatchStage[];
export const isOpenMatchStage = (stage: MatchStage): boolean => (openMatchStages as readonly MatchStage[]).includes(stage);

/** Who acts on a match order: its member, and the engine (a fill, the end of its validity). */
export const matchRoles = ['member', 'system'] as const;
export type MatchRole = (typeof matchRoles)[number];

/** 买入 holds the buyer's money (price × quantity); 卖出 holds the seller's units. */
export const matchSides = ['buy', 'sell'] as const;
export type MatchSide = (typeof matchSides)[number];
export const matchSideNames: Record<MatchSide, string> = { buy: '买入', sell: '卖出' };

/** An order rests on the book for 1 to 30 China days (it ends when the last one does); 7 when not said. */
export const matchMaxDays = 30;
export const matchDefaultDays = 7;

/** The order book shows this many price levels a side. */
export const bookDepth = 10;
/** The latest fills a variety's detail shows. */
export const recentFills = 20;

/** The K-line's candle widths (seconds), 1 minute to 1 day, and their names. */
export const candleIntervals = { '1m': 60, '5m': 300, '15m': 900, '30m': 1800, '1h': 3600, '4h': 14_400, '1d': 86_400 } as const;
export type CandleInterval = keyof typeof candleIntervals;
export const candleIntervalNames: Record<CandleInterval, string> = {
  '1m': '1分',
  '5m': '5分',
  '15m': '15分',
  '30m': '30分',
  '1h': '1小时',
  '4h': '4小时',
  '1d': '日K',
};
/** At most this many candles are read at once (the chart's window). */
export const maxCandles = 500;

/** Red up, green down: the colours Chinese markets read (issue 28). */
export const upColour = '#eb5454';
export const downColour = '#47b262';

/** The public live channel of a variety's book: its fills and depth as they change. */
export const automatchChannel = (productId: number) => `automatch:${productId}`;
/** The live events of that channel. */
export const automatchEvents = { book: 'automatch.book', fill: 'automatch.fill' } as const;
