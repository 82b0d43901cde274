import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NewsCategory, NewsDetail, NewsItem } from '../contracts/content';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';

/*
 * 资讯 (spec section 7, "Content"): public reads, kept a while (the columns rarely change; an item's reading counts a
 * view, so it is not read again on every focus).
 */

export interface NewsListRequest {
  pageNo: number;
  pageSize: number;
  /** A column; none for every column. */
  typeId?: number;
}

/** GET /api/news/categories */
export const getNewsCategories = () => apiGet<NewsCategory[]>('/api/news/categories');
export const newsCategoriesQuery = () => queryOptions({ queryKey: ['content', 'news', 'categories'], queryFn: getNewsCategories, staleTime: 10 * 60_000 });

/** GET /api/news?pageNo&pageSize&typeId */
export const getNewsList = (request: NewsListRequest) => apiGet<Page<NewsItem>>('/api/news', { ...request });
export const newsListQuery = (request: NewsListRequest) =>
  queryOptions({ queryKey: ['content', 'news', 'list', request], queryFn: () => getNewsList(request), placeholderData: keepPreviousData });

/** GET /api/news/hot: the month's most read. */
export const getHotNews = () => apiGet<NewsItem[]>('/api/news/hot');
export const hotNewsQuery = () => queryOptions({ queryKey: ['content', 'news', 'hot'], queryFn: getHotNews, staleTime: 60_000 });

/** GET /api/news/details?id: counts a view, so it is read once per visit to the page. */
export const getNewsDetail = (id: number) => apiGet<NewsDetail>('/api/news/details', { id });
export const newsDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['content', 'news', 'detail', id], queryFn: () => getNewsDetail(id), staleTime: 5 * 60_000, refetchOnWindowFocus: false });
