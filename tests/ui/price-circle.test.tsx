import { screen, within } from '@testing-library/react';
import { PriceChart } from '../../src/features/market/price-chart';
import { useFakeServer } from './fake-server';
import { callsTo, fakeTradeApiHandlers, fakeTradeApiState, listing } from './fake-trade-api';
import { renderWithProviders } from './render';
import { renderAppAt } from './render-app';

/** A product's price circle: best bid and ask, the deal-price chart, its latest deals and its open offers. */
const { state: tradeApi } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);

const loading = { timeout: 8000 };
const deals = [
  { time: '2026-11-20 09:00:00', price: 14_000, quantity: 1, grade: '全品' as const },
  { time: '2026-11-21 09:00:00', price: 15_500, quantity: 2, grade: '全品' as const },
  { time: '2026-11-22 09:00:00', price: 15_000, quantity: 1, grade: '全品' as const },
];

/** Where each point's mark stands (its centre, whatever its shape), in drawing order. */
const placed = (points: HTMLElement[]) => points.map((p) => ({ x: Number(p.getAttribute('data-x')), y: Number(p.getAttribute('data-y')) }));

describe('the price chart', () => {
  it('draws one point per deal, oldest left, the highest price highest', () => {
    renderWithProviders(<PriceChart deals={deals} />);
    const chart = screen.getByRole('img', { name: '最近 3 笔成交价走势，按品相分：全品 3 笔，¥140.00 至 ¥155.00' });
    const points = within(chart as unknown as HTMLElement).getAllByTestId('price-point');
    expect(points).toHaveLength(3);
    const [a, b, c] = placed(points);
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.x).toBeLessThan(c!.x);
    // SVG y grows downwards: the dearest deal (the second) is drawn highest, the cheapest lowest.
    expect(Math.min(a!.y, b!.y, c!.y)).toBe(b!.y);
    expect(Math.max(a!.y, b!.y, c!.y)).toBe(a!.y);
    expect(chart.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3);
  });

  it('draws one line per grade, placed by time, with a legend naming each grade and its deals', () => {
    // 全品 near ¥11,000 and 中品 near ¥7,000, alternating in time: one line through all four was a zig-zag.
    const mixed = [
      { time: '2026-11-01 10:00:00', price: 1_135_900, quantity: 1, grade: '全品' as const },
      { time: '2026-11-02 10:00:00', price: 706_600, quantity: 1, grade: '中品' as const },
      { time: '2026-11-03 10:00:00', price: 1_190_600, quantity: 1, grade: '全品' as const },
      { time: '2026-11-05 10:00:00', price: 725_800, quantity: 1, grade: '中品' as const },
    ];
    renderWithProviders(<PriceChart deals={mixed} />);
    const legend = screen.getByRole('list', { name: '图例' });
    expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['全品（2 笔）', '中品（2 笔）']);
    const chart = screen.getByRole('img', { name: /全品 2 笔，¥11,359.00 至 ¥11,906.00；中品 2 笔，¥7,066.00 至 ¥7,258.00/ });
    const lines = within(chart as unknown as HTMLElement).getAllByTestId('price-series');
    expect(lines.map((l) => l.getAttribute('data-grade'))).toEqual(['全品', '中品']);
    for (const line of lines) expect(line.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(2);
    // Placed by time: the 中品 deal of the 5th is right of the 全品 deal of the 3rd, and every 全品 point above every 中品 one.
    const full = placed(within(lines[0]!).getAllByTestId('price-point'));
    const middle = placed(within(lines[1]!).getAllByTestId('price-point'));
    expect(middle[1]!.x).toBeGreaterThan(full[1]!.x);
    expect(Math.max(...full.map((p) => p.y))).toBeLessThan(Math.min(...middle.map((p) => p.y)));
  });

  it('draws a single deal as one point, and no deal as text', () => {
    const { unmount } = renderWithProviders(<PriceChart deals={deals.slice(0, 1)} />);
    expect(screen.getAllByTestId('price-point')).toHaveLength(1);
    unmount();
    renderWithProviders(<PriceChart deals={[]} />);
    expect(screen.queryByTestId('price-point')).toBeNull();
    expect(screen.getByText('暂无成交')).toBeInTheDocument();
  });
});

it('/trade/price-circle/{id} shows the product’s quotes, chart, latest deals and open offers', async () => {
  tradeApi.priceCircle = { ...tradeApi.priceCircle, bestBid: 14_000, bestAsk: null, deals };
  tradeApi.listings = [listing(5)];
  renderAppAt('/trade/price-circle/58');
  const circle = await screen.findByTestId('price-circle', {}, loading);
  expect(within(circle).getByText('1981年 T58 辛酉年鸡票')).toBeInTheDocument();
  expect(within(circle).getByTestId('best-bid')).toHaveTextContent('¥140.00');
  expect(within(circle).getByTestId('best-ask')).toHaveTextContent('暂无');
  expect(within(circle).getAllByTestId('price-point')).toHaveLength(3);
  await screen.findAllByTestId('listing-row');
  expect(callsTo(tradeApi, '/api/anon/trade/priceCircle/58')).toHaveLength(1);
  expect(callsTo(tradeApi, '/api/order/whole/list').at(-1)!.body).toEqual({ productId: 58 });
  expect(callsTo(tradeApi, '/api/trade/whole/list').at(-1)!.body).toEqual({ keyword: '', productId: 58, state: 'open' });
});

it('/trade/homepage/{id} shows the member’s card and their open offers', async () => {
  tradeApi.listings = [listing(5)];
  renderAppAt('/trade/homepage/3');
  const card = await screen.findByTestId('trader-card', {}, loading);
  expect(card).toHaveTextContent('金陵藏家');
  expect(card).toHaveTextContent('商户认证');
  expect(card).toHaveTextContent('成交：1.23万 笔');
  expect(card).toHaveTextContent('好评 8中评 1差评 1好评率 80%');
  expect(card).toHaveTextContent('注册时间：2025-03-01');
  await screen.findAllByTestId('listing-row');
  expect(callsTo(tradeApi, '/api/trade/whole/list').at(-1)!.body).toEqual({ keyword: '', publisherId: 3, state: 'open' });
});

it('shows the server’s message when a member’s homepage is not found', async () => {
  tradeApi.fail.set('/api/anon/trade/homepage/99', '请求的资源不存在');
  renderAppAt('/trade/homepage/99');
  expect(await screen.findByText('请求的资源不存在', { selector: 'p' }, loading)).toBeInTheDocument();
});
