import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HelpDetail, HelpItem, HelpSectionList } from '../contracts/content';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import { contentKeys } from './keys';

/** GET /api/anon/helpCenter/list: the sections with their articles' titles (the help centre's menu). */
export const getHelpSections = () => apiGet<HelpSectionList[]>('/api/anon/helpCenter/list');
export const helpSectionsQueryOptions = () => queryOptions({ queryKey: contentKeys.helpSections(), queryFn: getHelpSections, staleTime: 5 * 60_000 });

/** GET /api/anon/helpCenter/page */
export const getHelpPage = (page: { pageNo: number; pageSize: number }) => apiGet<Page<HelpItem>>('/api/anon/helpCenter/page', { ...page });
export const helpPageQueryOptions = (page: { pageNo: number; pageSize: number }) =>
  queryOptions({ queryKey: contentKeys.helpPage(page), queryFn: () => getHelpPage(page), placeholderData: keepPreviousData });

/** GET /api/anon/helpCenter/detail/{id} */
export const getHelpArticle = (id: number) => apiGet<HelpDetail>(`/api/anon/helpCenter/detail/${id}`);
export const helpArticleQueryOptions = (id: number) => queryOptions({ queryKey: contentKeys.helpArticle(id), queryFn: () => getHelpArticle(id) });
