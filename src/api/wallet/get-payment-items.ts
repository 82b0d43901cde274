import { queryOptions } from '@tanstack/react-query';
import type { PaymentItemOption } from '../contracts/wallet-names';
import { apiGet } from '../client';
import { walletKeys } from './keys';

/** Which log: my yuan (余额) or my gold beans. */
export type WalletLogKind = 'cny' | 'bean';

const paths: Record<WalletLogKind, string> = {
  cny: '/api/user/account/paymentItemList',
  bean: '/api/user/account/goldCoin/paymentItemList',
};

/** The payment items a log filters by (GET paymentItemList, goldCoin/paymentItemList): they change with a release only. */
export const getPaymentItems = (kind: WalletLogKind) => apiGet<PaymentItemOption[]>(paths[kind]);
export const paymentItemsQueryOptions = (kind: WalletLogKind) =>
  queryOptions({ queryKey: walletKeys.paymentItems(kind), queryFn: () => getPaymentItems(kind), staleTime: Infinity });
