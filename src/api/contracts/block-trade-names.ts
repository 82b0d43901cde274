import { maxFen } from './trade-rules';

/**
 * The words and plain rules of block-trade applications (大宗交易, spec sections 2 and 3; issue 29) without zod: the
 * machine, the server and the pages that only show an application load no schema. block-trades.ts builds the request
 * schemas from these.
 */

/** Who acts on an application: the member who applies, platform staff who review it, the server's expiry job. */
export const blockTradeRoles = ['member', 'operator', 'system'] as const;
export type BlockTradeRole = (typeof blockTradeRoles)[number];
export const blockTradeRoleNames: Record<BlockTradeRole, string> = { member: '会员', operator: '平台审核', system: '系统' };

/** Where an application stands: its machine state (flat, so the value is the stage). */
export const blockTradeStages = ['draft', 'submitted', 'listed', 'rejected', 'withdrawn', 'expired'] as const;
export type BlockTradeStage = (typeof blockTradeStages)[number];
/** The stages a member's list and the staff queue filter by (draft never lasts past its transaction). */
export const shownBlockTradeStages = ['submitted', 'listed', 'rejected', 'withdrawn', 'expired'] as const;
export type ShownBlockTradeStage = (typeof shownBlockTradeStages)[number];
/** The live ones: waiting for staff or on the list. A member may have at most `maxLiveBlockTrades` of them. */
export const liveBlockTradeStages = ['submitted', 'listed'] as const satisfies readonly BlockTradeStage[];
export const maxLiveBlockTrades = 5;

/** 1 sell (出售), 0 buy (求购): the spec's tradeType. */
export const blockTradeTypeNames = { 1: '出售', 0: '求购' } as const;
export type BlockTradeType = keyof typeof blockTradeTypeNames;

/** The limits of one application. */
export const maxBlockTradeQuantity = 10_000_000;
/** A unit price in fen: at most the platform's money bound (maxFen, 100,000,000 yuan), as every price. */
export const maxBlockTradePriceFen = maxFen;
/** The last day listed may be today up to this many days later (China time). */
export const maxBlockTradeDays = 90;
export const maxBlockTradeRemark = 200;

const dayMs = 24 * 3_600_000;
/** The China day (YYYY-MM-DD) of an instant, as the server's formatChinaDate: the machine's guard reads `at` with it. */
export const chinaDayOf = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / dayMs;

/** Whether `day` (YYYY-MM-DD) may be an application's last day when it is `today` in China: today to today + 90. */
export function isBlockTradeExpiryAllowed(day: string, today: string): boolean {
  const offset = dayNumber(day) - dayNumber(today);
  return Number.isInteger(offset) && offset >= 0 && offset <= maxBlockTradeDays;
}

/** Whether the last day `lastDay` has ended at `atMs` (China time): the expiry job's guard. */
export const blockTradeDayEnded = (lastDay: string, atMs: number): boolean => chinaDayOf(atMs) > lastDay;
