import { z } from 'zod';
import {
  contentParams,
  helpDetailParams,
  helpDetailSchema,
  helpItemSchema,
  helpPageQuery,
  helpRequest,
  helpSectionListSchema,
  newsCategorySchema,
  newsDetailQuery,
  newsDetailSchema,
  newsFormSchema,
  newsItemSchema,
  newsPageQuery,
  newsRequest,
  noticeDetailQuery,
  noticeDetailSchema,
  noticeItemSchema,
  noticePinRequest,
  noticeRequest,
} from '../../../src/api/contracts/content';
import { pageQuery, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { addHelp, deleteHelp, editHelp, helpDetail, helpList, helpPage } from '../domain/content/help';
import { addNews, deleteNews, editNews, hotNews, newsCategoryList, newsForm, newsPage, readNews } from '../domain/content/news';
import { addNotice, deleteNotice, editNotice, noticeDetail, noticePage, pinNotice } from '../domain/content/notices';
import { ok, okKept } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * News, notices and help (spec section 7, "Content"; issue 15). Visitors read them all (news too, although its paths
 * are not under /anon); the lists are hot reads, kept until the next write (docs/adr/0020). Platform staff write them
 * under /api/operator (not in the spec), every body sanitised before it is stored.
 */
export function contentRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, readCache } = ctx;

  app.get('/api/news/categories', { schema: { response: answer(z.array(newsCategorySchema)) } }, (_request, reply) =>
    okKept(reply, readCache, 'news:categories', () => newsCategoryList(db)),
  );

  app.get('/api/news/hot', { schema: { response: answer(z.array(newsItemSchema)) } }, (_request, reply) => okKept(reply, readCache, 'news:hot', () => hotNews(db, clock)));

  app.get('/api/news', { schema: { querystring: newsPageQuery, response: answer(pageSchema(newsItemSchema)) } }, (request, reply) => {
    const query = request.query;
    return okKept(reply, readCache, `news:page:${query.typeId ?? ''}:${query.pageNo}:${query.pageSize}`, () => newsPage(db, query));
  });

  // Each reading counts a view (the hot list is the most read), so it is not kept.
  app.get('/api/news/details', { schema: { querystring: newsDetailQuery, response: answer(newsDetailSchema) } }, async (request) =>
    ok(await readNews(db, request.query.id)),
  );

  app.get('/api/anon/notice/page', { schema: { querystring: pageQuery, response: answer(pageSchema(noticeItemSchema)) } }, (request, reply) => {
    const page = request.query;
    return okKept(reply, readCache, `notices:${page.pageNo}:${page.pageSize}`, () => noticePage(db, page));
  });

  app.get('/api/anon/notice/detail', { schema: { querystring: noticeDetailQuery, response: answer(noticeDetailSchema) } }, async (request) =>
    ok(await noticeDetail(db, request.query.noticeId)),
  );

  app.get('/api/anon/helpCenter/list', { schema: { response: answer(z.array(helpSectionListSchema)) } }, (_request, reply) =>
    okKept(reply, readCache, 'help:list', () => helpList(db)),
  );

  app.get('/api/anon/helpCenter/page', { schema: { querystring: helpPageQuery, response: answer(pageSchema(helpItemSchema)) } }, (request, reply) => {
    const page = request.query;
    return okKept(reply, readCache, `help:page:${page.pageNo}:${page.pageSize}`, () => helpPage(db, page));
  });

  app.get('/api/anon/helpCenter/detail/:id', { schema: { params: helpDetailParams, response: answer(helpDetailSchema) } }, async (request) =>
    ok(await helpDetail(db, request.params.id)),
  );

  gated(app, ctx, 'staff', (staff) => {
    const byId = { params: contentParams, response: answer(z.null()) };

    // News.
    const news = answer(newsFormSchema);
    staff.get('/api/operator/news/:id', { schema: { params: contentParams, response: news } }, async (request) => ok(await newsForm(db, request.params.id)));
    staff.post('/api/operator/news/add', { schema: { body: newsRequest, response: news } }, async (request) =>
      ok(await addNews(db, clock, memberOf(request), request.body), 'newsSaved'),
    );
    staff.post('/api/operator/news/edit/:id', { schema: { params: contentParams, body: newsRequest, response: news } }, async (request) =>
      ok(await editNews(db, clock, request.params.id, request.body), 'newsSaved'),
    );
    staff.post('/api/operator/news/del/:id', { schema: byId }, async (request) => {
      await deleteNews(db, request.params.id);
      return ok(null, 'newsDeleted');
    });

    // Notices (the editor reads a notice with the public detail call).
    const notice = answer(noticeDetailSchema);
    staff.post('/api/operator/notice/add', { schema: { body: noticeRequest, response: notice } }, async (request) =>
      ok(await addNotice(db, clock, memberOf(request), request.body), 'noticeSaved'),
    );
    staff.post('/api/operator/notice/edit/:id', { schema: { params: contentParams, body: noticeRequest, response: notice } }, async (request) =>
      ok(await editNotice(db, clock, request.params.id, request.body), 'noticeSaved'),
    );
    staff.post('/api/operator/notice/pin/:id', { schema: { params: contentParams, body: noticePinRequest, response: notice } }, async (request) => {
      const { pinned } = request.body;
      return ok(await pinNotice(db, clock, request.params.id, pinned), pinned ? 'noticePinned' : 'noticeUnpinned');
    });
    staff.post('/api/operator/notice/del/:id', { schema: byId }, async (request) => {
      await deleteNotice(db, request.params.id);
      return ok(null, 'noticeDeleted');
    });

    // Help articles (the editor reads one with the public detail call).
    const help = answer(helpDetailSchema);
    staff.post('/api/operator/help/add', { schema: { body: helpRequest, response: help } }, async (request) =>
      ok(await addHelp(db, clock, memberOf(request), request.body), 'helpArticleSaved'),
    );
    staff.post('/api/operator/help/edit/:id', { schema: { params: contentParams, body: helpRequest, response: help } }, async (request) =>
      ok(await editHelp(db, clock, request.params.id, request.body), 'helpArticleSaved'),
    );
    staff.post('/api/operator/help/del/:id', { schema: byId }, async (request) => {
      await deleteHelp(db, request.params.id);
      return ok(null, 'helpArticleDeleted');
    });
  });
}
