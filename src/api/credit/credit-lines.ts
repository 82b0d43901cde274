import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { CreditLine, CreditLineKind, CreditUsage } from '../contracts/trade';
import { creditBusinessCode } from '../contracts/trade-names';
import { checkedBody } from '../checked-body';
import { apiGet, apiPost } from '../client';
import { creditKeys } from './keys';

/** My three credit lines with what is left of each (GET /api/creditLine/info, /person/credit). */
export const creditLineQueryOptions = () => queryOptions({ queryKey: creditKeys.line(), queryFn: () => apiGet<CreditLine>('/api/creditLine/info') });

/**
 * What holds one of my lines: the open offers of that side, or the offline orders still open for the trade line
 * (GET /api/creditLine/useList?operateType, and /api/creditLine/trade/useList for the trade line, spec section 7).
 * Under 'credit-usage' like the publish form's credit-insufficient dialog (src/api/trade/credit.ts).
 */
export const creditHoldersQueryOptions = (kind: CreditLineKind) =>
  queryOptions({
    queryKey: creditKeys.holders(kind),
    queryFn: () =>
      kind === 'order' ? apiGet<CreditUsage[]>('/api/creditLine/trade/useList') : apiGet<CreditUsage[]>('/api/creditLine/useList', { operateType: creditBusinessCode[kind] }),
  });

/** POST /api/creditLine/remind: tells the other side of an order holding my trade line to finish it. */
export const remindCreditHolder = (input: { orderId: number }) =>
  checkedBody(
    import('../contracts/trade').then((m) => m.creditRemindRequest),
    { operateType: creditBusinessCode.order, orderId: input.orderId },
  ).then((body) => apiPost<null>('/api/creditLine/remind', body));

export const useRemindCreditHolder = () => useMutation(mutationOptions({ mutationKey: ['credit-line', 'remind'], mutationFn: remindCreditHolder }));
