import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { MatchFee, MatchOrder, MyFill } from '../contracts/automatch';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { automatchKeys, type MyMatchOrdersQuery } from './keys';

/** My match orders, newest first (GET …/pairing/my/orders): of a stage (`active`: still on the book), of a variety. */
export const getMyMatchOrders = (query: MyMatchOrdersQuery) => apiGet<Page<MatchOrder>>('/api/automatic/pairing/my/orders', { ...query });
export const myMatchOrdersQueryOptions = (query: MyMatchOrdersQuery) =>
  queryOptions({ queryKey: automatchKeys.myOrders(query), queryFn: () => getMyMatchOrders(query) });

/** My orders still on a book (of one variety, or all), newest first: 我的委托. */
export const openMatchOrdersQueryOptions = (productId: number | undefined, page: PageRequest = { pageNo: 1, pageSize: 10 }) =>
  myMatchOrdersQueryOptions({ ...page, stage: 'active', productId });

/** My fills, newest first, each with the escrow order that carries its delivery (GET …/pairing/my/fills). */
export const getMyMatchFills = (page: PageRequest) => apiGet<Page<MyFill>>('/api/automatic/pairing/my/fills', { ...page });
export const myMatchFillsQueryOptions = (page: PageRequest) => queryOptions({ queryKey: automatchKeys.myFills(page), queryFn: () => getMyMatchFills(page) });

/** What a new order costs in gold beans (p_pap; 0: free), and my beans and balance to pay it and hold a buy (GET …/fee). */
export const getMatchFee = () => apiGet<MatchFee>('/api/automatic/pairing/fee');
export const matchFeeQueryOptions = () => queryOptions({ queryKey: automatchKeys.fee(), queryFn: getMatchFee });
