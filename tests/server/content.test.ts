import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, helpArticles, news, newsCategories, users } from '../../server/src/db/schema';
import {
  articleBodyMaxLength,
  helpSections,
  type HelpDetail,
  type HelpItem,
  type HelpSectionList,
  type NewsCategory,
  type NewsDetail,
  type NewsForm,
  type NewsItem,
  type NoticeDetail,
  type NoticeItem,
} from '../../src/api/contracts/content';
import { messages } from '../../src/api/contracts/messages';
import type { UploadReply } from '../../src/api/contracts/profile';
import type { Page } from '../../src/api/contracts/trade';
import { buildTestApp, get, login, post, type TestApp } from './helpers';
import { picture, upload } from './upload-helpers';

/**
 * News, notices and help (spec section 7, "Content"; issue 15) through the API on the seeded demo: the public reads
 * (paging, a column, views counted, the month's most read, neighbours, pinned notices first, help by section), and
 * staff writing them: only staff, every body sanitised before it is stored, every bad field refused with its Chinese
 * message and nothing written, a deleted item gone from every public call.
 */
let t: TestApp;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await login(t, '平台客服')).token;
  member = (await login(t, '老周邮票')).token;
});
afterAll(async () => t.close());

const newsPage = (query = '') => get<Page<NewsItem>>(t, `/api/news${query}`);
const categories = async () => (await get<NewsCategory[]>(t, '/api/news/categories')).data;
const categoryId = async (name: string) => (await categories()).find((c) => c.name === name)!.id;
const allNews = async (query = '') => (await newsPage(`?pageSize=50${query}`)).data.list;
const byNewest = (a: { publishTime: string; id: number }, b: { publishTime: string; id: number }) =>
  b.publishTime.localeCompare(a.publishTime) || b.id - a.id;
const rows = async (table: typeof news | typeof announcements | typeof helpArticles) => (await t.db.select({ n: count() }).from(table))[0]!.n;
const counts = async () => ({ news: await rows(news), notices: await rows(announcements), help: await rows(helpArticles) });

/** A body with everything the allowlist must take out. */
const hostile =
  '<p onclick="steal()">集邮<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">点我</a>' +
  '<iframe src="https://evil.example"></iframe><p style="position:fixed">样式</p><a href="https://www.chinapost.com.cn">中国邮政</a>';
const hostileCleaned =
  '<p>集邮</p><a rel="noopener noreferrer" target="_blank">点我</a><p>样式</p><a href="https://www.chinapost.com.cn" rel="noopener noreferrer" target="_blank">中国邮政</a>';

describe('reading news', () => {
  it('lists the six columns in their order', async () => {
    expect((await categories()).map((c) => c.name)).toEqual(['新邮发行', '集邮资讯', '市场动态', '拍卖会讯', '集邮知识', '平台动态']);
  });

  it('pages every item newest first, 10 by default, with its column, source and summary', async () => {
    const first = await newsPage();
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ pageNo: 1, pageSize: 10, total: 36 });
    expect(first.data.list).toHaveLength(10);
    const all = await allNews();
    expect(all).toHaveLength(36);
    expect([...all].sort(byNewest)).toEqual(all);
    expect(first.data.list).toEqual(all.slice(0, 10));
    const fourth = await newsPage('?pageNo=4&pageSize=10');
    expect(fourth.data.list.map((n) => n.id)).toEqual(all.slice(30, 36).map((n) => n.id));
    const item = all[0]!;
    expect(item).toMatchObject({ typeName: expect.any(String), source: expect.any(String), coverUrl: null });
    expect(item.summary.length).toBeGreaterThan(10);
    expect(item.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('filters by column (typeId); an unknown column is an empty page', async () => {
    const id = await categoryId('集邮知识');
    const column = await newsPage(`?typeId=${id}&pageSize=50`);
    expect(column.data.total).toBeGreaterThan(0);
    expect(column.data.list.every((n) => n.typeId === id && n.typeName === '集邮知识')).toBe(true);
    expect(column.data.list).toEqual((await allNews()).filter((n) => n.typeId === id));
    expect((await newsPage('?typeId=999999')).data).toMatchObject({ list: [], total: 0 });
  });

  it('refuses a page query that does not fit', async () => {
    for (const query of ['?pageSize=7', '?pageNo=0', '?typeId=abc', '?typeId=2147483648', '?pageNo=1.5']) {
      const reply = await newsPage(query);
      expect(reply.status, query).toBe(400);
      expect(reply.msg).toBe(messages.invalidRequest);
    }
  });

  it('counts a view at each reading and names the neighbours in its column, in the list’s order', async () => {
    const id = await categoryId('集邮资讯');
    const column = await allNews(`&typeId=${id}`);
    const middle = column[1]!;
    const read = await get<NewsDetail>(t, `/api/news/details?id=${middle.id}`);
    expect(read.data).toMatchObject({ id: middle.id, title: middle.title, views: middle.views + 1 });
    expect(read.data.content).toMatch(/^<p>/);
    expect(read.data.previous).toEqual({ id: column[0]!.id, title: column[0]!.title });
    expect(read.data.next).toEqual({ id: column[2]!.id, title: column[2]!.title });
    expect((await get<NewsDetail>(t, `/api/news/details?id=${middle.id}`)).data.views).toBe(middle.views + 2);
    expect((await get<NewsDetail>(t, `/api/news/details?id=${column[0]!.id}`)).data.previous).toBeNull();
    expect((await get<NewsDetail>(t, `/api/news/details?id=${column.at(-1)!.id}`)).data.next).toBeNull();
  });

  it('answers a missing item 404 and a bad id 400', async () => {
    expect(await get(t, '/api/news/details?id=999999')).toMatchObject({ status: 404, msg: messages.newsNotFound });
    for (const id of ['abc', '0', '2147483648', '']) expect((await get(t, `/api/news/details?id=${id}`)).status, id).toBe(400);
  });

  it('hot: the 10 most read of the last 30 days, the newer first among equals', async () => {
    const all = await allNews();
    const day = 86_400_000;
    const age = (n: NewsItem) => t.clock.now().getTime() - new Date(`${n.publishTime.replace(' ', 'T')}+08:00`).getTime();
    const old = all.find((n) => age(n) > 31 * day)!;
    const [newer, older] = all.filter((n) => age(n) < 29 * day).slice(2, 4) as [NewsItem, NewsItem];
    await t.db.update(news).set({ views: 100_000 }).where(eq(news.id, old.id));
    for (const n of [older, newer]) await t.db.update(news).set({ views: 90_000 }).where(eq(news.id, n.id));
    const hot = (await get<NewsItem[]>(t, '/api/news/hot')).data;
    expect(hot).toHaveLength(10);
    expect(hot.slice(0, 2).map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(hot.map((n) => n.id)).not.toContain(old.id);
    expect(hot.every((n) => age(n) <= 30 * day)).toBe(true);
    for (let i = 1; i < hot.length; i++) expect(hot[i - 1]!.views).toBeGreaterThanOrEqual(hot[i]!.views);
    const recent = (await allNews()).filter((n) => age(n) <= 30 * day).sort((a, b) => b.views - a.views || byNewest(a, b));
    expect(hot.map((n) => n.id)).toEqual(recent.slice(0, 10).map((n) => n.id));
  });

  it('hot: fewer than 10 when fewer were published in 30 days', async () => {
    // 25 days on, only the items of the last 5 days are within the month.
    t.clock.advance(25 * 86_400_000);
    try {
      const all = await allNews();
      const hot = (await get<NewsItem[]>(t, '/api/news/hot')).data;
      const recent = all.filter((n) => t.clock.now().getTime() - new Date(`${n.publishTime.replace(' ', 'T')}+08:00`).getTime() <= 30 * 86_400_000);
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.length).toBeLessThan(10);
      expect(hot.map((n) => n.id).sort()).toEqual(recent.map((n) => n.id).sort());
    } finally {
      t.clock.advance(-25 * 86_400_000);
    }
  });
});

describe('reading notices and help', () => {
  it('notices: pinned first, then newest first; paged', async () => {
    const page = await get<Page<NoticeItem>>(t, '/api/anon/notice/page?pageSize=50');
    expect(page.data.total).toBe(8);
    const list = page.data.list;
    const pinned = list.filter((n) => n.pinned);
    expect(pinned).toHaveLength(2);
    expect(list.slice(0, 2)).toEqual(pinned);
    expect([...pinned].sort(byNewest)).toEqual(pinned);
    expect(list.slice(2)).toEqual([...list.slice(2)].sort(byNewest));
    const second = await get<Page<NoticeItem>>(t, '/api/anon/notice/page?pageNo=2&pageSize=10');
    expect(second.data).toMatchObject({ list: [], total: 8, pageNo: 2 });
    expect((await get<Page<NoticeItem>>(t, '/api/anon/notice/page')).data.pageSize).toBe(10);
  });

  it('a notice in full; a missing one 404, a bad id 400', async () => {
    const [first] = (await get<Page<NoticeItem>>(t, '/api/anon/notice/page')).data.list;
    const detail = await get<NoticeDetail>(t, `/api/anon/notice/detail?noticeId=${first!.id}`);
    expect(detail.data).toMatchObject({ ...first, content: expect.stringContaining('<p>') });
    expect(await get(t, '/api/anon/notice/detail?noticeId=999999')).toMatchObject({ status: 404, msg: messages.noticeNotFound });
    expect((await get(t, '/api/anon/notice/detail?noticeId=x')).status).toBe(400);
    expect((await get(t, '/api/anon/notice/detail')).status).toBe(400);
  });

  it('help: the sections in order with their titles in sort order; the same order paged', async () => {
    const sections = (await get<HelpSectionList[]>(t, '/api/anon/helpCenter/list')).data;
    expect(sections.map((s) => s.section)).toEqual([...helpSections]);
    const titles = sections.flatMap((s) => s.articles.map((a) => a.id));
    const page = (await get<Page<HelpItem>>(t, '/api/anon/helpCenter/page?pageSize=50')).data;
    expect(page.total).toBe(titles.length);
    expect(page.list.map((a) => a.id)).toEqual(titles);
    expect(sections[0]!.articles[0]!.title).toBe('如何注册邮市账号');
    const paged = (await get<Page<HelpItem>>(t, '/api/anon/helpCenter/page?pageNo=2&pageSize=10')).data;
    expect(paged.list.map((a) => a.id)).toEqual(titles.slice(10, 20));
    expect((await get(t, '/api/anon/helpCenter/page?pageSize=11')).status).toBe(400);
  });

  it('a help article in full; a missing one 404, a bad id 400', async () => {
    const [first] = (await get<Page<HelpItem>>(t, '/api/anon/helpCenter/page')).data.list;
    const detail = await get<HelpDetail>(t, `/api/anon/helpCenter/detail/${first!.id}`);
    expect(detail.data).toMatchObject({ ...first, content: expect.stringContaining('注册') });
    expect(await get(t, '/api/anon/helpCenter/detail/999999')).toMatchObject({ status: 404, msg: messages.helpArticleNotFound });
    expect((await get(t, '/api/anon/helpCenter/detail/1.5')).status).toBe(400);
  });
});

/** Every staff call with a body it would accept. */
const staffCalls = (ids: { news: number; notice: number; help: number; category: number }): Array<[string, unknown]> => [
  ['/api/operator/news/add', { categoryId: ids.category, title: '标题', content: '<p>正文</p>' }],
  [`/api/operator/news/edit/${ids.news}`, { categoryId: ids.category, title: '改过', content: '<p>正文</p>' }],
  [`/api/operator/news/del/${ids.news}`, {}],
  ['/api/operator/notice/add', { title: '公告', content: '<p>正文</p>' }],
  [`/api/operator/notice/edit/${ids.notice}`, { title: '改过', content: '<p>正文</p>' }],
  [`/api/operator/notice/pin/${ids.notice}`, { pinned: true }],
  [`/api/operator/notice/del/${ids.notice}`, {}],
  ['/api/operator/help/add', { section: '新手入门', title: '帮助', content: '<p>正文</p>' }],
  [`/api/operator/help/edit/${ids.help}`, { section: '新手入门', title: '改过', content: '<p>正文</p>' }],
  [`/api/operator/help/del/${ids.help}`, {}],
];

describe('only platform staff write content', () => {
  it('a visitor must log in and a member is refused, and nothing is written or changed', async () => {
    const ids = {
      news: (await allNews())[0]!.id,
      notice: (await get<Page<NoticeItem>>(t, '/api/anon/notice/page')).data.list[0]!.id,
      help: (await get<Page<HelpItem>>(t, '/api/anon/helpCenter/page')).data.list[0]!.id,
      category: await categoryId('平台动态'),
    };
    const before = { counts: await counts(), news: await t.db.select().from(news), notices: await t.db.select().from(announcements), help: await t.db.select().from(helpArticles) };
    for (const [path, body] of staffCalls(ids)) {
      expect(await post(t, path, body), path).toMatchObject({ status: 401, msg: messages.notLoggedIn });
      expect(await post(t, path, body, { token: member }), path).toMatchObject({ status: 403, msg: messages.forbidden });
    }
    for (const token of [undefined, member]) expect((await get(t, `/api/operator/news/${ids.news}`, { token })).status).toBe(token ? 403 : 401);
    expect(await counts()).toEqual(before.counts);
    expect(await t.db.select().from(news)).toEqual(before.news);
    expect(await t.db.select().from(announcements)).toEqual(before.notices);
    expect(await t.db.select().from(helpArticles)).toEqual(before.help);
  });
});

describe('staff write news', () => {
  it('adds an item that leads every list at once, reads it back for the editor, edits and deletes it', async () => {
    const category = await categoryId('平台动态');
    const added = await post<NewsForm>(
      t,
      '/api/operator/news/add',
      { categoryId: category, title: '  邮市新版上线  ', summary: '', source: '邮市编辑部', content: '<h3>新版</h3><p>欢迎体验新版邮市。</p>' },
      { token: staff },
    );
    expect(added).toMatchObject({ status: 200, msg: messages.newsSaved });
    // Plain text trimmed; an empty summary cut from the body's words.
    expect(added.data).toMatchObject({ title: '邮市新版上线', summary: '新版 欢迎体验新版邮市。', views: 0, coverKey: null, categoryId: category });
    const id = added.data.id;
    expect((await allNews())[0]).toMatchObject({ id, title: '邮市新版上线', typeName: '平台动态', source: '邮市编辑部' });
    expect((await allNews(`&typeId=${category}`))[0]!.id).toBe(id);
    expect((await get<NewsForm>(t, `/api/operator/news/${id}`, { token: staff })).data).toEqual(added.data);

    t.clock.advance(60_000);
    const edited = await post<NewsForm>(
      t,
      `/api/operator/news/edit/${id}`,
      { categoryId: await categoryId('集邮资讯'), title: '邮市新版上线啦', summary: '一句话摘要', content: '<p>改过的正文</p>' },
      { token: staff },
    );
    expect(edited.data).toMatchObject({ id, title: '邮市新版上线啦', summary: '一句话摘要', source: '', content: '<p>改过的正文</p>', publishTime: added.data.publishTime });
    const read = (await get<NewsDetail>(t, `/api/news/details?id=${id}`)).data;
    expect(read).toMatchObject({ typeName: '集邮资讯', views: 1, content: '<p>改过的正文</p>' });
    // Reading it for the editor counts no view.
    expect((await get<NewsForm>(t, `/api/operator/news/${id}`, { token: staff })).data.views).toBe(1);

    expect(await post(t, `/api/operator/news/del/${id}`, {}, { token: staff })).toMatchObject({ status: 200, msg: messages.newsDeleted });
    expect((await allNews()).map((n) => n.id)).not.toContain(id);
    expect((await get<NewsItem[]>(t, '/api/news/hot')).data.map((n) => n.id)).not.toContain(id);
    expect((await get(t, `/api/news/details?id=${id}`)).status).toBe(404);
    expect(await get(t, `/api/operator/news/${id}`, { token: staff })).toMatchObject({ status: 404, msg: messages.newsNotFound });
    // Its neighbours now skip it.
    const neighbour = (await get<NewsDetail>(t, `/api/news/details?id=${read.next!.id}`)).data;
    expect(neighbour.previous?.id).not.toBe(id);
  });

  it('an unknown item is 404 for edit, delete and the editor, and nothing is written', async () => {
    const before = await counts();
    const body = { categoryId: await categoryId('平台动态'), title: '标题', content: '<p>正文</p>' };
    expect(await post(t, '/api/operator/news/edit/999999', body, { token: staff })).toMatchObject({ status: 404, msg: messages.newsNotFound });
    expect(await post(t, '/api/operator/news/del/999999', {}, { token: staff })).toMatchObject({ status: 404, msg: messages.newsNotFound });
    expect((await get(t, '/api/operator/news/999999', { token: staff })).status).toBe(404);
    expect((await post(t, '/api/operator/news/del/abc', {}, { token: staff })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('stores a body sanitised and answers it sanitised, in the list, the page and the editor', async () => {
    const category = await categoryId('平台动态');
    const saved = await post<NewsForm>(t, '/api/operator/news/add', { categoryId: category, title: '<script>alert(1)</script>标题', content: hostile }, { token: staff });
    expect(saved.status).toBe(200);
    expect(saved.data.content).toBe(hostileCleaned);
    // A title is plain text: kept as typed, shown as text by the pages.
    expect(saved.data.title).toBe('<script>alert(1)</script>标题');
    const [row] = await t.db.select().from(news).where(eq(news.id, saved.data.id));
    expect(row!.body).toBe(hostileCleaned);
    expect(row!.summary).not.toMatch(/script|alert/);
    expect((await get<NewsDetail>(t, `/api/news/details?id=${saved.data.id}`)).data.content).toBe(hostileCleaned);
    await post(t, `/api/operator/news/del/${saved.data.id}`, {}, { token: staff });
  });

  it('takes a cover uploaded as a product picture; an unknown key is refused', async () => {
    const uploaded = await upload<UploadReply>(t, '/api/upload/productImage', { bytes: await picture('png', 64, 48), filename: 'cover.png', type: 'image/png' }, staff);
    expect(uploaded.status).toBe(200);
    const category = await categoryId('新邮发行');
    const saved = await post<NewsForm>(t, '/api/operator/news/add', { categoryId: category, title: '带封面', coverKey: uploaded.data.key, content: '<p>正文</p>' }, { token: staff });
    expect(saved.data.coverKey).toBe(uploaded.data.key);
    expect((await allNews())[0]).toMatchObject({ id: saved.data.id, coverUrl: `/uploads/${uploaded.data.key}` });
    const before = await counts();
    const unknown = await post(t, '/api/operator/news/add', { categoryId: category, title: '带封面', coverKey: 'ZZZZZZZZZZZZZZZZZZZZZZZZ.webp', content: '<p>正文</p>' }, { token: staff });
    expect(unknown).toMatchObject({ status: 404, msg: messages.newsCoverNotFound });
    expect(await counts()).toEqual(before);
    await post(t, `/api/operator/news/del/${saved.data.id}`, {}, { token: staff });
  });

  it('refuses each bad field with its message, and writes nothing', async () => {
    const category = await categoryId('平台动态');
    const good = { categoryId: category, title: '标题', summary: '', source: '', content: '<p>正文</p>' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: undefined }, messages.fillArticleTitle],
      [{ title: '   ' }, messages.fillArticleTitle],
      [{ title: '邮'.repeat(81) }, messages.articleTitleTooLong],
      [{ title: 'a\u0000b' }, messages.unreadableText],
      [{ title: 7 }, messages.fillArticleTitle],
      [{ categoryId: undefined }, messages.chooseNewsCategory],
      [{ categoryId: '1' }, messages.chooseNewsCategory],
      [{ categoryId: 2_147_483_648 }, messages.chooseNewsCategory],
      [{ categoryId: 999_999 }, messages.chooseNewsCategory],
      [{ summary: '摘'.repeat(201) }, messages.articleSummaryTooLong],
      [{ source: '源'.repeat(31) }, messages.articleSourceTooLong],
      [{ coverKey: '../../etc/passwd' }, messages.chooseImage],
      [{ content: undefined }, messages.fillArticleBody],
      [{ content: '' }, messages.fillArticleBody],
      [{ content: 'x'.repeat(articleBodyMaxLength + 1) }, messages.articleBodyTooLong],
      [{ content: '<script>alert(1)</script><img src="javascript:alert(1)">' }, messages.articleBodyEmpty],
      [{ content: 'a\ud800b' }, messages.unreadableText],
    ];
    const before = await counts();
    for (const [change, message] of cases) {
      const body = { ...good, ...change };
      for (const path of ['/api/operator/news/add', `/api/operator/news/edit/${(await allNews())[0]!.id}`]) {
        const reply = await post(t, path, body, { token: staff });
        expect(reply.status, `${path} ${JSON.stringify(change)}`).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(reply.msg, JSON.stringify(change)).toBe(message);
      }
    }
    expect(await counts()).toEqual(before);
  });
});

describe('staff write notices', () => {
  it('adds a notice at the top of the unpinned ones, pins it first, unpins it, edits and deletes it', async () => {
    const list = async () => (await get<Page<NoticeItem>>(t, '/api/anon/notice/page?pageSize=50')).data.list;
    t.clock.advance(60_000);
    const added = await post<NoticeDetail>(t, '/api/operator/notice/add', { title: '  周末系统维护  ', content: '<p>周六凌晨维护。</p>' }, { token: staff });
    expect(added).toMatchObject({ status: 200, msg: messages.noticeSaved, data: { title: '周末系统维护', pinned: false, content: '<p>周六凌晨维护。</p>' } });
    const id = added.data.id;
    expect((await list()).findIndex((n) => n.id === id)).toBe(2);

    const pinned = await post<NoticeDetail>(t, `/api/operator/notice/pin/${id}`, { pinned: true }, { token: staff });
    expect(pinned).toMatchObject({ msg: messages.noticePinned, data: { pinned: true } });
    expect((await list())[0]!.id).toBe(id);
    expect(await post(t, `/api/operator/notice/pin/${id}`, { pinned: false }, { token: staff })).toMatchObject({ msg: messages.noticeUnpinned, data: { pinned: false } });
    expect((await list())[2]!.id).toBe(id);

    const edited = await post<NoticeDetail>(t, `/api/operator/notice/edit/${id}`, { title: '维护延期', content: hostile, pinned: true }, { token: staff });
    expect(edited.data).toMatchObject({ id, title: '维护延期', pinned: true, content: hostileCleaned, publishTime: added.data.publishTime });
    expect((await get<NoticeDetail>(t, `/api/anon/notice/detail?noticeId=${id}`)).data.content).toBe(hostileCleaned);
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row!.body).toBe(hostileCleaned);

    expect(await post(t, `/api/operator/notice/del/${id}`, {}, { token: staff })).toMatchObject({ status: 200, msg: messages.noticeDeleted });
    expect((await list()).map((n) => n.id)).not.toContain(id);
    expect((await get(t, `/api/anon/notice/detail?noticeId=${id}`)).status).toBe(404);
  });

  it('unknown notices are 404 and bad fields are refused with their message; nothing is written', async () => {
    const before = await counts();
    const good = { title: '公告', content: '<p>正文</p>' };
    for (const path of ['/api/operator/notice/edit/999999', '/api/operator/notice/pin/999999', '/api/operator/notice/del/999999']) {
      expect(await post(t, path, path.includes('pin') ? { pinned: true } : good, { token: staff }), path).toMatchObject({ status: 404, msg: messages.noticeNotFound });
    }
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/operator/notice/add', { ...good, title: '' }, messages.fillArticleTitle],
      ['/api/operator/notice/add', { ...good, title: '公'.repeat(81) }, messages.articleTitleTooLong],
      ['/api/operator/notice/add', { ...good, content: '   ' }, messages.fillArticleBody],
      ['/api/operator/notice/add', { ...good, content: '<style>p{}</style>' }, messages.articleBodyEmpty],
      ['/api/operator/notice/add', { ...good, pinned: 'yes' }, messages.invalidRequest],
      ['/api/operator/notice/pin/1', { pinned: 1 }, messages.invalidRequest],
      ['/api/operator/notice/pin/1', {}, messages.invalidRequest],
      ['/api/operator/notice/pin/x', { pinned: true }, messages.invalidRequest],
    ];
    const [first] = await t.db.select().from(announcements).where(eq(announcements.id, 1));
    for (const [path, body, message] of cases) {
      const reply = await post(t, path, body, { token: staff });
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.msg).toBe(message);
    }
    expect(await counts()).toEqual(before);
    expect((await t.db.select().from(announcements).where(eq(announcements.id, 1)))[0]).toEqual(first);
  });
});

describe('staff write help', () => {
  it('adds an article into its section by its sort, edits it into another section and deletes it', async () => {
    const sectionOf = async (name: string) => (await get<HelpSectionList[]>(t, '/api/anon/helpCenter/list')).data.find((s) => s.section === name)!;
    const added = await post<HelpDetail>(t, '/api/operator/help/add', { section: '交易规则', title: '撤单规则', sort: 0, content: hostile }, { token: staff });
    expect(added).toMatchObject({ status: 200, msg: messages.helpArticleSaved, data: { section: '交易规则', title: '撤单规则', sort: 0, content: hostileCleaned } });
    const id = added.data.id;
    expect((await sectionOf('交易规则')).articles[0]).toEqual({ id, title: '撤单规则' });
    const [row] = await t.db.select().from(helpArticles).where(eq(helpArticles.id, id));
    expect(row!.body).toBe(hostileCleaned);

    const edited = await post<HelpDetail>(t, `/api/operator/help/edit/${id}`, { section: '售后与投诉', title: '撤单与退款', sort: 9999, content: '<p>正文</p>' }, { token: staff });
    expect(edited.data).toMatchObject({ id, section: '售后与投诉', title: '撤单与退款', sort: 9999 });
    expect((await sectionOf('交易规则')).articles.map((a) => a.id)).not.toContain(id);
    expect((await sectionOf('售后与投诉')).articles.at(-1)).toEqual({ id, title: '撤单与退款' });

    expect(await post(t, `/api/operator/help/del/${id}`, {}, { token: staff })).toMatchObject({ status: 200, msg: messages.helpArticleDeleted });
    expect((await get<Page<HelpItem>>(t, '/api/anon/helpCenter/page?pageSize=50')).data.list.map((a) => a.id)).not.toContain(id);
    expect((await get(t, `/api/anon/helpCenter/detail/${id}`)).status).toBe(404);
  });

  it('unknown articles are 404 and bad fields are refused with their message; nothing is written', async () => {
    const before = await counts();
    const good = { section: '新手入门', title: '帮助', content: '<p>正文</p>' };
    expect(await post(t, '/api/operator/help/edit/999999', good, { token: staff })).toMatchObject({ status: 404, msg: messages.helpArticleNotFound });
    expect(await post(t, '/api/operator/help/del/999999', {}, { token: staff })).toMatchObject({ status: 404, msg: messages.helpArticleNotFound });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ section: '其他' }, messages.chooseHelpSection],
      [{ section: undefined }, messages.chooseHelpSection],
      [{ sort: -1 }, messages.helpSortRule],
      [{ sort: 10_000 }, messages.helpSortRule],
      [{ sort: 1.5 }, messages.helpSortRule],
      [{ title: undefined }, messages.fillArticleTitle],
      [{ content: '<iframe src="https://evil.example"></iframe>' }, messages.articleBodyEmpty],
    ];
    for (const [change, message] of cases) {
      const reply = await post(t, '/api/operator/help/add', { ...good, ...change }, { token: staff });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.msg).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('the demo content', () => {
  it('is by 平台客服 and was sanitised like anything staff save', async () => {
    const categoriesInDb = await t.db.select().from(newsCategories);
    expect(categoriesInDb).toHaveLength(6);
    const [service] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, '平台客服'));
    for (const table of [news, announcements, helpArticles]) {
      const authors = await t.db.selectDistinct({ id: table.authorId }).from(table);
      expect(authors).toEqual([{ id: service!.id }]);
    }
    for (const row of await t.db.select({ body: news.body }).from(news)) expect(row.body).not.toMatch(/<script|on\w+=|javascript:/i);
    const help = (await get<HelpSectionList[]>(t, '/api/anon/helpCenter/list')).data;
    expect(help.flatMap((s) => s.articles).length).toBeGreaterThanOrEqual(15);
  });
});
