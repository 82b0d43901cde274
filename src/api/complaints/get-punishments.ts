import { queryOptions } from '@tanstack/react-query';
import type { Page, PunishmentItem, PunishmentState } from '../contracts/complaints';
import { apiGet } from '../client';
import { complaintKeys } from './keys';

export interface PunishmentListRequest {
  pageNo: number;
  pageSize: number;
  state?: PunishmentState;
}

/*
 * 处罚公示. A member reading it sees which are theirs (`mine`), so the keys are under 'user': forgotten when the
 * session ends.
 */

/** GET /api/user/punish/notice/page: everyone's, newest first. */
export const getPunishmentNotice = (query: PunishmentListRequest) => apiGet<Page<PunishmentItem>>('/api/user/punish/notice/page', { ...query });
export const punishmentNoticeQueryOptions = (query: PunishmentListRequest) =>
  queryOptions({ queryKey: complaintKeys.punishmentNotice(query), queryFn: () => getPunishmentNotice(query) });

/** GET /api/user/punish/detail?punishId (/punishment/{id}). */
export const getPunishment = (punishId: number) => apiGet<PunishmentItem>('/api/user/punish/detail', { punishId });
export const punishmentQueryOptions = (punishId: number) =>
  queryOptions({ queryKey: complaintKeys.punishment(punishId), queryFn: () => getPunishment(punishId) });

/** GET /api/user/punish/my/page: the member's own (我的处罚). */
export const getMyPunishments = (query: PunishmentListRequest) => apiGet<Page<PunishmentItem>>('/api/user/punish/my/page', { ...query });
export const myPunishmentsQueryOptions = (query: PunishmentListRequest) =>
  queryOptions({ queryKey: complaintKeys.myPunishments(query), queryFn: () => getMyPunishments(query) });
