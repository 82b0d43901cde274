import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HelpDetail, HelpItem, HelpSectionList, NewsCategory, NewsDetail, NewsForm, NewsItem, NoticeDetail } from '../../src/api/contracts/content';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * The information site's pages against a fake server (issue 15): news by column with paging and the month's most
 * read, an item with its body and neighbours, notices with the pinned ones marked, the help centre and an article,
 * 联系我们 from the system configuration; and the staff's content pages: the menu of staff pages, the editor sending
 * its body, refusals shown where they happen with nothing sent.
 */
interface Post {
  path: string;
  body: unknown;
}
interface Fake {
  news: NewsItem[];
  notices: NoticeDetail[];
  help: HelpDetail[];
  staff: boolean;
  /** The message the server refuses the next staff save with, if any. */
  refuse: string | null;
  posts: Post[];
}

const columns: NewsCategory[] = [
  { id: 1, name: '新邮发行' },
  { id: 2, name: '集邮知识' },
  { id: 3, name: '拍卖会讯' },
];
const newsItem = (i: number): NewsItem => ({
  id: 100 - i,
  typeId: i % 2 === 0 ? 1 : 2,
  typeName: i % 2 === 0 ? '新邮发行' : '集邮知识',
  title: `资讯标题${i + 1}`,
  summary: `资讯摘要${i + 1}`,
  source: '邮市编辑部',
  coverUrl: null,
  views: 1000 - i,
  publishTime: `2026-11-${String(22 - Math.floor(i / 2)).padStart(2, '0')} 09:00:00`,
});
const notice = (id: number, title: string, pinned: boolean): NoticeDetail => ({ id, title, pinned, publishTime: `2026-11-${10 + id} 10:00:00`, content: `<p>${title}的正文</p>` });
const help = (id: number, section: HelpItem['section'], title: string): HelpDetail => ({
  id,
  section,
  title,
  sort: id * 10,
  updateTime: '2026-11-01 10:00:00',
  content: `<h3>${title}</h3><p>${title}的说明</p>`,
});

const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const notFound = (msg: string) => HttpResponse.json({ code: 404, msg, data: null }, { status: 404 });
const paged = <T,>(rows: T[], url: URL) => {
  const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  return { list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, pageNo, pageSize };
};
const fresh = (): Fake => ({
  news: Array.from({ length: 23 }, (_, i) => newsItem(i)),
  notices: [notice(1, '系统维护公告', false), notice(2, '防范诈骗公告', true), notice(3, '春节安排', false)],
  help: [help(1, '新手入门', '如何注册邮市账号'), help(2, '新手入门', '会员等级说明'), help(3, '交易规则', '担保交易流程')],
  staff: false,
  refuse: null,
  posts: [],
});

const { api, state } = useFakeServer(fresh, (s) => {
  const detailOf = (item: NewsItem): NewsDetail => {
    const column = s.news.filter((n) => n.typeId === item.typeId);
    const at = column.findIndex((n) => n.id === item.id);
    const link = (n: NewsItem | undefined) => (n ? { id: n.id, title: n.title } : null);
    return { ...item, content: `<h3>小标题</h3><p>${item.title}的正文</p>`, previous: link(column[at - 1]), next: link(column[at + 1]) };
  };
  const staffOnly = () => (s.staff ? null : HttpResponse.json({ code: 403, msg: '无权操作', data: null }, { status: 403 }));
  return [
    http.get('*/api/news/categories', () => envelope(columns)),
    http.get('*/api/news/hot', () => envelope([...s.news].sort((a, b) => b.views - a.views).slice(0, 10))),
    http.get('*/api/news/details', ({ request }) => {
      const item = s.news.find((n) => n.id === Number(new URL(request.url).searchParams.get('id')));
      return item ? envelope(detailOf(item)) : notFound(messages.newsNotFound);
    }),
    http.get('*/api/news', ({ request }) => {
      const url = new URL(request.url);
      const typeId = url.searchParams.get('typeId');
      return envelope(paged(typeId ? s.news.filter((n) => n.typeId === Number(typeId)) : s.news, url));
    }),
    http.get('*/api/anon/notice/page', ({ request }) => {
      const sorted = [...s.notices].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publishTime.localeCompare(a.publishTime));
      return envelope(paged(sorted.map(({ content: _content, ...item }) => item), new URL(request.url)));
    }),
    http.get('*/api/anon/notice/detail', ({ request }) => {
      const found = s.notices.find((n) => n.id === Number(new URL(request.url).searchParams.get('noticeId')));
      return found ? envelope(found) : notFound(messages.noticeNotFound);
    }),
    http.get('*/api/anon/helpCenter/list', () => {
      const sections: HelpSectionList[] = [];
      for (const a of s.help) {
        let section = sections.find((x) => x.section === a.section);
        if (!section) sections.push((section = { section: a.section, articles: [] }));
        section.articles.push({ id: a.id, title: a.title });
      }
      return envelope(sections);
    }),
    http.get('*/api/anon/helpCenter/page', ({ request }) => envelope(paged(s.help.map(({ content: _content, ...item }) => item), new URL(request.url)))),
    http.get('*/api/anon/helpCenter/detail/:id', ({ params }) => {
      const found = s.help.find((a) => a.id === Number(params.id));
      return found ? envelope(found) : notFound(messages.helpArticleNotFound);
    }),
    http.get('*/api/operator/authentication/page', () => staffOnly() ?? envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
    http.get('*/api/operator/news/:id', ({ params }) => {
      const item = s.news.find((n) => n.id === Number(params.id));
      if (!item) return notFound(messages.newsNotFound);
      const form: NewsForm = { ...item, categoryId: item.typeId, coverKey: null, content: '<p>原来的正文</p>' };
      return staffOnly() ?? envelope(form);
    }),
    http.post('*/api/operator/:kind/:action', async ({ request, params }) => {
      s.posts.push({ path: new URL(request.url).pathname, body: JSON.parse((await request.text()) || '{}') });
      if (s.refuse) return HttpResponse.json({ code: 400, msg: s.refuse, data: null }, { status: 400 });
      if (params.kind === 'notice') return envelope({ ...s.notices[0]!, title: '新公告' });
      return envelope({ id: 500 });
    }),
    http.post('*/api/operator/:kind/:action/:id', async ({ request, params }) => {
      const body = JSON.parse((await request.text()) || '{}') as { pinned?: boolean };
      s.posts.push({ path: new URL(request.url).pathname, body });
      if (params.action === 'pin') {
        const target = s.notices.find((n) => n.id === Number(params.id))!;
        target.pinned = body.pinned === true;
        return envelope(target);
      }
      if (params.action === 'del') {
        s.news = s.news.filter((n) => n.id !== Number(params.id));
        return envelope(null, messages.newsDeleted);
      }
      return envelope({ id: Number(params.id) });
    }),
  ];
});
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };

describe('/news', () => {
  it('lists every column’s news, 10 a page with date, source and summary, and the month’s most read beside it', async () => {
    renderAppAt('/news');
    const list = await screen.findByRole('region', { name: '资讯列表' }, loading);
    await waitFor(() => expect(within(list).getAllByTestId('news-item')).toHaveLength(10));
    const first = within(list).getAllByTestId('news-item')[0]!;
    expect(first).toHaveTextContent('资讯标题1');
    expect(first).toHaveTextContent('资讯摘要1');
    expect(first).toHaveTextContent('2026-11-22');
    expect(first).toHaveTextContent('来源：邮市编辑部');
    expect(within(list).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByText('共 23 条')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(list).getAllByTestId('news-item')[0]).toHaveTextContent('资讯标题11'));
    const hot = screen.getByRole('complementary', { name: '热门资讯' });
    await waitFor(() => expect(within(hot).getAllByRole('link')).toHaveLength(10));
    expect(within(hot).getAllByRole('link')[0]).toHaveTextContent('资讯标题1');
  });

  it('a column’s tab shows that column only, at its own address; an empty column says so', async () => {
    const { router } = renderAppAt('/news');
    const list = await screen.findByRole('region', { name: '资讯列表' }, loading);
    await userEvent.click(await within(list).findByRole('link', { name: '集邮知识' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/2'));
    const column = await screen.findByRole('region', { name: '资讯列表' });
    await waitFor(() => expect(within(column).getAllByTestId('news-item')[0]).toHaveTextContent('资讯标题2'));
    expect(within(column).getAllByTestId('news-item').every((n) => n.textContent?.includes('集邮知识'))).toBe(true);
    expect(within(column).getByRole('link', { name: '集邮知识' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(column).getByRole('link', { name: '拍卖会讯' }));
    expect(await screen.findByText('该栏目暂无资讯')).toBeInTheDocument();
  });

  it('an address that is not a column is a page that does not exist', async () => {
    const { router } = renderAppAt('/news/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), loading);
  });
});

describe('/news/detail/{id}', () => {
  it('shows the item with its source, time, views, body and its neighbours in the column', async () => {
    const { router } = renderAppAt('/news/detail/98');
    const article = await screen.findByRole('article', { name: '资讯标题3' }, loading);
    expect(article).toHaveTextContent('来源：邮市编辑部');
    expect(article).toHaveTextContent('2026-11-21 09:00:00');
    expect(article).toHaveTextContent('阅读 998');
    // The body is the stored HTML, rendered as HTML.
    expect(within(within(article).getByTestId('rich-text')).getByRole('heading', { name: '小标题' })).toBeInTheDocument();
    expect(article).toHaveTextContent('上一篇：资讯标题1');
    await userEvent.click(within(article).getByRole('link', { name: '资讯标题5' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/detail/96'));
    expect(await screen.findByRole('article', { name: '资讯标题5' })).toBeInTheDocument();
  });

  it('says when an item is gone, and without an id goes to the news', async () => {
    renderAppAt('/news/detail/7');
    expect(await screen.findByText(messages.newsNotFound, {}, loading)).toBeInTheDocument();
    const { router } = renderAppAt('/news/detail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'), loading);
  });
});

describe('/announcement', () => {
  it('lists the notices with the pinned ones first and marked 置顶; one opens in full', async () => {
    const { router } = renderAppAt('/announcement');
    const list = await screen.findByRole('region', { name: '公告列表' }, loading);
    await waitFor(() => expect(within(list).getAllByTestId('notice-item')).toHaveLength(3));
    const [first, second] = within(list).getAllByTestId('notice-item');
    expect(first).toHaveTextContent('置顶防范诈骗公告');
    expect(second).not.toHaveTextContent('置顶');
    await userEvent.click(within(list).getByRole('link', { name: '系统维护公告' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcement/1'));
    const article = await screen.findByRole('article', { name: '系统维护公告' });
    expect(article).toHaveTextContent('系统维护公告的正文');
  });
});

describe('/help', () => {
  it('shows the sections with their articles and a paged list; an article opens with the menu marking it', async () => {
    const { router } = renderAppAt('/help');
    const menu = await screen.findByRole('navigation', { name: '帮助分类' }, loading);
    expect(await within(menu).findByText('新手入门')).toBeInTheDocument();
    expect(within(menu).getByText('交易规则')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: '全部帮助文章' });
    await waitFor(() => expect(within(list).getAllByTestId('help-item')).toHaveLength(3));
    await userEvent.click(within(list).getByRole('link', { name: '担保交易流程' }));
    await waitFor(() => expect(router.state.location.href).toBe('/help-details?id=3'));
    const article = await screen.findByRole('article', { name: '担保交易流程' });
    expect(article).toHaveTextContent('担保交易流程的说明');
    expect(within(screen.getByRole('navigation', { name: '帮助分类' })).getByRole('link', { name: '担保交易流程' })).toHaveAttribute('aria-current', 'page');
  });

  it('/help-details without an article goes to the help centre', async () => {
    const { router } = renderAppAt('/help-details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'), loading);
  });
});

it('/contact shows the service phone and the ICP filing from the system configuration', async () => {
  renderAppAt('/contact');
  expect(await screen.findByTestId('service-phone', {}, loading)).toHaveTextContent('400-800-1980');
  expect(screen.getByTestId('icp')).toHaveTextContent('苏ICP备00000000号-1');
  expect(screen.getByRole('region', { name: '在线客服' })).toBeInTheDocument();
});

it('/about says what 邮市 is', async () => {
  renderAppAt('/about');
  expect(await screen.findByText(/面向邮票及邮品收藏者/, {}, loading)).toBeInTheDocument();
});

describe('staff content pages', () => {
  beforeEach(() => logIn(api));

  it('a member who is not staff reads 无权访问 and no staff menu', async () => {
    renderAppAt('/staff/news');
    expect(await screen.findByRole('alert', { name: '无权访问' }, loading)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '平台管理' })).not.toBeInTheDocument();
  });

  it('staff see the menu of every staff page, with the current one marked', async () => {
    state.staff = true;
    renderAppAt('/staff/news/new');
    const menu = await screen.findByRole('navigation', { name: '平台管理' }, loading);
    const names = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual(expect.arrayContaining(['实名认证审核', '提现审核', '资讯管理', '公告管理', '帮助管理']));
    expect(names).not.toContain('新建资讯');
    expect(within(menu).getByRole('link', { name: '资讯管理' })).toHaveAttribute('aria-current', 'page');
  });

  it('the news editor refuses a form the contract refuses with nothing sent, then sends the body and goes back to the list', async () => {
    state.staff = true;
    const { router } = renderAppAt('/staff/news/new');
    const form = await screen.findByRole('form', { name: '新建资讯' }, loading);
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText(messages.chooseNewsCategory)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('combobox', { name: '栏目' })).toHaveTextContent('集邮知识'));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '栏目' }), '集邮知识');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText(messages.fillArticleTitle)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: '标题' }), '背胶小识');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText(messages.fillArticleBody)).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    const body = within(form).getByRole('textbox', { name: '正文' });
    await userEvent.click(body);
    await userEvent.keyboard('原胶与贴痕');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toEqual({
      path: '/api/operator/news/add',
      body: { categoryId: 2, title: '背胶小识', summary: '', source: '', coverKey: null, content: expect.stringContaining('原胶与贴痕') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/news'));
  });

  it('shows the server’s refusal on the editor and stays there', async () => {
    state.staff = true;
    state.refuse = messages.articleBodyEmpty;
    const { router } = renderAppAt('/staff/notices/new');
    const form = await screen.findByRole('form', { name: '新建公告' }, loading);
    await userEvent.type(within(form).getByRole('textbox', { name: '标题' }), '维护公告');
    await userEvent.click(within(form).getByRole('textbox', { name: '正文' }));
    await userEvent.keyboard('正文');
    await userEvent.click(within(form).getByRole('checkbox', { name: /置顶/ }));
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText(messages.articleBodyEmpty)).toBeInTheDocument();
    expect(state.posts[0]).toMatchObject({ path: '/api/operator/notice/add', body: { title: '维护公告', pinned: true } });
    expect(router.state.location.pathname).toBe('/staff/notices/new');
  });

  it('edits a stored item: the editor starts from it and sends the change to its edit call', async () => {
    state.staff = true;
    renderAppAt('/staff/news/99');
    const form = await screen.findByRole('form', { name: '编辑资讯' }, loading);
    expect(within(form).getByRole('textbox', { name: '标题' })).toHaveValue('资讯标题2');
    expect(within(form).getByRole('textbox', { name: '正文' })).toHaveTextContent('原来的正文');
    await userEvent.clear(within(form).getByRole('textbox', { name: '标题' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '标题' }), '改过的标题');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toMatchObject({ path: '/api/operator/news/edit/99', body: { title: '改过的标题', categoryId: 2, content: '<p>原来的正文</p>' } });
  });

  it('lists notices for staff; 置顶 and 删除 (after asking) call the server', async () => {
    state.staff = true;
    renderAppAt('/staff/notices');
    const table = await screen.findByTestId('staff-notices', {}, loading);
    const row = within(table).getByText('系统维护公告').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '置顶' }));
    await waitFor(() => expect(state.posts).toContainEqual({ path: '/api/operator/notice/pin/1', body: { pinned: true } }));
    await userEvent.click(within(row).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '确认删除' });
    expect(dialog).toHaveTextContent('系统维护公告');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(state.posts).toContainEqual({ path: '/api/operator/notice/del/1', body: {} }));
  });

  it('the help editor refuses a sort out of range with the rule, then sends the article', async () => {
    state.staff = true;
    renderAppAt('/staff/help/new');
    const form = await screen.findByRole('form', { name: '新建帮助文章' }, loading);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '分类' }), '交易规则');
    await userEvent.type(within(form).getByRole('textbox', { name: '标题' }), '撤单规则');
    await userEvent.clear(within(form).getByRole('textbox', { name: /排序/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /排序/ }), '10000');
    await userEvent.click(within(form).getByRole('textbox', { name: '正文' }));
    await userEvent.keyboard('有未完成订单时不能撤单');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText(messages.helpSortRule)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    await userEvent.clear(within(form).getByRole('textbox', { name: /排序/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /排序/ }), '5');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toMatchObject({ path: '/api/operator/help/add', body: { section: '交易规则', title: '撤单规则', sort: 5 } });
    expect((state.posts[0]!.body as { content: string }).content).toContain('有未完成订单时不能撤单');
  });
});
