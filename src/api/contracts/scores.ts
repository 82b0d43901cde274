import { z } from 'zod';

/**
 * Levels and scores (spec section 7, User and account: /api/user/account/creditScore, /creditScore/log/page,
 * /personalScore/log/page; docs/adr/0024). Two numbers: the credit score (信用分), moved by the evaluations a member
 * receives, and points (积分, personalScore), earned by completed trades and referrals and spent on features. The
 * calls take the shared pageQuery (trade.ts). The tiers are in scores-names.ts (no zod: the credit page reads them
 * and loads no schema), re-exported here.
 */
export * from './scores-names';

export const creditRatingSchema = z.object({
  /** 1-5. */
  level: z.number().int().min(1).max(5),
  name: z.string(),
  /** Where this tier starts. */
  min: z.number().int(),
  /** Where the next tier starts; null at the top. */
  nextMin: z.number().int().nullable(),
});
export type CreditRating = z.infer<typeof creditRatingSchema>;

/** What earns points: the `points` system setting (defaults in server/src/domain/trade/settings.ts). */
export const pointsRulesSchema = z.object({
  /** Points for each side of a completed trade. */
  tradeCompleted: z.number().int(),
  /** Points for the referrer of a member who completes a trade (返利). */
  referralTrade: z.number().int(),
});
export type PointsRules = z.infer<typeof pointsRulesSchema>;

/** GET /api/user/account/creditScore: the member's two scores, the credit rating and what earns points. */
export const scoreSummarySchema = z.object({
  creditScore: z.number().int(),
  rating: creditRatingSchema,
  personalScore: z.number().int(),
  pointsRules: pointsRulesSchema,
});
export type ScoreSummary = z.infer<typeof scoreSummarySchema>;

/** One row of /creditScore/log/page, /personalScore/log/page or /api/user/rebate/page, newest first. */
export const scoreLogSchema = z.object({
  id: z.number().int(),
  /** Signed: earned is positive, spent or lost negative. */
  change: z.number().int(),
  /** The score after this change. */
  balance: z.number().int(),
  reason: z.string(),
  orderId: z.number().int().nullable(),
  createTime: z.string(),
});
export type ScoreLog = z.infer<typeof scoreLogSchema>;
