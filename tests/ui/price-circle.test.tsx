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
  { time: '2026-11-20 09:00:00', price: 14_000, quantity: 1 },
  { time: '2026-11-21 09:00:00', price: 15_500, quantity: 2 },
  { time: '2026-11-22 09:00:00', price: 15_000, quantity: 1 },
];

describe('the price chart', () => {
  it('draws one point per deal, oldest left, the highest price highest', () => {
    renderWithProviders(<PriceChart deals={deals} />);
    const chart = screen.getByRole('img', { name: '最近 3 笔成交价走势，最低 ¥140.00，最高 ¥155.00' });
    const points = within(chart as unknown as HTMLElement).getAllByTestId('price-point');
    expect(points).toHaveLength(3);
    const x = points.map((p) => Number(p.getAttribute('cx')));
    const y = points.map((p) => Number(p.getAttribute('cy')));
    expect(x[0]).toBeLessThan(x[1]!);
    expect(x[1]).toBeLessThan(x[2]!);
    // SVG y grows downwards: the dearest deal (the second) is drawn highest, the cheapest lowest.
    expect(Math.min(...y)).toBe(y[1]);
    expect(Math.max(...y)).toBe(y[0]);
    expect(chart.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3);
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
