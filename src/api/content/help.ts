import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HelpDetail, HelpItem, HelpSectionList } from '../contracts/content';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';

/** GET /api/anon/helpCenter/list: the sections with their articles' titles (the help centre's menu). */
export const getHelpSections = () => apiGet<HelpSectionList[]>('/api/anon/helpCenter/list');
export const helpSectionsQuery = () => queryOptions({ queryKey: ['content', 'help', 'sections'], queryFn: getHelpSections, staleTime: 5 * 60_000 });

/** GET /api/anon/helpCenter/page */
export const getHelpPage = (page: { pageNo: number; pageSize: number }) => apiGet<Page<HelpItem>>('/api/anon/helpCenter/page', { ...page });
export const helpPageQuery = (page: { pageNo: number; pageSize: number }) =>
  queryOptions({ queryKey: ['content', 'help', 'list', page], queryFn: () => getHelpPage(page), placeholderData: keepPreviousData });

/** GET /api/anon/helpCenter/detail/{id} */
export const getHelpArticle = (id: number) => apiGet<HelpDetail>(`/api/anon/helpCenter/detail/${id}`);
export const helpArticleQuery = (id: number) => queryOptions({ queryKey: ['content', 'help', 'detail', id], queryFn: () => getHelpArticle(id) });
