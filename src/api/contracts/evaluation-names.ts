/*
 * Ours (issue 25): the evaluations a trader received, readable on their homepage (/trade/homepage/{id}) beside the
 * counts of TraderHomepage.evaluations. Without zod, so the homepage does not load it for a list it only reads
 * (tests/unit/bundle-budget.test.ts); the call's schemas are in evaluations.ts.
 */

/** One evaluation received, newest first (GET /api/anon/trade/homepage/{id}/evaluations). */
export interface TraderEvaluation {
  /** The order event that recorded it (a stable key for the list). */
  id: number;
  /** 1 好评, 0 中评, -1 差评. */
  score: 1 | 0 | -1;
  comment: string;
  /** Who gave it, masked (金**家): a visitor reads the feedback, not who trades with whom. */
  evaluator: string;
  /** The evaluator's side of the deal: 'buyer' when the trader sold. */
  evaluatorRole: 'buyer' | 'seller';
  productName: string;
  /** China time, "2026-11-22 09:30:00". */
  createTime: string;
}

export const evaluationScoreNames = { 1: '好评', 0: '中评', [-1]: '差评' } as const;

/** A member's name as others' feedback shows it: the first and the last character, always two stars between. */
export function maskUserName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '**';
  return `${chars[0]}**${chars.length > 2 ? chars[chars.length - 1] : ''}`;
}
