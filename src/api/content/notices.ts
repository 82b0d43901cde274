import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NoticeDetail, NoticeItem } from '../contracts/content';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import { contentKeys } from './keys';

/** GET /api/anon/notice/page: pinned first, then newest first. */
export const getNotices = (page: { pageNo: number; pageSize: number }) => apiGet<Page<NoticeItem>>('/api/anon/notice/page', { ...page });
export const noticesQueryOptions = (page: { pageNo: number; pageSize: number }) =>
  queryOptions({ queryKey: contentKeys.notices(page), queryFn: () => getNotices(page), placeholderData: keepPreviousData });

/** GET /api/anon/notice/detail?noticeId */
export const getNotice = (noticeId: number) => apiGet<NoticeDetail>('/api/anon/notice/detail', { noticeId });
export const noticeQueryOptions = (noticeId: number) => queryOptions({ queryKey: contentKeys.notice(noticeId), queryFn: () => getNotice(noticeId) });
