import { queryOptions } from '@tanstack/react-query';
import type { PaymentItem } from '../contracts/money-names';
import type { Page } from '../contracts/trade';
import type { LogPurse, WalletLogLine } from '../contracts/wallet-names';
import type { PageRequest } from '../trade/market';
import { apiGet } from '../client';
import type { WalletLogKind } from './get-payment-items';
import { walletKeys } from './keys';

/** A log's filters: the time range in China time, yyyy-MM-dd HH:mm:ss (both ends included), the payment item, and for yuan the purse. */
export interface WalletLogFilter {
  startTime?: string;
  endTime?: string;
  paymentItem?: PaymentItem;
  purse?: LogPurse;
}

const paths: Record<WalletLogKind, string> = {
  cny: '/api/user/account/log/page',
  bean: '/api/user/account/goldCoin/log/page',
};

/**
 * A page of my yuan or gold-bean log, newest first (GET /api/user/account/log/page, goldCoin/log/page). Every key
 * starts with 'wallet', so a call that moves my money refreshes them all.
 */
export const getWalletLog = (kind: WalletLogKind, filter: WalletLogFilter, page: PageRequest) =>
  apiGet<Page<WalletLogLine>>(paths[kind], { ...page, ...filter });
export const walletLogQueryOptions = (kind: WalletLogKind, filter: WalletLogFilter, page: PageRequest) =>
  queryOptions({ queryKey: walletKeys.log(kind, filter, page), queryFn: () => getWalletLog(kind, filter, page) });
