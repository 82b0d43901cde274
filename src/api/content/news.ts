import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NewsCategory, NewsDetail, NewsItem } from '../contracts/content';
import type { Page } from '../contracts/trade';
import { apiGet } from '../client';
import { contentKeys } from './keys';

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
export const newsCategoriesQueryOptions = () => queryOptions({ queryKey: contentKeys.newsCategories(), queryFn: getNewsCategories, staleTime: 10 * 60_000 });

/** GET /api/news?pageNo&pageSize&typeId */
export const getNewsList = (request: NewsListRequest) => apiGet<Page<NewsItem>>('/api/news', { ...request });
export const newsListQueryOptions = (request: NewsListRequest) =>
  queryOptions({ queryKey: contentKeys.newsList(request), queryFn: () => getNewsList(request), placeholderData: keepPreviousData });

/** GET /api/news/hot: the month's most read. */
export const getHotNews = () => apiGet<NewsItem[]>('/api/news/hot');
export const hotNewsQueryOptions = () => queryOptions({ queryKey: contentKeys.hotNews(), queryFn: getHotNews, staleTime: 60_000 });

/** GET /api/news/details?id: counts a view, so it is read once per visit to the page. */
export const getNewsDetail = (id: number) => apiGet<NewsDetail>('/api/news/details', { id });
export const newsDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: contentKeys.newsDetail(id), queryFn: () => getNewsDetail(id), staleTime: 5 * 60_000, refetchOnWindowFocus: false });
