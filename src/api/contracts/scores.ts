/**
 * Levels and scores (spec section 7, User and account: /api/user/account/creditScore, /creditScore/log/page,
 * /personalScore/log/page; docs/adr/0024). Two numbers: the credit score (信用分), moved by the evaluations a member
 * receives, and points (积分, personalScore), earned by completed trades and referrals and spent on features. No zod
 * here: the pages import the tiers, and the calls take the shared pageQuery (trade.ts).
 */

/** The credit rating's tiers, lowest first: a score is in the highest tier whose `min` it reaches (below 0 is tier 1). */
export const creditTiers = [
  { level: 1, name: '一星', min: 0 },
  { level: 2, name: '二星', min: 20 },
  { level: 3, name: '三星', min: 60 },
  { level: 4, name: '四星', min: 150 },
  { level: 5, name: '五星', min: 300 },
] as const;

export interface CreditRating {
  /** 1-5. */
  level: number;
  name: string;
  /** Where this tier starts. */
  min: number;
  /** Where the next tier starts; null at the top. */
  nextMin: number | null;
}

export function creditRating(score: number): CreditRating {
  const index = Math.max(0, creditTiers.findLastIndex((tier) => score >= tier.min));
  const tier = creditTiers[index]!;
  return { level: tier.level, name: tier.name, min: tier.min, nextMin: creditTiers[index + 1]?.min ?? null };
}

/** What earns points: the `points` system setting (defaults in server/src/domain/trade/settings.ts). */
export interface PointsRules {
  /** Points for each side of a completed trade. */
  tradeCompleted: number;
  /** Points for the referrer of a member who completes a trade (返利). */
  referralTrade: number;
}

/** GET /api/user/account/creditScore: the member's two scores, the credit rating and what earns points. */
export interface ScoreSummary {
  creditScore: number;
  rating: CreditRating;
  personalScore: number;
  pointsRules: PointsRules;
}

/** One row of /creditScore/log/page, /personalScore/log/page or /api/user/rebate/page, newest first. */
export interface ScoreLog {
  id: number;
  /** Signed: earned is positive, spent or lost negative. */
  change: number;
  /** The score after this change. */
  balance: number;
  reason: string;
  orderId: number | null;
  createTime: string;
}
