import { queryOptions } from '@tanstack/react-query';
import type { Page, PunishmentItem, PunishmentState } from '../contracts/complaints';
import { apiGet } from '../client';

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
export const punishmentNoticeQuery = (query: PunishmentListRequest) =>
  queryOptions({ queryKey: ['user', 'punishments', 'notice', query], queryFn: () => getPunishmentNotice(query) });

/** GET /api/user/punish/detail?punishId (/punishment/{id}). */
export const getPunishment = (punishId: number) => apiGet<PunishmentItem>('/api/user/punish/detail', { punishId });
export const punishmentQuery = (punishId: number) =>
  queryOptions({ queryKey: ['user', 'punishments', 'detail', punishId], queryFn: () => getPunishment(punishId) });

/** GET /api/user/punish/my/page: the member's own (我的处罚). */
export const getMyPunishments = (query: PunishmentListRequest) => apiGet<Page<PunishmentItem>>('/api/user/punish/my/page', { ...query });
export const myPunishmentsQuery = (query: PunishmentListRequest) =>
  queryOptions({ queryKey: ['user', 'punishments', 'mine', query], queryFn: () => getMyPunishments(query) });
