import { userKeys } from '../user/keys';
import type { NewsListRequest } from './news';

type PageOf = { pageNo: number; pageSize: number };

/** The query keys of news, notices and help, and staff's news forms (docs/architecture.md, "Query keys"). */
export const contentKeys = {
  /** Every public content read: staff's edits invalidate it all. */
  all: () => ['content'] as const,
  helpSections: () => [...contentKeys.all(), 'help', 'sections'] as const,
  helpPage: (page: PageOf) => [...contentKeys.all(), 'help', 'list', page] as const,
  helpArticle: (id: number) => [...contentKeys.all(), 'help', 'detail', id] as const,
  newsCategories: () => [...contentKeys.all(), 'news', 'categories'] as const,
  newsList: (request: NewsListRequest) => [...contentKeys.all(), 'news', 'list', request] as const,
  hotNews: () => [...contentKeys.all(), 'news', 'hot'] as const,
  newsDetail: (id: number) => [...contentKeys.all(), 'news', 'detail', id] as const,
  notices: (page: PageOf) => [...contentKeys.all(), 'notices', 'list', page] as const,
  notice: (noticeId: number) => [...contentKeys.all(), 'notices', 'detail', noticeId] as const,
  staffNewsForms: () => [...userKeys.staff(), 'news'] as const,
  staffNewsForm: (id: number) => [...contentKeys.staffNewsForms(), id] as const,
};
