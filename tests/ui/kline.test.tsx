import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Candle, CandleInterval, MatchFill } from '../../src/api/contracts/automatch';
import type { FormMarket, PriceLine, VarietyDetail } from '../../src/api/contracts/catalogue';

/*
 * The K-line (issue 28) with MSW, a fake live module and a fake lightweight-charts that keeps what each series was
 * given (the test seam: jsdom has no canvas): /kline reads the candles of the interval in its URL, a switch asks for the
 * other interval, a variety without fills says so without loading the chart, a fill told live changes the last candle
 * (series.update) or appends one, and the catalogue's variety page carries the chart in a card of its own.
 */

/** A fake series: setData replaces its bars, update replaces the last or appends, and refuses an older bar as the library does. */
interface FakeSeries {
  kind: string;
  options: Record<string, unknown>;
  bars: Array<{ time: number; [field: string]: unknown }>;
  updates: Array<{ time: number; [field: string]: unknown }>;
  setDataCalls: number;
}
const charts = vi.hoisted(() => ({
  created: [] as Array<{ options: Record<string, unknown>; series: FakeSeries[]; removed: boolean; view?: { from: number; to: number } }>,
}));
vi.mock('lightweight-charts', () => {
  const series = (kind: string, options: Record<string, unknown>): FakeSeries & Record<string, unknown> => {
    const s: FakeSeries & Record<string, unknown> = {
      kind,
      options,
      bars: [],
      updates: [],
      setDataCalls: 0,
      setData(bars: FakeSeries['bars']) {
        s.bars = [...bars];
        s.setDataCalls += 1;
      },
      update(bar: FakeSeries['bars'][number]) {
        const last = s.bars.at(-1);
        if (last && bar.time < last.time) throw new Error('Cannot update oldest data');
        s.bars = last && last.time === bar.time ? [...s.bars.slice(0, -1), bar] : [...s.bars, bar];
        s.updates.push(bar);
      },
      priceScale: () => ({ applyOptions() {} }),
    };
    return s;
  };
  return {
    ColorType: { Solid: 'solid' },
    CandlestickSeries: { kind: 'candles' },
    HistogramSeries: { kind: 'volume' },
    createChart: (_container: HTMLElement, options: Record<string, unknown>) => {
      const chart: (typeof charts.created)[number] = { options, series: [], removed: false };
      charts.created.push(chart);
      return {
        addSeries: (definition: { kind: string }, seriesOptions: Record<string, unknown>) => {
          const added = series(definition.kind, seriesOptions);
          chart.series.push(added);
          return added;
        },
        timeScale: () => ({ setVisibleLogicalRange: (range: { from: number; to: number }) => void (chart.view = range) }),
        remove: () => void (chart.removed = true),
      };
    },
  };
});

vi.mock('../../src/features/live', () => import('./fake-live').then((m) => m.fakeLiveModule));
// The app imported afresh after the mocks above (UI files share their worker's modules: tests/unit/shared-modules.test.ts).
vi.resetModules();
const { followedChannels: followed, tellLive: tell } = await import('./fake-live');
const { useFakeServer } = await import('./fake-server');
const { logIn, renderAppAt } = await import('./render-app');
afterAll(() => {
  vi.doUnmock('../../src/features/live');
  vi.doUnmock('lightweight-charts');
  vi.resetModules();
});

/** Epoch seconds of a China wall-clock time, and the chart's time of it (the same digits read as UTC). */
const china = (wallClock: string) => Date.parse(`${wallClock}+08:00`) / 1000;
const drawnAt = (wallClock: string) => Date.parse(`${wallClock}Z`) / 1000;

const candle = (wallClock: string, open: number, high: number, low: number, close: number, volume: number): Candle => ({ time: china(wallClock), open, high, low, close, volume });

/** The candles the server has per interval, and every kLineGraph call's query. */
interface FakeKline {
  candles: Partial<Record<CandleInterval, Candle[]>>;
  asked: Array<{ productId: string | null; interval: string | null }>;
}
const days = [candle('2027-03-01T00:00:00', 100_00, 120_00, 90_00, 110_00, 5), candle('2027-03-02T00:00:00', 110_00, 115_00, 105_00, 112_00, 3)];
const hours = [candle('2027-03-02T09:00:00', 110_00, 111_00, 109_00, 111_00, 1), candle('2027-03-02T10:00:00', 111_00, 115_00, 105_00, 105_00, 2)];

const variety: VarietyDetail = {
  code: 'T46',
  name: '庚申年猴票',
  year: 1980,
  issuedOn: '1980-02-15',
  categoryId: 2,
  categoryName: '生肖邮票',
  description: '',
  imageUrl: null,
  pieces: [],
  faceValue: 8,
  forms: [
    { productId: 44, exterior: '单枚', unit: '枚' },
    { productId: 45, exterior: '四方连', unit: '套' },
  ],
};
const market = (productId: number): FormMarket => ({ productId, exterior: '单枚', unit: '枚', quotes: [], sell: [], buy: [], sellTotal: 0, buyTotal: 0, deals: [] });
const line = (productId: number): PriceLine => ({ productId, grade: null, from: '2027-01-01', to: '2027-03-02', points: [] });

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const { api, state: fake } = useFakeServer(
  (): FakeKline => ({ candles: { '1d': days, '1h': hours }, asked: [] }),
  (s) => [
    http.get('*/api/automatic/pairing/kLineGraph', ({ request }) => {
      const query = new URL(request.url).searchParams;
      s.asked.push({ productId: query.get('productId'), interval: query.get('interval') });
      const interval = (query.get('interval') ?? '1d') as CandleInterval;
      return envelope({ interval, candles: query.get('productId') === '44' ? (s.candles[interval] ?? []) : [] });
    }),
    http.get('*/api/anon/product/details/:id', () => envelope(variety)),
    http.get('*/api/anon/product/market/:id', ({ params }) => envelope(market(Number(params.id)))),
    http.get('*/api/anon/product/priceLine/:id', ({ params }) => envelope(line(Number(params.id)))),
  ],
);
beforeEach(() => {
  charts.created.length = 0;
});

const loading = { timeout: 8000 };
/** The newest chart's candle series and volume series. */
const drawn = () => {
  const chart = charts.created.at(-1)!;
  return { chart, prices: chart.series.find((s) => s.kind === 'candles')!, volumes: chart.series.find((s) => s.kind === 'volume')! };
};
const fill = (price: number, quantity: number, wallClock: string, productId = 44) =>
  tell({
    type: 'automatch.fill',
    productId,
    fill: { id: 1, price, quantity, takerSide: 'buy', createTime: wallClock.replace('T', ' ') } satisfies MatchFill,
    time: china(wallClock),
  });

describe('/kline', () => {
  it('draws the day candles in China time with their volumes, red up and green down, prices in fen written in yuan', async () => {
    renderAppAt('/kline?productId=44');
    await waitFor(() => expect(charts.created).toHaveLength(1), loading);
    expect(fake.asked).toEqual([{ productId: '44', interval: '1d' }]);
    expect(await screen.findByRole('heading', { name: '庚申年猴票' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '日K', selected: true })).toBeInTheDocument();
    // No header on this page of its own.
    expect(screen.queryByRole('banner')).toBeNull();

    const { chart, prices, volumes } = drawn();
    await waitFor(() => expect(prices.bars).toHaveLength(2));
    expect(prices.bars).toEqual([
      { time: drawnAt('2027-03-01T00:00:00'), open: 100_00, high: 120_00, low: 90_00, close: 110_00 },
      { time: drawnAt('2027-03-02T00:00:00'), open: 110_00, high: 115_00, low: 105_00, close: 112_00 },
    ]);
    expect(volumes.bars.map((bar) => [bar.value, bar.color])).toEqual([
      [5, '#eb5454'],
      [3, '#eb5454'],
    ]);
    expect(prices.options).toMatchObject({ upColor: '#eb5454', downColor: '#47b262', wickUpColor: '#eb5454', wickDownColor: '#47b262' });
    const format = prices.options.priceFormat as { formatter: (fen: number) => string };
    expect(format.formatter(123_450)).toBe('1,234.50');
    expect(chart.options).toMatchObject({ timeScale: { timeVisible: false } });
    // Two candles open at a readable width: the newest at the right of 30 places, room for two more after them.
    expect(chart.view).toEqual({ from: -28, to: 3 });
    const legend = screen.getByTestId('kline-legend');
    expect(legend).toHaveTextContent('2027-03-02');
    expect(legend).toHaveTextContent('开 ¥110.00高 ¥115.00低 ¥105.00收 ¥112.00量 3');
    expect(within(legend).getByText('▲ +¥2.00 +1.81%')).toHaveAttribute('data-direction', 'up');
    expect(screen.getByRole('figure', { name: '日K K线图，共 2 根K线' })).toBeInTheDocument();
  });

  it('reads the interval in its URL, and a switch asks for the other interval and draws it with hours', async () => {
    const { router } = renderAppAt('/kline?productId=44&interval=5m');
    expect(await screen.findByText('暂无成交，K线将在首笔成交后出现', {}, loading)).toBeInTheDocument();
    expect(fake.asked).toEqual([{ productId: '44', interval: '5m' }]);
    expect(screen.getByRole('tab', { name: '5分', selected: true })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '1小时' }));
    await waitFor(() => expect(fake.asked.at(-1)).toEqual({ productId: '44', interval: '1h' }));
    expect(router.state.location.search).toEqual({ productId: 44, interval: '1h' });
    await waitFor(() => expect(charts.created).toHaveLength(1), loading);
    const { chart, prices, volumes } = drawn();
    await waitFor(() => expect(prices.bars.map((bar) => bar.time)).toEqual([drawnAt('2027-03-02T09:00:00'), drawnAt('2027-03-02T10:00:00')]));
    expect(chart.options).toMatchObject({ timeScale: { timeVisible: true } });
    expect(volumes.bars.map((bar) => bar.color)).toEqual(['#eb5454', '#47b262']);
    expect(screen.getByTestId('kline-legend')).toHaveTextContent('2027-03-02 10:00');

    // Back to 日K: the default leaves the URL, and the day candles are asked for.
    await userEvent.click(screen.getByRole('tab', { name: '日K' }));
    await waitFor(() => expect(fake.asked.at(-1)).toEqual({ productId: '44', interval: '1d' }));
    expect(router.state.location.search).toEqual({ productId: 44 });
  });

  it('says a variety without fills has no K-line yet, loading no chart; its first fill told live draws the first candle', async () => {
    renderAppAt('/kline?productId=7');
    expect(await screen.findByText('暂无成交，K线将在首笔成交后出现', {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(followed()).toEqual(new Set(['automatch:7'])));
    expect(charts.created).toEqual([]);

    await fill(50_00, 2, '2027-03-03T09:15:00', 7);
    await waitFor(() => expect(charts.created).toHaveLength(1), loading);
    await waitFor(() => expect(drawn().prices.bars).toEqual([{ time: drawnAt('2027-03-03T00:00:00'), open: 50_00, high: 50_00, low: 50_00, close: 50_00 }]));
    expect(screen.queryByText('暂无成交，K线将在首笔成交后出现')).toBeNull();
  });

  it('a fill told live updates the last candle; one after China midnight appends a candle; another variety’s changes nothing', async () => {
    renderAppAt('/kline?productId=44');
    await waitFor(() => expect(charts.created).toHaveLength(1), loading);
    const { prices, volumes } = drawn();
    await waitFor(() => expect(prices.bars).toHaveLength(2));
    await waitFor(() => expect(followed()).toEqual(new Set(['automatch:44'])));

    await fill(130_00, 2, '2027-03-02T23:59:30');
    await waitFor(() => expect(prices.updates).toHaveLength(1));
    expect(prices.updates[0]).toEqual({ time: drawnAt('2027-03-02T00:00:00'), open: 110_00, high: 130_00, low: 105_00, close: 130_00 });
    expect(volumes.updates[0]).toMatchObject({ time: drawnAt('2027-03-02T00:00:00'), value: 5 });
    expect(prices.setDataCalls).toBe(1);
    expect(screen.getByTestId('kline-legend')).toHaveTextContent('收 ¥130.00量 5');

    await fill(99_00, 1, '2027-03-03T00:00:10');
    await waitFor(() => expect(prices.updates).toHaveLength(2));
    expect(prices.bars.map((bar) => bar.time)).toEqual([drawnAt('2027-03-01T00:00:00'), drawnAt('2027-03-02T00:00:00'), drawnAt('2027-03-03T00:00:00')]);
    expect(prices.bars.at(-1)).toEqual({ time: drawnAt('2027-03-03T00:00:00'), open: 99_00, high: 99_00, low: 99_00, close: 99_00 });
    expect(volumes.bars.at(-1)).toMatchObject({ value: 1, color: '#eb5454' });
    expect(prices.setDataCalls).toBe(1);
    expect(within(screen.getByTestId('kline-legend')).getByText('▼ -¥31.00 -23.84%')).toBeInTheDocument();

    await fill(1_00, 9, '2027-03-03T00:01:00', 45);
    expect(prices.updates).toHaveLength(2);
    // The fills are not asked for again: the chart took them as told.
    expect(fake.asked).toEqual([{ productId: '44', interval: '1d' }]);
  });

  it('asks for the shown candles again when its channel is followed again after the socket came back', async () => {
    renderAppAt('/kline?productId=44');
    await waitFor(() => expect(charts.created).toHaveLength(1), loading);
    await waitFor(() => expect(drawn().prices.bars).toHaveLength(2));
    fake.candles['1d'] = [...days.slice(0, 1), candle('2027-03-02T00:00:00', 110_00, 140_00, 105_00, 140_00, 9)];
    await tell({ type: 'live.subscribed', channel: 'automatch:45' });
    expect(fake.asked).toHaveLength(1);
    await tell({ type: 'live.subscribed', channel: 'automatch:44' });
    await waitFor(() => expect(drawn().prices.bars.at(-1)).toMatchObject({ high: 140_00, close: 140_00 }));
    expect(fake.asked).toHaveLength(2);
  });

  it('without a variety says where to open it from, and asks for nothing; the URL keeps only what applied', async () => {
    const { router } = renderAppAt('/kline?productId=abc&interval=1d');
    expect(await screen.findByText('没有指定品种：请从自动撮合或品种页打开K线图。', {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('link', { name: '去自动撮合' })).toHaveAttribute('href', '/auto-match');
    expect(fake.asked).toEqual([]);
  });
});

describe('the catalogue’s variety page', () => {
  it('shows the chosen form’s auto-match K-line in its own card, with the way to its book', async () => {
    logIn(api);
    renderAppAt('/products/details/44');
    const card = await screen.findByRole('region', { name: '自动撮合K线' }, loading);
    expect(within(card).getByRole('link', { name: '去自动撮合' })).toHaveAttribute('href', '/auto-match/detail?productId=44');
    await waitFor(() => expect(fake.asked).toEqual([{ productId: '44', interval: '1d' }]), loading);
    await waitFor(() => expect(within(card).getByTestId('kline-legend')).toHaveTextContent('收 ¥112.00'), loading);

    await userEvent.click(screen.getByRole('tab', { name: '四方连' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '自动撮合K线' })).getByRole('link', { name: '去自动撮合' })).toHaveAttribute('href', '/auto-match/detail?productId=45'));
    expect(await within(screen.getByRole('region', { name: '自动撮合K线' })).findByText('暂无成交，K线将在首笔成交后出现')).toBeInTheDocument();
    expect(fake.asked.at(-1)).toEqual({ productId: '45', interval: '1d' });
  });
});
