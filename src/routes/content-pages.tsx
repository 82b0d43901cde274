import type { QueryKey } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { helpDetailsSearch, pagedSearch, routeIdParam, staffNewsSearch } from '../features/site/search-schemas';
import { startFirstData, type FirstData } from './first-data';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const NewsList = lazyComponent(() => import('../features/content/news-list').then((m) => m.NewsList));
const NewsDetailPage = lazyComponent(() => import('../features/content/news-detail').then((m) => m.NewsDetailPage));
const NoticeList = lazyComponent(() => import('../features/content/notice-list').then((m) => m.NoticeList));
const NoticeDetailPage = lazyComponent(() => import('../features/content/notice-detail').then((m) => m.NoticeDetailPage));
const HelpCentre = lazyComponent(() => import('../features/content/help-centre').then((m) => m.HelpCentre));
const HelpArticle = lazyComponent(() => import('../features/content/help-article').then((m) => m.HelpArticle));
const ContactPage = lazyComponent(() => import('../features/content/contact-page').then((m) => m.ContactPage));
const AboutPage = lazyComponent(() => import('../features/content/about-page').then((m) => m.AboutPage));
const StaffNewsList = lazyComponent(() => import('../features/content/staff-news-list').then((m) => m.StaffNewsList));
const StaffNewsEditor = lazyComponent(() => import('../features/content/staff-news-editor').then((m) => m.StaffNewsEditor));
const StaffNoticeList = lazyComponent(() => import('../features/content/staff-notice-list').then((m) => m.StaffNoticeList));
const StaffNoticeEditor = lazyComponent(() => import('../features/content/staff-notice-editor').then((m) => m.StaffNoticeEditor));
const StaffHelpList = lazyComponent(() => import('../features/content/staff-help-list').then((m) => m.StaffHelpList));
const StaffHelpEditor = lazyComponent(() => import('../features/content/staff-help-editor').then((m) => m.StaffHelpEditor));

/** The id segment `name`: none, an id, or null for anything else (a page that does not exist). */
function idOf(params: unknown, name: string): number | undefined | null {
  const raw = (params as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === '') return undefined;
  const id = routeIdParam.safeParse(raw);
  return id.success ? id.data : null;
}

/** A page's first data, its query loaded with the page's code: the entry carries neither. */
interface LazyFirstData<TData, TKey extends QueryKey> {
  code: { preload(): Promise<unknown> };
  query: () => Promise<(id: number) => FirstData<TData, TKey>>;
}

/**
 * A page of one item by the id segment `name`: required ($id, checked by the route tree) or optional ({-$id}, which
 * the tree does not check: anything but an id goes to /404 here), with its route's `search` (none unless the page
 * without an id is a paged list). With an id, the loader starts the page's code and, as soon as its query's module is
 * there, the item's fetch; it waits for neither (docs/adr/0003).
 */
function itemPage<TData, TKey extends QueryKey>(
  name: string,
  render: (id: number | undefined) => ReactNode,
  first?: LazyFirstData<TData, TKey>,
  search: RoutePage['search'] = noSearch,
): RoutePage {
  return {
    search,
    render: (_search, params) => {
      const id = idOf(params, name);
      return id === null ? <Navigate to="/404" replace /> : render(id);
    },
    load:
      first &&
      ((queryClient, params) => {
        const id = idOf(params, name);
        if (id === undefined || id === null) return;
        void first.code.preload();
        void first.query().then((query) => startFirstData(queryClient, query(id)));
      }),
  };
}

const newsDetail = () => import('../api/content/news').then((m) => m.newsDetailQueryOptions);
const noticeDetail = () => import('../api/content/notices').then((m) => m.noticeQueryOptions);
const helpArticle = () => import('../api/content/help').then((m) => m.helpArticleQueryOptions);
const newsForm = () => import('../api/content/news-form').then((m) => m.newsFormQueryOptions);

/**
 * The information site's reading pages (issue 15): news by column and one item, notices, the help centre, 联系我们 and
 * 关于我们; and the staff's content pages (gated as every staff page is, in site-page.tsx). A news item without an id goes to
 * the news, a help page without one to the help centre.
 */
export const contentPages: Record<string, RoutePage> = {
  '/news/{-$type}': itemPage('type', (typeId) => <NewsList key={typeId ?? 'all'} typeId={typeId} />, undefined, pagedSearch),
  '/news/detail/{-$id}': itemPage(
    'id',
    (id) => (id === undefined ? <Navigate to="/news/{-$type}" params={{ type: undefined }} replace /> : <NewsDetailPage key={id} id={id} />),
    { code: NewsDetailPage, query: newsDetail },
  ),
  // Without an id, the notices' list: its page is the URL's.
  '/announcement/{-$id}': itemPage(
    'id',
    (id) => (id === undefined ? <NoticeList /> : <NoticeDetailPage key={id} id={id} />),
    { code: NoticeDetailPage, query: noticeDetail },
    pagedSearch,
  ),
  '/help': page(pagedSearch, () => <HelpCentre />),
  '/help-details': page(helpDetailsSearch, ({ id }) => (id === undefined ? <Navigate to="/help" replace /> : <HelpArticle key={id} id={id} />)),
  '/contact': page(noSearch, () => <ContactPage />),
  '/about': page(noSearch, () => <AboutPage />),
  '/staff/news': page(staffNewsSearch, () => <StaffNewsList />),
  '/staff/news/new': page(noSearch, () => <StaffNewsEditor />),
  '/staff/news/$id': itemPage('id', (id) => <StaffNewsEditor key={id} id={id} />, { code: StaffNewsEditor, query: newsForm }),
  '/staff/notices': page(pagedSearch, () => <StaffNoticeList />),
  '/staff/notices/new': page(noSearch, () => <StaffNoticeEditor />),
  '/staff/notices/$id': itemPage('id', (id) => <StaffNoticeEditor key={id} id={id} />, { code: StaffNoticeEditor, query: noticeDetail }),
  '/staff/help': page(pagedSearch, () => <StaffHelpList />),
  '/staff/help/new': page(noSearch, () => <StaffHelpEditor />),
  '/staff/help/$id': itemPage('id', (id) => <StaffHelpEditor key={id} id={id} />, { code: StaffHelpEditor, query: helpArticle }),
};
