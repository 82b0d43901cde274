import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MatchDetail, MatchFee, MatchOrder, MatchOrderResult, MatchVariety, MyFill } from '../../src/api/contracts/automatch';
import { automatchMessages } from '../../src/api/contracts/automatch-messages';
import { messages } from '../../src/api/contracts/messages';

/*
 * 自动撮合 (/auto-match, /auto-match/detail) with MSW, a fake live module and a stand-in for the K-line (its own
 * helper's, tested with it): the varieties with their change coloured, the order form checked with the contract's
 * schema, what an order holds and costs shown before it is confirmed, the call's body in fen with its idempotency key, a
 * refusal beside the form that keeps it, a cancel through the action dialog, a fill told live, and a visitor asked to
 * log in.
 */

// The live socket faked (tests/ui/fake-live.tsx): what the page follows, and events told to it as the socket would.
vi.mock('../../src/features/live', () => import('./fake-live').then((m) => m.fakeLiveModule));
// The chart is drawn by lightweight-charts on a canvas jsdom has not: here only where the page places it, for which variety.
vi.mock('../../src/features/kline', () => ({ KlineChart: ({ productId }: { productId: number }) => <div data-testid="kline-chart" data-product-id={productId} /> }));
// The app imported afresh after the mocks above (UI files share their worker's modules: tests/unit/shared-modules.test.ts).
vi.resetModules();
const { followedChannels: followed, tellLive: tell } = await import('./fake-live');
const { toaster } = await import('../../src/features/shared/toast-list');
const { useFakeServer } = await import('./fake-server');
const { logIn, renderAppAt } = await import('./render-app');
afterAll(() => {
  vi.doUnmock('../../src/features/live');
  vi.doUnmock('../../src/features/kline');
  vi.resetModules();
});

const variety = (fields: Partial<MatchVariety> & Pick<MatchVariety, 'productId' | 'productName'>): MatchVariety => ({
  productCode: `T${fields.productId}`,
  exteriorName: '单枚',
  unitsName: '枚',
  bestBid: null,
  bestAsk: null,
  lastPrice: null,
  previousClose: null,
  volume: 0,
  openOrders: 1,
  ...fields,
});
const monkey = variety({ productId: 7, productCode: 'T46', productName: '庚申年猴票', bestBid: 9_900_00, bestAsk: 10_100_00, lastPrice: 11_000_00, previousClose: 10_000_00, volume: 3 });
const rooster = variety({ productId: 8, productCode: 'T58', productName: '辛酉年鸡票', bestBid: 80_00, lastPrice: 90_00, previousClose: 100_00, volume: 2 });
const stag = variety({ productId: 9, productCode: 'T12', productName: '鹿票', bestAsk: 50_00 });

const myOrder = (fields: Partial<MatchOrder> = {}): MatchOrder => ({
  id: 31,
  productId: 7,
  productCode: 'T46',
  productName: '庚申年猴票',
  exteriorName: '单枚',
  unitsName: '枚',
  side: 'buy',
  price: 9_900_00,
  quantity: 3,
  filled: 1,
  held: 19_800_00,
  feeBeans: 10,
  averagePrice: 9_900_00,
  stage: 'partiallyFilled',
  expireTime: '2026-12-07 00:00:00',
  createTime: '2026-11-30 10:00:00',
  ...fields,
});
const myFill: MyFill = {
  id: 51,
  price: 9_900_00,
  quantity: 1,
  takerSide: 'sell',
  createTime: '2026-11-30 10:01:00',
  matchOrderId: 31,
  side: 'buy',
  productId: 7,
  productName: '庚申年猴票',
  amount: 9_900_00,
  tradeOrderId: 77,
};

type Refusal = { status: number; msg: string };
interface FakeMatch {
  varieties: MatchVariety[];
  detail: MatchDetail;
  fee: MatchFee;
  orders: MatchOrder[];
  /** The answer of the next order placed: what the call filled, or a refusal. */
  placed: { filled: number; averagePrice: number | null } | Refusal;
  posts: { path: string; body: unknown; key: string | null }[];
  /** How many times the book was read. */
  detailReads: number;
}
const state = (): FakeMatch => ({
  varieties: [monkey, rooster, stag],
  detail: {
    variety: monkey,
    asks: [
      { price: 10_100_00, quantity: 2, orders: 1 },
      { price: 10_500_00, quantity: 5, orders: 2 },
    ],
    bids: [{ price: 9_900_00, quantity: 2, orders: 1 }],
    fills: [{ id: 50, price: 11_000_00, quantity: 1, takerSide: 'buy', createTime: '2026-11-30 09:58:00' }],
  },
  fee: { feeBeans: 10, beans: 1_200, balance: 5_000_000 },
  orders: [myOrder()],
  placed: { filled: 0, averagePrice: null },
  posts: [],
  detailReads: 0,
});
const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const page = <T,>(list: T[]) => envelope({ list, total: list.length, pageNo: 1, pageSize: 10 });
const result = (order: MatchOrder): MatchOrderResult => ({ order, fills: [] });

function handlers(s: FakeMatch) {
  const record = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    s.posts.push({ path: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
    return body;
  };
  return [
    http.get('*/api/automatic/pairing/page', () => page(s.varieties)),
    http.get('*/api/automatic/pairing/details', () => {
      s.detailReads += 1;
      return envelope(s.detail);
    }),
    http.get('*/api/automatic/pairing/fee', () => envelope(s.fee)),
    http.get('*/api/automatic/pairing/my/orders', () => page(s.orders.filter((o) => o.stage === 'open' || o.stage === 'partiallyFilled'))),
    http.get('*/api/automatic/pairing/my/fills', () => page([myFill])),
    http.get('*/api/search/product/name/page', () => envelope([])),
    http.post('*/api/automatic/pairing/order', async ({ request }) => {
      const body = (await record(request)) as { side: 'buy' | 'sell'; price: number; quantity: number; productId: number };
      if ('msg' in s.placed) return HttpResponse.json({ code: s.placed.status, msg: s.placed.msg, data: null }, { status: s.placed.status });
      const order = myOrder({ id: 32 + s.posts.length, ...body, filled: s.placed.filled, averagePrice: s.placed.averagePrice, stage: s.placed.filled === body.quantity ? 'filled' : 'open' });
      s.orders = [order, ...s.orders];
      return envelope(result(order), automatchMessages.matchPlaced);
    }),
    http.post('*/api/automatic/pairing/amend/:id', async ({ request, params }) => {
      const body = (await record(request)) as { price?: number; quantity?: number };
      s.orders = s.orders.map((o) => (o.id === Number(params.id) ? { ...o, price: body.price ?? o.price, quantity: body.quantity ?? o.quantity } : o));
      return envelope(result(s.orders.find((o) => o.id === Number(params.id))!), automatchMessages.matchAmended);
    }),
    http.post('*/api/automatic/pairing/cancel/:id', async ({ request, params }) => {
      await record(request);
      s.orders = s.orders.map((o) => (o.id === Number(params.id) ? { ...o, stage: 'cancelled', held: 0 } : o));
      return envelope(result(s.orders.find((o) => o.id === Number(params.id))!), automatchMessages.matchCancelled);
    }),
  ];
}

const { api, state: fake } = useFakeServer(state, handlers);
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };

describe('/auto-match', () => {
  it('lists the varieties with a live book: best prices, last price and change, red up, green down, grey with none', async () => {
    renderAppAt('/auto-match');
    await waitFor(() => expect(screen.getAllByTestId('match-variety')).toHaveLength(3), loading);
    const [up, down, none] = screen.getAllByTestId('match-variety');
    expect(up).toHaveTextContent('T46');
    expect(up).toHaveTextContent('¥9,900.00');
    expect(up).toHaveTextContent('¥10,100.00');
    expect(up).toHaveTextContent('¥11,000.00');
    expect(up).toHaveTextContent('▲ +¥1,000.00');
    expect(up).toHaveTextContent('+10.00%');
    expect(up).toHaveTextContent('3枚');
    expect(down).toHaveTextContent('▼ -¥10.00');
    expect(down).toHaveTextContent('-10.00%');
    expect(none).toHaveTextContent('—');
    const direction = (row: HTMLElement) => row.querySelector('[data-direction]')!;
    expect(direction(up!)).toHaveAttribute('data-direction', 'up');
    expect(direction(down!)).toHaveAttribute('data-direction', 'down');
    expect(direction(none!)).toHaveAttribute('data-direction', 'flat');
    expect(getComputedStyle(direction(up!)).color).not.toBe(getComputedStyle(direction(down!)).color);
    // Each leads to its book; the phone's cards say the same.
    expect(within(up!).getByRole('link', { name: '庚申年猴票' })).toHaveAttribute('href', '/auto-match/detail?productId=7');
    expect(screen.getAllByTestId('match-variety-card')[1]).toHaveTextContent('▼ -¥10.00 -10.00%');
  });

  it('asks a visitor to log in for their orders and fills', async () => {
    renderAppAt('/auto-match');
    const prompt = await screen.findByTestId('match-login-prompt', {}, loading);
    expect(within(prompt).getByRole('button', { name: '登录后查看' })).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: '登录后查看' }));
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '我的委托' })).toBeNull();
  });

  it('shows a member’s open orders and, on the tab in the URL, the fills with their orders', async () => {
    logIn(api);
    const { router } = renderAppAt('/auto-match');
    const order = await screen.findByTestId('my-match-order', {}, loading);
    expect(order).toHaveTextContent('买入');
    expect(order).toHaveTextContent('委托价 ¥9,900.00 · 数量 3 件 · 已成交 1 件（均价 ¥9,900.00） · 冻结 ¥19,800.00');
    expect(order).toHaveTextContent('部分成交');
    await userEvent.click(screen.getByRole('tab', { name: '我的成交' }));
    const fill = await screen.findByTestId('my-match-fill', {}, loading);
    expect(router.state.location.search).toEqual({ tab: 'fills' });
    expect(fill).toHaveTextContent('成交价 ¥9,900.00 · 1 件 · 金额 ¥9,900.00');
    expect(within(fill).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/transaction/77');
  });

  it('cancels an open order through the action dialog, with an idempotency key, and the order leaves the list', async () => {
    logIn(api);
    renderAppAt('/auto-match');
    const order = await screen.findByTestId('my-match-order', {}, loading);
    // What the match-order machine offers a partly filled order: 改价 and 撤单.
    expect(within(order).getByRole('button', { name: '改价' })).toBeInTheDocument();
    await userEvent.click(within(order).getByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '撤单' });
    expect(dialog).toHaveTextContent('撤销买入 庚申年猴票 未成交的 2 件，冻结的 ¥19,800.00 退回余额。');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定撤单' }));
    await waitFor(() => expect(fake.posts.at(-1)).toMatchObject({ path: '/api/automatic/pairing/cancel/31', body: { id: 31 }, key: expect.stringMatching(/^matchOrder:31:match\.cancel:/) }));
    expect(await screen.findByText(automatchMessages.matchCancelled, {}, loading)).toBeInTheDocument();
    expect(await screen.findByText('没有进行中的委托。', {}, loading)).toBeInTheDocument();
  });

  it('amends only what changed: unchanged is refused by the contract’s rule, a new price is sent alone', async () => {
    logIn(api);
    renderAppAt('/auto-match');
    const order = await screen.findByTestId('my-match-order', {}, loading);
    await userEvent.click(within(order).getByRole('button', { name: '改价' }));
    const dialog = await screen.findByRole('dialog', { name: '改价 / 减量' });
    expect(within(dialog).getByLabelText('新委托价（元）')).toHaveValue('9900.00');
    expect(within(dialog).getByLabelText('委托数量（件）')).toHaveValue('3');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定修改' }));
    expect(await within(dialog).findByText(automatchMessages.matchAmendNothing)).toBeInTheDocument();
    expect(fake.posts).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('新委托价（元）'));
    await userEvent.type(within(dialog).getByLabelText('新委托价（元）'), '9950');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定修改' }));
    await waitFor(() => expect(fake.posts).toHaveLength(1));
    expect(fake.posts[0]).toEqual({ path: '/api/automatic/pairing/amend/31', body: { id: 31, price: 995_000 }, key: expect.stringMatching(/^matchOrder:31:match\.amend:/) });
    expect(await screen.findByText(automatchMessages.matchAmended, {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('my-match-order')).toHaveTextContent('委托价 ¥9,950.00'));
  });
});

describe('/auto-match/detail', () => {
  it('shows the book (asks above, best nearest the middle), the latest fills and the K-line, and follows the variety live', async () => {
    renderAppAt('/auto-match/detail?productId=7');
    const book = await screen.findByTestId('order-book', {}, loading);
    const levels = within(book)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(levels).toEqual(['卖2¥10,500.0052', '卖1¥10,100.0021', '最新价¥11,000.00▲ +¥1,000.00 +10.00%', '买1¥9,900.0021']);
    expect(screen.getByTestId('recent-fill')).toHaveTextContent('¥11,000.00');
    expect(screen.getByTestId('recent-fill')).toHaveTextContent('主动买');
    expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-product-id', '7');
    await waitFor(() => expect(followed()).toEqual(new Set(['automatch:7'])));
    expect(screen.getByTestId('live-state')).toHaveTextContent('连接中…');
    await tell({ type: 'live.subscribed', channel: 'automatch:8' });
    expect(screen.getByTestId('live-state')).toHaveTextContent('连接中…');
    await tell({ type: 'live.subscribed', channel: 'automatch:7' });
    expect(screen.getByTestId('live-state')).toHaveTextContent('实时');

    // A fill told on the channel: the book is read again (another member's order crossed it).
    const reads = fake.detailReads;
    fake.detail = { ...fake.detail, asks: [fake.detail.asks[1]!], fills: [{ id: 52, price: 10_100_00, quantity: 2, takerSide: 'buy', createTime: '2026-11-30 10:30:00' }, ...fake.detail.fills] };
    await tell({ type: 'automatch.fill', productId: 8, fill: fake.detail.fills[0], time: 1 });
    expect(fake.detailReads).toBe(reads);
    await tell({ type: 'automatch.fill', productId: 7, fill: fake.detail.fills[0], time: 1 });
    await waitFor(() => expect(screen.getAllByTestId('recent-fill')).toHaveLength(2));
    expect(fake.detailReads).toBeGreaterThan(reads);
    expect(within(book).queryByText('卖2')).toBeNull();
  });

  it('asks a visitor to log in to place an order', async () => {
    renderAppAt('/auto-match/detail?productId=7');
    const form = await screen.findByRole('region', { name: '请先登录' }, loading);
    expect(within(form).getByRole('button', { name: '登录后下单' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '委托下单' })).toBeNull();
  });

  it('without a variety, points back to the list and asks nothing', async () => {
    renderAppAt('/auto-match/detail');
    expect(await screen.findByText('请先在自动匹配列表中选择一个品种。', {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回自动匹配' })).toHaveAttribute('href', '/auto-match');
    expect(fake.detailReads).toBe(0);
  });

  it('checks the order with the contract’s schema, shows what it holds and costs, confirms, and sends it in fen with a key', async () => {
    logIn(api);
    renderAppAt('/auto-match/detail?productId=7');
    const form = await screen.findByRole('form', { name: '委托下单' }, loading);

    // Nothing typed: the schema's own messages beside the fields, nothing sent.
    await userEvent.clear(within(form).getByLabelText('数量（件）'));
    await userEvent.clear(within(form).getByLabelText('有效期（天）'));
    await userEvent.type(within(form).getByLabelText('有效期（天）'), '31');
    await userEvent.click(within(form).getByRole('button', { name: '下单买入' }));
    expect(await within(form).findByText(automatchMessages.matchEnterPrice)).toBeInTheDocument();
    expect(within(form).getByText(automatchMessages.matchEnterQuantity)).toBeInTheDocument();
    expect(within(form).getByText(automatchMessages.matchEnterDays)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.posts).toEqual([]);

    // What a buy will hold, its fee and what the member has, before anything is confirmed.
    await userEvent.type(within(form).getByLabelText('委托价（元）'), '101.5');
    await userEvent.type(within(form).getByLabelText('数量（件）'), '3');
    await userEvent.clear(within(form).getByLabelText('有效期（天）'));
    await userEvent.type(within(form).getByLabelText('有效期（天）'), '10');
    expect(within(form).getByTestId('match-hold')).toHaveTextContent('将冻结 ¥304.50');
    expect(within(form).getByTestId('match-fee')).toHaveTextContent('服务费 10 金豆');
    expect(form).toHaveTextContent('余额 ¥50,000.00 · 金豆 1,200');
    // A sell holds its units instead.
    await userEvent.click(within(form).getByRole('button', { name: '卖出' }));
    expect(within(form).getByRole('button', { name: '卖出' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByTestId('match-hold')).toHaveTextContent('将挂出 3 件');
    await userEvent.click(within(form).getByRole('button', { name: '买入' }));

    // The confirm dialog repeats them; confirming sends the body in fen with an idempotency key.
    fake.placed = { filled: 2, averagePrice: 10_100_00 };
    await userEvent.click(within(form).getByRole('button', { name: '下单买入' }));
    const dialog = await screen.findByRole('dialog', { name: '确认买入' });
    const terms = within(dialog).getByTestId('match-terms');
    expect(terms).toHaveTextContent('委托价¥101.50');
    expect(terms).toHaveTextContent('将冻结 ¥304.50');
    expect(terms).toHaveTextContent('服务费 10 金豆');
    expect(terms).toHaveTextContent('余额 ¥50,000.00 · 金豆 1,200');
    expect(terms).toHaveTextContent('有效期10 天');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认下单' }));
    await waitFor(() => expect(fake.posts).toHaveLength(1));
    expect(fake.posts[0]).toEqual({
      path: '/api/automatic/pairing/order',
      body: { productId: 7, side: 'buy', price: 10_150, quantity: 3, days: 10 },
      key: expect.stringMatching(/^automatch:place:/),
    });
    expect(await screen.findByTestId('match-outcome', {}, loading)).toHaveTextContent('已成交 2 件，均价 ¥10,100.00，其余 1 件等待撮合');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认买入' })).toBeNull());
    // My orders on this variety read again: the new one is there.
    await waitFor(() => expect(screen.getAllByTestId('my-match-order')).toHaveLength(2));

    // The next order is a new request: a new key; an order that fills nothing waits on the book.
    fake.placed = { filled: 0, averagePrice: null };
    await userEvent.type(within(form).getByLabelText('委托价（元）'), '99');
    await userEvent.click(within(form).getByRole('button', { name: '下单买入' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '确认买入' })).getByRole('button', { name: '确认下单' }));
    await waitFor(() => expect(fake.posts).toHaveLength(2));
    expect(fake.posts[1]!.key).not.toBe(fake.posts[0]!.key);
    expect(await screen.findByTestId('match-outcome', {}, loading)).toHaveTextContent('委托已提交，等待撮合');

    // Another member's order fills it, told live: what was said of it goes, and it leaves my open orders.
    fake.orders = fake.orders.map((o) => (o.id === fake.orders[0]!.id ? { ...o, stage: 'filled', filled: o.quantity } : o));
    await tell({ type: 'automatch.fill', productId: 7, fill: fake.detail.fills[0], time: 1 });
    await waitFor(() => expect(screen.queryByTestId('match-outcome')).toBeNull());
    expect(screen.getAllByTestId('my-match-order')).toHaveLength(2);
  });

  it('says a refusal beside the form and keeps what was typed; the retry is the same request', async () => {
    fake.fee = { feeBeans: 0, beans: 0, balance: 100 };
    fake.placed = { status: 400, msg: messages.insufficientBalance };
    logIn(api);
    renderAppAt('/auto-match/detail?productId=7');
    const form = await screen.findByRole('form', { name: '委托下单' }, loading);
    await userEvent.type(within(form).getByLabelText('委托价（元）'), '100');
    await userEvent.clear(within(form).getByLabelText('数量（件）'));
    await userEvent.type(within(form).getByLabelText('数量（件）'), '2');
    expect(within(form).getByTestId('match-fee')).toHaveTextContent('免费');
    await userEvent.click(within(form).getByRole('button', { name: '下单买入' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '确认买入' })).getByRole('button', { name: '确认下单' }));
    expect(await within(form).findByRole('alert', {}, loading)).toHaveTextContent(messages.insufficientBalance);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认买入' })).toBeNull());
    expect(within(form).getByLabelText('委托价（元）')).toHaveValue('100');
    expect(within(form).getByLabelText('数量（件）')).toHaveValue('2');

    fake.placed = { status: 400, msg: automatchMessages.matchSelfCross };
    await userEvent.click(within(form).getByRole('button', { name: '下单买入' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '确认买入' })).getByRole('button', { name: '确认下单' }));
    expect(await within(form).findByText(automatchMessages.matchSelfCross, {}, loading)).toBeInTheDocument();
    expect(fake.posts).toHaveLength(2);
    expect(fake.posts[1]!.key).toBe(fake.posts[0]!.key);
  });
});
