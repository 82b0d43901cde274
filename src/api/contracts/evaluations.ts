import { idParams, pageQuery } from './trade';

export type { TraderEvaluation } from './evaluation-names';

/** GET /api/anon/trade/homepage/{id}/evaluations?pageNo&pageSize (ours, issue 25): a trader's id and a page. */
export const traderEvaluationsParams = idParams;
export const traderEvaluationsQuery = pageQuery;
