import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { PaymentChannel, SandboxCashier, SandboxCashierResult } from '../contracts/payments';
import { apiGet, apiPost } from '../client';
import { paymentKeys } from './keys';

/*
 * The sandbox payment provider's cashier (development: GET /api/sandbox/cashier/{channel}/{outTradeNo}, POST …/pay and
 * …/cancel). A real provider's cashier is its own site; these calls exist only while the sandbox is the provider.
 */
export interface SandboxTrade {
  channel: PaymentChannel;
  outTradeNo: string;
}
const pathOf = ({ channel, outTradeNo }: SandboxTrade) => `/api/sandbox/cashier/${channel}/${encodeURIComponent(outTradeNo)}`;

export const getSandboxCashier = (trade: SandboxTrade) => apiGet<SandboxCashier>(pathOf(trade));
export const sandboxCashierQueryOptions = (trade: SandboxTrade) =>
  queryOptions({ queryKey: paymentKeys.sandboxCashier(trade), queryFn: () => getSandboxCashier(trade) });

const decide = (action: 'pay' | 'cancel') => (trade: SandboxTrade) => apiPost<SandboxCashierResult>(`${pathOf(trade)}/${action}`);

export const useSandboxPay = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['sandbox', 'pay'],
      mutationFn: decide('pay'),
      onSuccess: (_result, trade, _context, { client }) => client.invalidateQueries({ queryKey: paymentKeys.sandboxCashier(trade) }),
    }),
  );

export const useSandboxCancel = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['sandbox', 'cancel'],
      mutationFn: decide('cancel'),
      onSuccess: (_result, trade, _context, { client }) => client.invalidateQueries({ queryKey: paymentKeys.sandboxCashier(trade) }),
    }),
  );
