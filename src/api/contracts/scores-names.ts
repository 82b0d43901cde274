import type { CreditRating } from './scores';

/**
 * The credit rating's tiers without the scores' schemas (docs/adr/0024): the credit page (/person/level) reads them
 * through scores.ts, which re-exports them, and loads no zod.
 */

/** The credit rating's tiers, lowest first: a score is in the highest tier whose `min` it reaches (below 0 is tier 1). */
export const creditTiers = [
  { level: 1, name: '一星', min: 0 },
  { level: 2, name: '二星', min: 20 },
  { level: 3, name: '三星', min: 60 },
  { level: 4, name: '四星', min: 150 },
  { level: 5, name: '五星', min: 300 },
] as const;

export function creditRating(score: number): CreditRating {
  const index = Math.max(0, creditTiers.findLastIndex((tier) => score >= tier.min));
  const tier = creditTiers[index]!;
  return { level: tier.level, name: tier.name, min: tier.min, nextMin: creditTiers[index + 1]?.min ?? null };
}
