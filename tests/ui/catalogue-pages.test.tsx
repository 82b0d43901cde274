import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type {
  CatalogueArea,
  CategoryMarket,
  FormMarket,
  MemberCard,
  PriceLine,
  VarietyCard,
  VarietyDetail,
} from '../../src/api/contracts/catalogue';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import { StampPicture } from '../../src/features/catalogue/stamp-picture';
import { formatFaceValue, issueTitle } from '../../src/features/catalogue/catalogue-format';
import { useFakeServer } from './fake-server';
import { renderWithProviders } from './render';
import { logIn, renderAppAt } from './render-app';

/**
 * 产品目录 (/products), a variety with its market (/products/details/{id}), 搜索结果 (/search) and 品种搜索 (/sp)
 * against a fake of the catalogue's calls: what each page asks for (filters, grade, form, words), what it shows of
 * the answers, the empty and refused states, and that a page refuses bad words before sending anything.
 */
interface Fake {
  areas: CatalogueArea[];
  markets: CategoryMarket[];
  varieties: VarietyCard[];
  total: number;
  detail: VarietyDetail;
  market: (productId: number) => FormMarket;
  line: (productId: number, grade: string | null) => PriceLine;
  members: MemberCard[];
  /** Every catalogue call: its path and query. */
  calls: Array<{ path: string; query: Record<string, string> }>;
}

const card = (fields: Partial<VarietyCard>): VarietyCard => ({
  id: 1,
  code: 'T46',
  name: '1980年 T46 庚申年猴票',
  year: 1980,
  issuedOn: '1980-02-15',
  categoryId: 2,
  categoryName: '纪特邮票',
  imageUrl: null,
  pieceCount: 1,
  faceValue: 8,
  forms: [
    { productId: 1, exterior: '单枚', unit: '枚' },
    { productId: 2, exterior: '四方连', unit: '套' },
  ],
  lastDeal: { price: 1_180_000, exterior: '单枚', unit: '枚', time: '2026-11-21 15:00:00' },
  ...fields,
});

const area = (id: number, name: string, varietyCount: number, years: number[]): CatalogueArea => ({ id, name, varietyCount, years, varieties: [] });

const detail: VarietyDetail = {
  code: 'T44',
  name: '1980年 T44 齐白石作品选',
  year: 1980,
  issuedOn: '1980-01-15',
  categoryId: 2,
  categoryName: '纪特邮票',
  description: '选取齐白石60岁以后的16幅画作。',
  imageUrl: null,
  pieces: [
    { position: '16-1', title: '牡丹', faceValue: 4 },
    { position: '16-16', title: '桃', faceValue: null },
  ],
  faceValue: null,
  forms: [
    { productId: 44, exterior: '单枚', unit: '套' },
    { productId: 45, exterior: '四方连', unit: '套' },
  ],
};

const market = (productId: number): FormMarket => ({
  productId,
  exterior: productId === 44 ? '单枚' : '四方连',
  unit: '套',
  quotes: [
    { grade: '全品', bestBid: 90_000, bestAsk: 98_000, sellOffers: 1, buyOffers: 1 },
    { grade: '上品', bestBid: null, bestAsk: null, sellOffers: 0, buyOffers: 0 },
    { grade: '中品', bestBid: null, bestAsk: 60_000, sellOffers: 1, buyOffers: 0 },
  ],
  sell: [
    { id: 71, publishType: 1, price: 60_000, lastNum: 1, grade: '中品', flaws: '16-3 有折痕', photoCount: 2, publisher: '华夏邮社', publisherId: 4, refreshTime: '2026-11-22 09:00:00' },
    { id: 72, publishType: 1, price: 98_000, lastNum: 2, grade: '全品', flaws: '', photoCount: 0, publisher: '金陵藏家', publisherId: 3, refreshTime: '2026-11-22 08:00:00' },
  ],
  buy: [{ id: 73, publishType: 0, price: 90_000, lastNum: 1, grade: '全品', flaws: '', photoCount: 0, publisher: '老周邮票', publisherId: 5, refreshTime: '2026-11-22 07:00:00' }],
  sellTotal: 2,
  buyTotal: 1,
  deals: productId === 44 ? [{ time: '2026-11-21 10:00:00', price: 95_000, quantity: 1, grade: '全品' }] : [],
});

const line = (productId: number, grade: string | null): PriceLine => ({
  productId,
  grade: (grade as PriceLine['grade']) ?? null,
  from: '2026-08-25',
  to: '2026-11-22',
  points:
    grade === '中品'
      ? [{ date: '2026-11-01', last: 58_000, average: 58_000, quantity: 1, deals: 1 }]
      : [
          { date: '2026-10-01', last: 92_000, average: 91_000, quantity: 3, deals: 2 },
          { date: '2026-11-21', last: 95_000, average: 95_000, quantity: 1, deals: 1 },
        ],
});

const makeFake = (): Fake => ({
  areas: [area(1, '编年邮票', 5, [2024, 2016]), area(2, '纪特邮票', 6, [1982, 1981, 1980])],
  markets: [
    { id: 1, name: '编年邮票', varietyCount: 5, sellOffers: 3, buyOffers: 1, dealsLast7Days: 4, quantityLast7Days: 9, lastDealTime: '2026-11-21 18:00:00' },
    { id: 2, name: '纪特邮票', varietyCount: 6, sellOffers: 12, buyOffers: 5, dealsLast7Days: 7, quantityLast7Days: 11, lastDealTime: '2026-11-22 09:30:00' },
  ],
  varieties: [card({}), card({ id: 9, code: 'T58', name: '1981年 T58 辛酉年鸡票', year: 1981, issuedOn: '1981-01-05', lastDeal: null })],
  total: 2,
  detail,
  market,
  line,
  members: [{ id: 4, userName: '华夏邮社', levelId: 4, vipName: '精英VIP', authType: 'merchant', dealTimes: 100 }],
  calls: [],
});

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const page = <T,>(list: T[], total: number, query: URLSearchParams): Page<T> => ({
  list,
  total,
  pageNo: Number(query.get('pageNo') ?? 1),
  pageSize: Number(query.get('pageSize') ?? 10),
});

const { api, state: fake } = useFakeServer(makeFake, (s) => {
  const record = (request: Request) => {
    const url = new URL(request.url);
    s.calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    return url.searchParams;
  };
  return [
    http.get('*/api/anon/product/specialArea', ({ request }) => (record(request), envelope(s.areas))),
    http.get('*/api/anon/product/category/trade', ({ request }) => (record(request), envelope(s.markets))),
    http.get('*/api/anon/product/varieties', ({ request }) => envelope(page(s.varieties, s.total, record(request)))),
    http.get('*/api/anon/product/search', ({ request }) => envelope(page(s.varieties, s.total, record(request)))),
    http.get('*/api/anon/product/details/:id', ({ request }) => (record(request), envelope(s.detail))),
    http.get('*/api/anon/product/market/:id', ({ request, params }) => (record(request), envelope(s.market(Number(params.id))))),
    http.get('*/api/anon/product/priceLine/:id', ({ request, params }) => envelope(s.line(Number(params.id), record(request).get('grade')))),
    // The variety page's K-line card (issue 28): a variety with no fills.
    http.get('*/api/automatic/pairing/kLineGraph', () => envelope({ interval: '1d', candles: [] })),
    http.get('*/api/anon/user/search', ({ request }) => envelope(page(s.members, s.members.length, record(request)))),
  ];
});

const loading = { timeout: 8000 };
const callsTo = (path: string) => fake.calls.filter((c) => c.path === path);
const lastCallTo = (path: string) => callsTo(path).at(-1)?.query;

describe('the stamp picture', () => {
  it('is a drawing captioned 示意图 when the catalogue has no picture, never an image', () => {
    renderWithProviders(<StampPicture imageUrl={null} code="T46" name="1980年 T46 庚申年猴票" faceValue={8} />);
    const drawing = screen.getByRole('img', { name: 'T46 庚申年猴票 示意图' });
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    expect(drawing).toHaveTextContent('中国人民邮政');
    expect(drawing).toHaveTextContent('8分');
    expect(screen.getByText('示意图')).toBeInTheDocument();
  });

  it('is the catalogue’s picture when it has one', () => {
    renderWithProviders(<StampPicture imageUrl="/uploads/abc.webp" code="T46" name="1980年 T46 庚申年猴票" faceValue={8} />);
    expect(screen.getByRole('img', { name: 'T46 庚申年猴票' })).toHaveAttribute('src', '/uploads/abc.webp');
    expect(screen.queryByText('示意图')).toBeNull();
  });

  it('writes face values as printed and titles without year and number', () => {
    expect([8, 1.5, 120, 500, null].map(formatFaceValue)).toEqual(['8分', '1.5分', '1.20元', '5元', '待补充']);
    expect(issueTitle('1980年 SB(1) 童话—咕咚小本票', 'SB1')).toBe('童话—咕咚小本票');
    expect(issueTitle('2016年 丙申年猴票', '2016-1')).toBe('丙申年猴票');
  });
});

describe('/products', () => {
  it('shows a visitor the 专区 with their counts and the varieties as cards; a 专区, a year and words narrow them', async () => {
    renderAppAt('/products');
    const cards = await screen.findAllByTestId('variety-card', {}, loading);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('T46');
    expect(cards[0]).toHaveTextContent('庚申年猴票');
    expect(cards[0]).toHaveTextContent('1980-02-15');
    expect(cards[0]).toHaveTextContent('单枚四方连');
    expect(cards[0]).toHaveTextContent('最新成交 ¥11,800.00 / 枚（单枚）');
    expect(within(cards[0]!).getByText('示意图')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('暂无成交');
    expect(within(cards[0]!).getAllByRole('link')[0]).toHaveAttribute('href', '/products/details/1');
    expect(lastCallTo('/api/anon/product/varieties')).toEqual({ pageNo: '1', pageSize: '10' });

    const menu = screen.getByRole('navigation', { name: '专区' });
    await userEvent.click(within(menu).getByRole('button', { name: /纪特邮票/ }));
    await waitFor(() => expect(lastCallTo('/api/anon/product/varieties')).toEqual({ categoryId: '2', pageNo: '1', pageSize: '10' }));
    expect(await screen.findByTestId('area-market')).toHaveTextContent('纪特邮票：在售 12 笔 · 求购 5 笔 · 近7日成交 7 笔 · 最近成交 2026-11-22 09:30:00');

    const years = screen.getByRole('combobox', { name: '发行年份' });
    expect(within(years).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部年份', '1982年', '1981年', '1980年']);
    await userEvent.selectOptions(years, '1981');
    await waitFor(() => expect(lastCallTo('/api/anon/product/varieties')).toEqual({ categoryId: '2', year: '1981', pageNo: '1', pageSize: '10' }));

    await userEvent.type(screen.getByRole('textbox', { name: '品名或志号' }), '鸡票');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(lastCallTo('/api/anon/product/varieties')).toEqual({ categoryId: '2', year: '1981', keyword: '鸡票', pageNo: '1', pageSize: '10' }));
  });

  it('pages through the varieties and says when none fit', async () => {
    fake.total = 25;
    renderAppAt('/products');
    await screen.findAllByTestId('variety-card', {}, loading);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(lastCallTo('/api/anon/product/varieties')).toEqual({ pageNo: '2', pageSize: '10' }));
    fake.varieties = [];
    fake.total = 0;
    await userEvent.type(screen.getByRole('textbox', { name: '品名或志号' }), '没有的品种');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    expect(await screen.findByText('暂无符合条件的品种')).toBeInTheDocument();
  });
});

describe('/products/details/{id}', () => {
  it('asks a visitor to log in and fetches nothing', async () => {
    renderAppAt('/products/details/44');
    expect(await screen.findByRole('dialog', { name: '登录' }, loading)).toBeInTheDocument();
    expect(callsTo('/api/anon/product/details/44')).toEqual([]);
  });

  it('shows a member the facts, the pieces, the chosen form’s offers by grade, last deals and price line by grade', async () => {
    logIn(api);
    const { router } = renderAppAt('/products/details/44');
    const facts = await screen.findByTestId('variety-facts', {}, loading);
    expect(facts).toHaveTextContent('志号T44类别纪特邮票发行日期1980-01-15全套枚数2 枚全套面值待补充');
    expect(screen.getByRole('heading', { name: '齐白石作品选' })).toBeInTheDocument();
    expect(screen.getByText('选取齐白石60岁以后的16幅画作。')).toBeInTheDocument();
    const pieces = screen.getByTestId('variety-pieces');
    expect(within(pieces).getAllByRole('row').map((r) => r.textContent)).toEqual(['图序图名面值', 'T44（16-1）牡丹4分', 'T44（16-16）桃待补充']);

    const quotes = await screen.findByTestId('grade-quotes');
    expect(within(quotes).getAllByRole('row').map((r) => r.textContent)).toEqual([
      '品相最低出售在售最高求购求购',
      '全品¥980.001 笔¥900.001 笔',
      '上品—0 笔—0 笔',
      '中品¥600.001 笔—0 笔',
    ]);
    const offers = screen.getAllByTestId('form-offer');
    expect(offers[0]).toHaveTextContent('¥600.001 套中品16-3 有折痕📷2华夏邮社查看');
    expect(within(offers[0]!).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/trade/71');
    expect(within(offers[0]!).getByRole('link', { name: '华夏邮社' })).toHaveAttribute('href', '/trade/homepage/4');
    expect(screen.getByTestId('form-deals')).toHaveTextContent('2026-11-21 10:00:00¥950.001 套全品');

    const chart = await screen.findByRole('img', { name: /2026-08-25 至 2026-11-22 有成交的 2 天/ });
    expect(within(chart as unknown as HTMLElement).getAllByTestId('price-line-point')).toHaveLength(2);
    expect(lastCallTo('/api/anon/product/priceLine/44')).toEqual({});
    await userEvent.click(within(screen.getByRole('tablist', { name: '品相' })).getByRole('tab', { name: '中品' }));
    await waitFor(() => expect(lastCallTo('/api/anon/product/priceLine/44')).toEqual({ grade: '中品' }));
    // The grade is the URL's: a reload or a bookmark opens the same line.
    expect(router.state.location.search).toEqual({ grade: '中品' });
    expect(await screen.findByRole('img', { name: /有成交的 1 天，最低 ¥580.00，最高 ¥580.00/ })).toBeInTheDocument();

    // Another form: its own market and line.
    await userEvent.click(within(screen.getByRole('tablist', { name: '品种形态' })).getByRole('tab', { name: '四方连' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ form: 45 }));
    await waitFor(() => expect(callsTo('/api/anon/product/market/45')).toHaveLength(1));
    expect(await screen.findByText('暂无成交')).toBeInTheDocument();
    await waitFor(() => expect(lastCallTo('/api/anon/product/priceLine/45')).toEqual({}));
  });
});

describe('/search', () => {
  it('finds varieties by name for a visitor, with their forms and last price', async () => {
    renderAppAt(`/search?class=product&info=${encodeURIComponent('猴票')}`);
    const results = await screen.findAllByTestId('variety-result', {}, loading);
    expect(results[0]).toHaveTextContent('庚申年猴票T461980-02-15单枚四方连最新成交 ¥11,800.00 / 枚（单枚）');
    expect(within(results[0]!).getByRole('link', { name: '四方连' })).toHaveAttribute('href', '/products/details/2');
    expect(lastCallTo('/api/anon/product/search')).toEqual({ keyword: '猴票', pageNo: '1', pageSize: '10' });
    expect(screen.getByText('品名“猴票”的搜索结果')).toBeInTheDocument();
  });

  it('finds members for a visitor with their public card only, linked to their homepage', async () => {
    renderAppAt(`/search?class=member&info=${encodeURIComponent('邮社')}`);
    const [row] = await screen.findAllByTestId('member-result', {}, loading);
    expect(row).toHaveTextContent('华夏邮社精英VIP商户认证100');
    expect(within(row!).getByRole('link', { name: '华夏邮社' })).toHaveAttribute('href', '/trade/homepage/4');
    expect(lastCallTo('/api/anon/user/search')).toEqual({ keyword: '邮社', pageNo: '1', pageSize: '10' });
  });

  it('says what is missing when there are no words, and asks nothing', async () => {
    renderAppAt('/search?class=member');
    expect(await screen.findByText(messages.enterMemberKeyword, {}, loading)).toBeInTheDocument();
    expect(callsTo('/api/anon/user/search')).toEqual([]);
  });

  it('says when nothing is found, and switches class over the same words', async () => {
    fake.varieties = [];
    fake.total = 0;
    const { router } = renderAppAt(`/search?class=product&info=${encodeURIComponent('无此品')}`);
    expect(await screen.findByText(/没有找到品名或志号含“无此品”的品种/, {}, loading)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('tablist', { name: '搜索类别' })).getByRole('tab', { name: '会员' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ class: 'member', info: '无此品' }));
    await waitFor(() => expect(lastCallTo('/api/anon/user/search')).toEqual({ keyword: '无此品', pageNo: '1', pageSize: '10' }));
  });
});

describe('/sp', () => {
  it('searches by number, name, year range and 专区; a range upside down is refused before anything is sent', async () => {
    renderAppAt('/sp');
    await screen.findAllByTestId('variety-result', {}, loading);
    const form = screen.getByRole('form', { name: '品种搜索' });
    await userEvent.type(within(form).getByRole('textbox', { name: '起始年份' }), '1990');
    await userEvent.type(within(form).getByRole('textbox', { name: '结束年份' }), '1980');
    const before = callsTo('/api/anon/product/varieties').length;
    await userEvent.click(within(form).getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.yearRangeInvalid);
    expect(callsTo('/api/anon/product/varieties')).toHaveLength(before);

    await userEvent.clear(within(form).getByRole('textbox', { name: '起始年份' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '起始年份' }), '1978');
    await userEvent.type(within(form).getByRole('textbox', { name: '志号' }), 'T4');
    await userEvent.type(within(form).getByRole('textbox', { name: '名称' }), '猴');
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '专区' }), '纪特邮票');
    await userEvent.click(within(form).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(lastCallTo('/api/anon/product/varieties')).toEqual({ code: 'T4', name: '猴', yearFrom: '1978', yearTo: '1980', categoryId: '2', pageNo: '1', pageSize: '10' }),
    );
    expect(await screen.findByText('共找到 2 个品种')).toBeInTheDocument();
  });

  it('keeps the conditions applied in the URL: a reload asks for them again, Back restores the ones before in the form', async () => {
    const { router } = renderAppAt(`/sp?code=T4&name=${encodeURIComponent('猴')}&yearFrom=1978&categoryId=2`);
    await screen.findAllByTestId('variety-result', {}, loading);
    expect(lastCallTo('/api/anon/product/varieties')).toEqual({ code: 'T4', name: '猴', yearFrom: '1978', categoryId: '2', pageNo: '1', pageSize: '10' });
    const form = screen.getByRole('form', { name: '品种搜索' });
    expect(within(form).getByRole('textbox', { name: '名称' })).toHaveValue('猴');

    await userEvent.clear(within(form).getByRole('textbox', { name: '名称' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '名称' }), '鸡');
    await userEvent.click(within(form).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ code: 'T4', name: '鸡', yearFrom: 1978, categoryId: 2 }));
    // Written as it reads: a year is not quoted to keep it text (?yearFrom=%221978%22).
    expect(router.state.location.href).toContain('yearFrom=1978&');
    await waitFor(() => expect(lastCallTo('/api/anon/product/varieties')).toMatchObject({ name: '鸡' }));

    router.history.back();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '名称' })).toHaveValue('猴'));

    await userEvent.click(within(form).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(within(form).getByRole('textbox', { name: '志号' })).toHaveValue('');
  });
});
