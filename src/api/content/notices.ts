import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NoticeDetail, NoticeItem } from '../contracts/content';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';

/** GET /api/anon/notice/page: pinned first, then newest first. */
export const getNotices = (page: { pageNo: number; pageSize: number }) => apiGet<Page<NoticeItem>>('/api/anon/notice/page', { ...page });
export const noticesQuery = (page: { pageNo: number; pageSize: number }) =>
  queryOptions({ queryKey: ['content', 'notices', 'list', page], queryFn: () => getNotices(page), placeholderData: keepPreviousData });

/** GET /api/anon/notice/detail?noticeId */
export const getNotice = (noticeId: number) => apiGet<NoticeDetail>('/api/anon/notice/detail', { noticeId });
export const noticeQuery = (noticeId: number) => queryOptions({ queryKey: ['content', 'notices', 'detail', noticeId], queryFn: () => getNotice(noticeId) });
