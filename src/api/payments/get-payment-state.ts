import { queryOptions } from '@tanstack/react-query';
import type { PaymentChannel, PaymentState } from '../contracts/payments';
import { apiGet } from '../client';
import { paymentKeys } from './keys';

/**
 * My payment order as it stands (GET /api/payment/state/{channel}/{outTradeNo}); while it waits the server asks the
 * provider (the order query), so polling this finds a payment whose notification has not come.
 */
export const getPaymentState = (channel: PaymentChannel, outTradeNo: string) =>
  apiGet<PaymentState>(`/api/payment/state/${channel}/${encodeURIComponent(outTradeNo)}`);

/** How often /success asks while the order waits for its payment. */
export const paymentPollMs = 2000;

export const paymentStateQueryOptions = (channel: PaymentChannel, outTradeNo: string) =>
  queryOptions({
    queryKey: paymentKeys.state(channel, outTradeNo),
    queryFn: () => getPaymentState(channel, outTradeNo),
    refetchInterval: (query) => (query.state.data?.stage === 'created' ? paymentPollMs : false),
  });
