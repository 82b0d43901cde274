import { z } from 'zod';
import type { TraderEvaluation } from './evaluation-names';
import { idParams, pageQuery } from './trade';

export type { TraderEvaluation } from './evaluation-names';

/** GET /api/anon/trade/homepage/{id}/evaluations?pageNo&pageSize (ours, issue 25): a trader's id and a page. */
export const traderEvaluationsParams = idParams;
export const traderEvaluationsQuery = pageQuery;

/** A `TraderEvaluation` (evaluation-names.ts, which the homepage reads without zod), for the answer's schema. */
export const traderEvaluationSchema = z.object({
  id: z.number().int(),
  score: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  comment: z.string(),
  evaluator: z.string(),
  evaluatorRole: z.enum(['buyer', 'seller']),
  productName: z.string(),
  createTime: z.string(),
}) satisfies z.ZodType<TraderEvaluation>;
