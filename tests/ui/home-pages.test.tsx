import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NewsItem, NoticeItem } from '../../src/api/contracts/content';
import type { OutsideLink, TradeDynamic, TraderRank, VarietyChangeRank, VarietyQuote, VarietyVolumeRank } from '../../src/api/contracts/home';
import type { VipSeat } from '../../src/api/contracts/membership';
import type { Deal } from '../../src/api/contracts/trade';
import { tickerStepMs, useTickerOffset } from '../../src/features/home/use-ticker-offset';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { renderAppAt } from './render-app';

/*
 * 首页 (/index), 排行榜 (/board) and VIP会员名录 (/vip) as a visitor sees them (issue 15): every home block drawn from
 * its own call, prices red up and green down, a failing block saying so with 重试 while the rest of the page shows; the
 * rankings' tabs, periods and orders asking the server for each; the directory's levels and pages.
 */
const t70 = { productId: 7, productCode: 'T70', productName: '1982年 T70 壬戌年狗票', exteriorName: '单枚', unitsName: '枚' };
const t46 = { productId: 1, productCode: 'T46', productName: '1980年 T46 庚申年猴票', exteriorName: '单枚', unitsName: '枚' };
const t58 = { productId: 5, productCode: 'T58', productName: '1981年 T58 辛酉年鸡票', exteriorName: '四方连', unitsName: '套' };

const quotes: VarietyQuote[] = [
  { ...t46, grade: '全品', deals: 5, lastPrice: 1_201_800, lastTime: '2026-11-21 10:00:00', previousPrice: 1_092_500, change: 109_300, changeBasisPoints: 1_000, },
  { ...t70, grade: '中品', deals: 3, lastPrice: 4_000, lastTime: '2026-11-21 09:00:00', previousPrice: 5_000, change: -1_000, changeBasisPoints: -2_000 },
  { ...t58, grade: '上品', deals: 1, lastPrice: 45_000, lastTime: '2026-11-20 09:00:00', previousPrice: null, change: null, changeBasisPoints: null },
];

const dynamics: TradeDynamic[] = [
  { ...t70, kind: 'offer', time: '2026-11-22 10:01:00', grade: '上品', quantity: 2, price: 9_000, publishType: 0, publisher: '老**票' },
  { ...t46, kind: 'deal', time: '2026-11-22 09:30:00', grade: '全品', quantity: 1, price: 1_201_800, buyer: '沪**家', seller: '岭**社' },
  { ...t58, kind: 'offer', time: '2026-11-22 09:00:00', grade: '全品', quantity: 3, price: 56_000, publishType: 1, publisher: '金**家' },
];

const traderRank = (rank: number, name: string, amount: number | null): TraderRank => ({ rank, name, levelName: 'VIP会员', deals: 10 - rank, amount });
const traders = [traderRank(1, '沪**家', 3_848_260), traderRank(2, '燕**友', 3_599_710), traderRank(3, '巴**斋', 2_574_230), traderRank(4, '岭**社', 2_212_790), traderRank(5, '东**邮', 2_055_860), traderRank(6, '齐**邮', 735_830)];
const volume: VarietyVolumeRank[] = [
  { rank: 1, ...t70, deals: 4, quantity: 37, amount: 18_800 },
  { rank: 2, ...t58, deals: 2, quantity: 3, amount: 150_000 },
];
const change: VarietyChangeRank[] = [
  { rank: 1, ...t46, grade: '全品', deals: 2, lastPrice: 1_201_800, basePrice: 1_150_000, change: 51_800, changeBasisPoints: 450 },
  { rank: 2, ...t70, grade: '中品', deals: 2, lastPrice: 4_000, basePrice: 5_000, change: -1_000, changeBasisPoints: -2_000 },
];

const notices: NoticeItem[] = [
  { id: 11, title: '关于春节期间暂停发货的公告', pinned: true, publishTime: '2026-11-20 09:00:00' },
  { id: 12, title: '邮市担保交易规则更新', pinned: false, publishTime: '2026-11-18 09:00:00' },
];
const news = (id: number, title: string): NewsItem => ({ id, typeId: 1, typeName: '邮市动态', title, summary: '', source: '邮市', coverUrl: null, views: 100, publishTime: '2026-11-21 09:00:00' });
const deals: Deal[] = [
  { id: 90, productId: 1, productName: '1980年 T46 庚申年猴票', exteriorName: '单枚', grade: '全品', unitsName: '枚', quantity: 1, price: 1_201_800, amount: 1_201_800, tradeWay: 'online', dealTime: '2026-11-22 09:30:00' },
];
const links: OutsideLink[] = [{ id: 1, name: '中国邮政', url: 'https://www.chinapost.com.cn/' }];
const topics: OutsideLink[] = [{ id: 9, name: '新手请教：邮票的全品、上品、中品到底怎么划分？', url: 'https://bbs.youshi.example/' }];

const seats = (n: number, levelId: 3 | 4 | 5): VipSeat[] =>
  Array.from({ length: n }, (_, i) => ({ userName: `藏家${levelId}-${i + 1}`, levelId, levelName: { 3: 'VIP会员', 4: '精英VIP', 5: '至尊VIP' }[levelId], since: '2026-11-01' }));

interface Fake {
  /** Paths answering 500 (a block whose call fails). */
  failing: Set<string>;
  /** The rankings have nothing in the period. */
  noDeals: boolean;
  /** While set, every answer waits for it (a slow first visit). */
  held: Promise<void> | undefined;
  asked: string[];
}
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const { state } = useFakeServer<Fake>(
  () => ({ failing: new Set(), noDeals: false, held: undefined, asked: [] }),
  (s) => {
    const answer = (path: string, data: (url: URL) => unknown) =>
      http.get(`*${path}`, async ({ request }) => {
        const url = new URL(request.url);
        s.asked.push(`${url.pathname}${url.search}`);
        await s.held;
        if (s.failing.has(path)) return HttpResponse.json({ code: 500, msg: '服务器开小差了，请稍后再试', data: null }, { status: 500 });
        return envelope(data(url));
      });
    return [
      answer('/api/anon/notice/page', () => ({ list: notices, total: 2, pageNo: 1, pageSize: 10 })),
      answer('/api/news/hot', () => [news(21, '2027年生肖邮票发行计划公布'), news(22, '全国集邮展览在南京开幕')]),
      answer('/api/anon/trade/dynamics', () => dynamics),
      answer('/api/anon/home/varieties', () => quotes),
      answer('/api/anon/board/traders', (url) => (s.noDeals ? [] : url.searchParams.get('period') === '30' ? traders.slice(0, 2) : traders)),
      answer('/api/anon/board/varieties', (url) => (url.searchParams.get('by') === 'change' ? change : volume)),
      answer('/api/links', () => links),
      answer('/api/bbs/hot', () => topics),
      answer('/api/anon/user/vip/seat', (url) => {
        const type = url.searchParams.get('type');
        const all = type ? seats(type === '4' ? 3 : 0, Number(type) as 4) : [...seats(8, 3), ...seats(4, 4), ...seats(2, 5)];
        const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
        return { list: all.slice((pageNo - 1) * 10, pageNo * 10), total: all.length, pageNo, pageSize: 10 };
      }),
      http.post('*/api/order/whole/list', async ({ request }) => {
        s.asked.push(new URL(request.url).pathname);
        await s.held;
        return envelope({ list: deals, total: 1, pageNo: 1, pageSize: 10 });
      }),
    ];
  },
);
afterEach(() => toaster.remove());

// The first find waits for the lazily loaded page (slow on a busy machine).
const loading = { timeout: 20_000 };
const block = (name: string) => screen.getByRole('region', { name });

describe('/index, the home page', () => {
  it('shows every block from its call: notices, hot news, quotes, the ticker, deals, rankings, links and the entries', async () => {
    renderAppAt('/index');
    const quotesBlock = await screen.findByRole('region', { name: '热门品种行情' }, loading);

    const noticeBlock = block('平台公告');
    expect(within(noticeBlock).getByText('置顶')).toBeInTheDocument();
    expect(within(noticeBlock).getByRole('link', { name: '关于春节期间暂停发货的公告' })).toHaveAttribute('href', '/announcement/11');
    expect(within(block('热门资讯')).getByRole('link', { name: '2027年生肖邮票发行计划公布' })).toHaveAttribute('href', '/news/detail/21');

    // Red up, green down, grey flat, each with its sign in words too.
    const rows = within(quotesBlock).getAllByTestId('variety-quote');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('1980年 T46 庚申年猴票单枚 · 全品¥12,018.00▲ +10.00%');
    const [up, down, flat] = rows.map((r) => r.querySelector('[data-direction]')!);
    expect(up).toHaveAttribute('data-direction', 'up');
    expect(down).toHaveAttribute('data-direction', 'down');
    expect(down).toHaveTextContent('▼ -20.00%');
    expect(flat).toHaveAttribute('data-direction', 'flat');
    expect(flat).toHaveTextContent('平 0.00%');
    expect(getComputedStyle(up!).color).not.toBe(getComputedStyle(down!).color);
    expect(within(rows[0]!).getByRole('link', { name: '1980年 T46 庚申年猴票' })).toHaveAttribute('href', '/trade/price-circle/1');

    const ticker = within(block('交易动态')).getAllByTestId('ticker-line');
    expect(ticker.map((l) => l.textContent)).toEqual([
      '11-22 10:01求购¥90.00老**票1982年 T70 壬戌年狗票单枚·上品 2枚',
      '11-22 09:30成交¥12,018.00岭**社→沪**家1980年 T46 庚申年猴票单枚·全品 1枚',
      '11-22 09:00出售¥560.00金**家1981年 T58 辛酉年鸡票四方连·全品 3套',
    ]);

    expect(within(block('最新成交')).getByRole('row', { name: /T46 庚申年猴票/ })).toHaveTextContent('11-22 09:30');
    const rankings = block('排行榜 · 近7天');
    expect(within(within(rankings).getByRole('table', { name: '交易商成交额前五' })).getAllByRole('row')).toHaveLength(6); // a header and five
    expect(within(rankings).getByText('沪**家')).toBeInTheDocument();
    expect(within(rankings).queryByText('齐**邮')).toBeNull();
    expect(within(rankings).getByRole('table', { name: '品种成交量前五' })).toHaveTextContent('37枚');
    expect(within(rankings).getByRole('link', { name: '更多 ›' })).toHaveAttribute('href', '/board');

    const friend = within(block('友情链接')).getByRole('link', { name: '中国邮政' });
    expect(friend).toHaveAttribute('href', 'https://www.chinapost.com.cn/');
    expect(friend).toHaveAttribute('target', '_blank');
    expect(friend).toHaveAttribute('rel', 'noopener noreferrer');
    // No forum address in the settings: no forum block (tests/ui/outside-links.test.tsx shows it with one).
    expect(screen.queryByRole('region', { name: '社区论坛热帖' })).toBeNull();

    const entries = screen.getByRole('navigation', { name: '快捷入口' });
    const hrefOf = (name: string) => within(entries).getByRole('link', { name }).getAttribute('href');
    expect(['发布求购', '发布出售', '邮票市场', '在线邮市', '大宗交易', '保证金交易', '产品目录', '排行榜', '帮助中心'].map(hrefOf)).toEqual([
      '/publish',
      '/publish?type=sale',
      '/poster',
      '/voster',
      '/large-transaction',
      '/bond',
      '/products',
      '/board',
      '/help',
    ]);
    // The route's loader asked once for each block of its own; the blocks did not ask again.
    expect(state.asked.filter((p) => p.startsWith('/api/anon/trade/dynamics'))).toHaveLength(1);
    expect(state.asked.filter((p) => p.startsWith('/api/anon/home/varieties'))).toHaveLength(1);
    expect(state.asked.filter((p) => p.startsWith('/api/anon/board/traders'))).toEqual(['/api/anon/board/traders?period=7&by=amount']);
  });

  it('paints the header and every block’s card at once, before any call has answered; each block fills in as its answer arrives', async () => {
    let answer = () => {};
    state.held = new Promise((resolve) => (answer = resolve));
    renderAppAt('/index');
    // Every block's card is there, titled, saying 加载中…, while all its calls are still unanswered.
    const names = ['平台公告', '热门资讯', '热门品种行情', '交易动态', '最新成交', '排行榜 · 近7天'];
    for (const name of names) expect(await screen.findByRole('region', { name }, loading)).toHaveTextContent('加载中…');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(state.asked).toEqual(expect.arrayContaining(['/api/anon/trade/dynamics', '/api/anon/home/varieties']));
    answer();
    expect(await within(block('平台公告')).findByText('邮市担保交易规则更新', {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(within(block('交易动态')).getAllByTestId('ticker-line')).toHaveLength(3));
  });

  it('a failing block says 加载失败 with 重试, the rest of the page shows, and 重试 brings it back', async () => {
    state.failing.add('/api/anon/trade/dynamics');
    state.failing.add('/api/anon/home/varieties');
    renderAppAt('/index');
    const tickerBlock = await screen.findByRole('region', { name: '交易动态' }, loading);
    expect(await within(tickerBlock).findByRole('alert', {}, loading)).toHaveTextContent('加载失败');
    expect(await within(block('热门品种行情')).findByRole('alert', {}, loading)).toHaveTextContent('加载失败');
    expect(within(block('平台公告')).getByText('邮市担保交易规则更新')).toBeInTheDocument();
    expect(within(block('最新成交')).getAllByRole('row')).toHaveLength(2);

    state.failing.delete('/api/anon/trade/dynamics');
    await userEvent.click(within(tickerBlock).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(tickerBlock).getAllByTestId('ticker-line')).toHaveLength(3));
    expect(within(block('热门品种行情')).getByRole('alert')).toHaveTextContent('加载失败');
  });
});

describe('/board, the rankings', () => {
  it('traders by amount, then by count and over 30 days; varieties by volume, then by price change in colour', async () => {
    renderAppAt('/board');
    const amountTable = await screen.findByRole('table', { name: '交易商成交额排行' }, loading);
    expect(within(amountTable).getAllByRole('row')).toHaveLength(7);
    expect(within(amountTable).getAllByRole('row')[1]).toHaveTextContent('1沪**家VIP会员9¥38,482.60');

    await userEvent.click(screen.getByRole('button', { name: '成交笔数' }));
    expect(await screen.findByRole('table', { name: '交易商成交笔数排行' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '近30天' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '交易商成交笔数排行' })).getAllByRole('row')).toHaveLength(3));
    expect(state.asked).toEqual(expect.arrayContaining(['/api/anon/board/traders?period=7&by=amount', '/api/anon/board/traders?period=7&by=count', '/api/anon/board/traders?period=30&by=count']));

    await userEvent.click(screen.getByRole('tab', { name: '品种排行' }));
    const volumeTable = await screen.findByRole('table', { name: '品种成交量排行' });
    expect(within(volumeTable).getAllByRole('row')[1]).toHaveTextContent('1982年 T70 壬戌年狗票单枚37枚¥188.00');
    await userEvent.click(screen.getByRole('button', { name: '涨跌幅' }));
    const changeTable = await screen.findByRole('table', { name: '品种涨跌幅排行' });
    const [, rise, fall] = within(changeTable).getAllByRole('row');
    expect(rise).toHaveTextContent('1980年 T46 庚申年猴票单枚 · 全品¥11,500.00¥12,018.00▲ +4.50%');
    expect(rise!.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'up');
    expect(fall!.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'down');
    expect(state.asked).toContain('/api/anon/board/varieties?period=30&by=change');
  });

  it('says so when a ranking fails, and when a period has no deals', async () => {
    state.failing.add('/api/anon/board/traders');
    renderAppAt('/board');
    expect(await screen.findByText('加载失败', {}, loading)).toBeInTheDocument();
    state.failing.clear();
    state.noDeals = true;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('该周期内暂无成交')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/vip, the VIP directory', () => {
  it('lists the members by level, page by page', async () => {
    renderAppAt('/vip');
    const table = await screen.findByRole('table', { name: 'VIP会员名录' }, loading);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'VIP会员名录' })).getAllByRole('row')).toHaveLength(5));
    expect(screen.getByRole('table', { name: 'VIP会员名录' })).toHaveTextContent('藏家5-2');

    await userEvent.click(screen.getByRole('button', { name: '精英VIP' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'VIP会员名录' })).getAllByRole('row')).toHaveLength(4));
    expect(state.asked.at(-1)).toBe('/api/anon/user/vip/seat?pageNo=1&pageSize=10&type=4');
    await userEvent.click(screen.getByRole('button', { name: '至尊VIP' }));
    expect(await screen.findByText('暂无该等级的会员')).toBeInTheDocument();
  });
});

describe('the ticker’s movement', () => {
  afterEach(() => vi.useRealTimers());

  it('moves up a line every 3 s, starts over after the last screenful, and stays still while held', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ held }) => useTickerOffset(13, 10, held), { initialProps: { held: false } });
    expect(result.current).toBe(0);
    for (const expected of [1, 2, 3, 0]) {
      act(() => vi.advanceTimersByTime(tickerStepMs));
      expect(result.current).toBe(expected);
    }
    act(() => vi.advanceTimersByTime(tickerStepMs));
    rerender({ held: true });
    act(() => vi.advanceTimersByTime(5 * tickerStepMs));
    expect(result.current).toBe(1);
  });

  it('does not move when everything fits, or when the member asked for less motion', () => {
    vi.useFakeTimers();
    const fits = renderHook(() => useTickerOffset(8, 10, false));
    act(() => vi.advanceTimersByTime(5 * tickerStepMs));
    expect(fits.result.current).toBe(0);
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    try {
      const still = renderHook(() => useTickerOffset(30, 10, false));
      act(() => vi.advanceTimersByTime(5 * tickerStepMs));
      expect(still.result.current).toBe(0);
    } finally {
      matchMedia.mockRestore();
    }
  });
});
