import type { FastifyInstance } from 'fastify';
import {
  contentParams,
  helpDetailParams,
  helpPageQuery,
  helpRequest,
  newsDetailQuery,
  newsPageQuery,
  newsRequest,
  noticeDetailQuery,
  noticePinRequest,
  noticeRequest,
} from '../../../src/api/contracts/content';
import { pageQuery } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { addHelp, deleteHelp, editHelp, helpDetail, helpList, helpPage } from '../domain/content/help';
import { addNews, deleteNews, editNews, hotNews, newsCategoryList, newsForm, newsPage, readNews } from '../domain/content/news';
import { addNotice, deleteNotice, editNotice, noticeDetail, noticePage, pinNotice } from '../domain/content/notices';
import { ok, okKept, parse } from '../http/envelope';
import { requireStaff } from '../http/member';

/**
 * News, notices and help (spec section 7, "Content"; issue 15). Visitors read them all (news too, although its paths
 * are not under /anon); the lists are hot reads, kept until the next write (docs/adr/0020). Platform staff write them
 * under /api/operator (not in the spec), every body sanitised before it is stored.
 */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, readCache } = ctx;

  app.get('/api/news/categories', (_request, reply) => okKept(reply, readCache, 'news:categories', () => newsCategoryList(db)));

  app.get('/api/news/hot', (_request, reply) => okKept(reply, readCache, 'news:hot', () => hotNews(db, clock)));

  app.get('/api/news', (request, reply) => {
    const query = parse(newsPageQuery, request.query);
    return okKept(reply, readCache, `news:page:${query.typeId ?? ''}:${query.pageNo}:${query.pageSize}`, () => newsPage(db, query));
  });

  // Each reading counts a view (the hot list is the most read), so it is not kept.
  app.get('/api/news/details', async (request) => ok(await readNews(db, parse(newsDetailQuery, request.query).id)));

  app.get('/api/anon/notice/page', (request, reply) => {
    const page = parse(pageQuery, request.query);
    return okKept(reply, readCache, `notices:${page.pageNo}:${page.pageSize}`, () => noticePage(db, page));
  });

  app.get('/api/anon/notice/detail', async (request) => ok(await noticeDetail(db, parse(noticeDetailQuery, request.query).noticeId)));

  app.get('/api/anon/helpCenter/list', (_request, reply) => okKept(reply, readCache, 'help:list', () => helpList(db)));

  app.get('/api/anon/helpCenter/page', (request, reply) => {
    const page = parse(helpPageQuery, request.query);
    return okKept(reply, readCache, `help:page:${page.pageNo}:${page.pageSize}`, () => helpPage(db, page));
  });

  app.get('/api/anon/helpCenter/detail/:id', async (request) => ok(await helpDetail(db, parse(helpDetailParams, request.params).id)));

  // Staff: news.
  app.get('/api/operator/news/:id', async (request) => {
    await requireStaff(ctx, request);
    return ok(await newsForm(db, parse(contentParams, request.params).id));
  });

  app.post('/api/operator/news/add', async (request) => {
    const staff = await requireStaff(ctx, request);
    return ok(await addNews(db, clock, staff, parse(newsRequest, request.body)), 'newsSaved');
  });

  app.post('/api/operator/news/edit/:id', async (request) => {
    await requireStaff(ctx, request);
    const { id } = parse(contentParams, request.params);
    return ok(await editNews(db, clock, id, parse(newsRequest, request.body)), 'newsSaved');
  });

  app.post('/api/operator/news/del/:id', async (request) => {
    await requireStaff(ctx, request);
    await deleteNews(db, parse(contentParams, request.params).id);
    return ok(null, 'newsDeleted');
  });

  // Staff: notices (the editor reads a notice with the public detail call).
  app.post('/api/operator/notice/add', async (request) => {
    const staff = await requireStaff(ctx, request);
    return ok(await addNotice(db, clock, staff, parse(noticeRequest, request.body)), 'noticeSaved');
  });

  app.post('/api/operator/notice/edit/:id', async (request) => {
    await requireStaff(ctx, request);
    const { id } = parse(contentParams, request.params);
    return ok(await editNotice(db, clock, id, parse(noticeRequest, request.body)), 'noticeSaved');
  });

  app.post('/api/operator/notice/pin/:id', async (request) => {
    await requireStaff(ctx, request);
    const { id } = parse(contentParams, request.params);
    const { pinned } = parse(noticePinRequest, request.body);
    return ok(await pinNotice(db, clock, id, pinned), pinned ? 'noticePinned' : 'noticeUnpinned');
  });

  app.post('/api/operator/notice/del/:id', async (request) => {
    await requireStaff(ctx, request);
    await deleteNotice(db, parse(contentParams, request.params).id);
    return ok(null, 'noticeDeleted');
  });

  // Staff: help articles (the editor reads one with the public detail call).
  app.post('/api/operator/help/add', async (request) => {
    const staff = await requireStaff(ctx, request);
    return ok(await addHelp(db, clock, staff, parse(helpRequest, request.body)), 'helpArticleSaved');
  });

  app.post('/api/operator/help/edit/:id', async (request) => {
    await requireStaff(ctx, request);
    const { id } = parse(contentParams, request.params);
    return ok(await editHelp(db, clock, id, parse(helpRequest, request.body)), 'helpArticleSaved');
  });

  app.post('/api/operator/help/del/:id', async (request) => {
    await requireStaff(ctx, request);
    await deleteHelp(db, parse(contentParams, request.params).id);
    return ok(null, 'helpArticleDeleted');
  });
}
