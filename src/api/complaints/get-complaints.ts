import { queryOptions } from '@tanstack/react-query';
import type { ComplaintDetail, ComplaintItem, ComplaintOrders, MyComplaint, Page, PublicComplaintState } from '../contracts/complaints';
import type { ComplaintState } from '../contracts/content-names';
import { apiGet } from '../client';
import { complaintKeys } from './keys';

/*
 * Reading complaints. What a complaint shows depends on who reads it (the parties and staff see its photos), so every
 * key is under 'user': forgotten when the session ends.
 */

export interface ComplaintListRequest {
  pageNo: number;
  pageSize: number;
  state?: ComplaintState;
}

/** 投诉专栏 (GET /api/anon/complaint/list): newest first, optionally one state; withdrawn ones are not public. */
export const getPublicComplaints = (query: ComplaintListRequest & { state?: PublicComplaintState }) =>
  apiGet<Page<ComplaintItem>>('/api/anon/complaint/list', { ...query });
export const publicComplaintsQueryOptions = (query: ComplaintListRequest & { state?: PublicComplaintState }) =>
  queryOptions({ queryKey: complaintKeys.publicList(query), queryFn: () => getPublicComplaints(query) });

/** One complaint (GET /api/anon/complaint/detail/{id}, /bulletin/{id}). */
export const getComplaintDetail = (id: number) => apiGet<ComplaintDetail>(`/api/anon/complaint/detail/${id}`);
export const complaintDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: complaintKeys.detail(id), queryFn: () => getComplaintDetail(id) });

/** The member's own lists: made by them, against them, about their trades. */
export type MyComplaintKind = 'made' | 'against' | 'trade';
const myListPaths: Record<MyComplaintKind, string> = {
  made: '/api/complaint/user/complaint/page',
  against: '/api/complaint/user/complained/page',
  trade: '/api/complaint/trade/page',
};
export const getMyComplaints = (list: MyComplaintKind, query: ComplaintListRequest) => apiGet<Page<MyComplaint>>(myListPaths[list], { ...query });
export const myComplaintsQueryOptions = (list: MyComplaintKind, query: ComplaintListRequest) =>
  queryOptions({ queryKey: complaintKeys.myList(list, query), queryFn: () => getMyComplaints(list, query) });

/** The complaint form's choice: the member complained about and the reader's orders with them (GET /api/complaint/orders). */
export const getComplaintOrders = (memberId: number) => apiGet<ComplaintOrders>('/api/complaint/orders', { memberId });
export const complaintOrdersQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: complaintKeys.orders(memberId), queryFn: () => getComplaintOrders(memberId) });
