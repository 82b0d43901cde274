import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ImmediateQuotes, RoomMessage, VarietyDay } from '../../src/api/contracts/quotes';
import { messages } from '../../src/api/contracts/messages';

/*
 * /quotes with MSW and a fake live module: the day's board by 专区, a tick merged and its row marked, sorting by
 * change %, the connection state and the catch-up after the socket came back, and the room's chat.
 */

// The live socket faked (tests/ui/fake-live.tsx): what the page follows, and events told to it as the socket would.
vi.mock('../../src/features/live', () => import('./fake-live').then((m) => m.fakeLiveModule));
// The app imported afresh after the mock above (UI files share their worker's modules: tests/unit/shared-modules.test.ts).
vi.resetModules();
const { toaster } = await import('../../src/features/shared/toast-list');
const { useFakeServer } = await import('./fake-server');
const { logIn, renderAppAt } = await import('./render-app');
const { followedChannels: followed, tellLive: tell } = await import('./fake-live');
afterAll(() => {
  vi.doUnmock('../../src/features/live');
  vi.resetModules();
});

const row = (fields: Partial<VarietyDay> & Pick<VarietyDay, 'productId' | 'productName' | 'lastPrice'>): VarietyDay => ({
  productCode: `T${fields.productId}`,
  exteriorName: '单枚',
  unitsName: '枚',
  grade: '全品',
  categoryId: 2,
  categoryName: '纪特邮票',
  previousClose: null,
  change: null,
  changeBasisPoints: null,
  highPrice: fields.lastPrice,
  lowPrice: fields.lastPrice,
  deals: 1,
  quantity: 1,
  lastTime: '2026-11-22 10:00:00',
  ...fields,
});
const rooster = row({ productId: 4, productCode: 'T58', productName: '辛酉年鸡票', lastPrice: 110_01, previousClose: 100_00, change: 10_01, changeBasisPoints: 1001, highPrice: 120_00, lowPrice: 90_50, deals: 3, quantity: 6, lastTime: '2026-11-22 10:02:00' });
const monkey = row({ productId: 9, productCode: 'T46', productName: '庚申年猴票', lastPrice: 9_000_00, previousClose: 9_500_00, change: -500_00, changeBasisPoints: -526, lastTime: '2026-11-22 09:30:00', categoryId: 3, categoryName: '生肖邮票' });

interface FakeQuotes {
  day: ImmediateQuotes;
  /** The currentTimestamp and categoryId of every /api/immediateQuotes call. */
  asked: Array<{ currentTimestamp: string | null; categoryId: string | null }>;
  /** What a call with currentTimestamp answers. */
  since: VarietyDay[];
  room: RoomMessage[];
  posts: unknown[];
}
const state = (): FakeQuotes => ({
  day: { tradingDay: '2026-11-22', at: 1_000, quotes: [rooster, monkey] },
  asked: [],
  since: [],
  room: [{ id: 1, userName: '老周邮票', content: '猴票又跌了', time: '2026-11-22 09:31:00' }],
  posts: [],
});
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

function handlers(s: FakeQuotes) {
  return [
    http.get('*/api/immediateQuotes', ({ request }) => {
      const url = new URL(request.url);
      const currentTimestamp = url.searchParams.get('currentTimestamp');
      const categoryId = url.searchParams.get('categoryId');
      s.asked.push({ currentTimestamp, categoryId });
      const rows = currentTimestamp ? s.since : s.day.quotes;
      return envelope({ ...s.day, at: currentTimestamp ? 2_000 : s.day.at, quotes: rows.filter((q) => !categoryId || q.categoryId === Number(categoryId)) });
    }),
    http.get('*/api/anon/product/specialArea', () =>
      envelope([
        { id: 2, name: '纪特邮票', varietyCount: 1, years: [], varieties: [] },
        { id: 3, name: '生肖邮票', varietyCount: 1, years: [], varieties: [] },
      ]),
    ),
    http.get('*/api/quotes/room/messages', () => envelope(s.room)),
    http.post('*/api/quotes/room/send', async ({ request }) => {
      const body = (await request.json()) as { content: string };
      s.posts.push(body);
      const message = { id: 2, userName: '测试会员', content: body.content, time: '2026-11-22 10:05:00' };
      s.room = [...s.room, message];
      return HttpResponse.json({ code: 200, msg: messages.roomMessageSent, data: message });
    }),
  ];
}

const { api, state: fake } = useFakeServer(state, handlers);
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };
const table = () => screen.getByTestId('quotes-table');
const tableRows = () => within(table()).getAllByTestId('quote-row');

it('shows the day’s board, live: a tick merged and marked, sorted by change %, caught up after the socket came back', async () => {
  renderAppAt('/quotes');
  await waitFor(() => expect(screen.getAllByTestId('quote-row')).toHaveLength(2), loading);
  expect(screen.getByRole('heading', { name: '2026年11月22日 行情' })).toBeInTheDocument();
  await waitFor(() => expect(followed()).toEqual(new Set(['quotes', 'room:quotes'])));
  expect(screen.getByTestId('live-state')).toHaveTextContent('连接中…');

  // Exact to the fen, red up and green down (and the arrow says it without colour).
  const first = tableRows()[0]!;
  const second = tableRows()[1]!;
  expect(first).toHaveTextContent('T58');
  expect(first).toHaveTextContent('¥110.01');
  expect(first).toHaveTextContent('▲ +¥100.10'.replace('100.10', '10.01'));
  expect(first).toHaveTextContent('+10.01%');
  expect(first).toHaveTextContent('¥100.00');
  expect(first).toHaveTextContent('¥90.50');
  expect(second).toHaveTextContent('¥9,000.00');
  expect(second).toHaveTextContent('-5.26%');
  expect(within(second).getByText('▼ -5.26%')).toHaveAttribute('data-direction', 'down');

  // Sorted by change %: lowest first on the second press, back to the newest deal on the third.
  const sort = within(table()).getByRole('button', { name: /^涨跌幅/ });
  await userEvent.click(sort);
  expect(tableRows()[0]).toHaveTextContent('T58');
  await userEvent.click(within(table()).getByRole('button', { name: /^涨跌幅/ }));
  expect(tableRows()[0]).toHaveTextContent('T46');
  await userEvent.click(within(table()).getByRole('button', { name: /^涨跌幅/ }));

  // Subscribed: live; a tick replaces its row, adds a new one, and marks them.
  await tell({ type: 'live.subscribed', channel: 'quotes' });
  expect(screen.getByTestId('live-state')).toHaveTextContent('实时');
  const stag = row({ productId: 12, productCode: 'T12', productName: '鹿票', lastPrice: 50_00, lastTime: '2026-11-22 10:06:00' });
  await tell({ type: 'quotes.tick', tradingDay: '2026-11-22', at: 3_000, quotes: [{ ...rooster, lastPrice: 130_00, change: 30_00, changeBasisPoints: 3000, lastTime: '2026-11-22 10:05:00' }, stag] });
  await waitFor(() => expect(tableRows()).toHaveLength(3));
  expect(tableRows()[0]).toHaveTextContent('鹿票');
  expect(tableRows()[1]).toHaveTextContent('¥130.00');
  expect(tableRows()[0]).toHaveAttribute('data-flash', 'true');
  expect(tableRows()[2]).not.toHaveAttribute('data-flash');
  await waitFor(() => expect(tableRows()[0]).not.toHaveAttribute('data-flash'), { timeout: 4000 });

  // The socket dropped and came back: it asks what changed since the board's last `at`.
  await tell({ type: 'live.closed' });
  expect(screen.getByTestId('live-state')).toHaveTextContent('重新连接中…');
  fake.since = [{ ...monkey, lastPrice: 9_100_00, change: -400_00, changeBasisPoints: -421, lastTime: '2026-11-22 10:10:00' }];
  await tell({ type: 'live.subscribed', channel: 'quotes' });
  await waitFor(() => expect(tableRows()[0]).toHaveTextContent('¥9,100.00'));
  expect(fake.asked.at(-1)).toEqual({ currentTimestamp: '3000', categoryId: null });
  expect(screen.getByTestId('live-state')).toHaveTextContent('实时');
});

it('shows one 专区 by its tab, asking the server for it; a tick of another 专区 leaves the board as it was', async () => {
  renderAppAt('/quotes');
  await waitFor(() => expect(screen.getAllByTestId('quote-row')).toHaveLength(2), loading);
  await userEvent.click(await screen.findByRole('tab', { name: '生肖邮票' }));
  await waitFor(() => expect(tableRows()).toHaveLength(1));
  expect(tableRows()[0]).toHaveTextContent('T46');
  expect(fake.asked.at(-1)).toEqual({ currentTimestamp: null, categoryId: '3' });
  await tell({ type: 'quotes.tick', tradingDay: '2026-11-22', at: 3_000, quotes: [{ ...rooster, lastPrice: 131_00 }] });
  expect(tableRows()).toHaveLength(1);
  expect(screen.queryByText('¥131.00')).not.toBeInTheDocument();
});

it('the room: a visitor reads and is offered to log in; a member talks with Ctrl+Enter; messages told live join once', async () => {
  const first = renderAppAt('/quotes');
  const log = await screen.findByRole('log', { name: '聊天记录' }, loading);
  expect(await within(log).findByText('猴票又跌了', {}, loading)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '登录后发言' })).toBeInTheDocument();
  // Stored first, then told (twice, as a reconnect may): shown once.
  const said = { id: 5, userName: '金陵藏家', content: '鸡票看涨', time: '2026-11-22 10:07:00' };
  fake.room = [...fake.room, said];
  await tell({ type: 'room.message', message: said });
  await tell({ type: 'room.message', message: said });
  await waitFor(() => expect(within(log).getAllByText('鸡票看涨')).toHaveLength(1));
  first.unmount();

  logIn(api);
  renderAppAt('/quotes');
  const box = await screen.findByRole('textbox', { name: '发言' }, loading);
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.roomMessageEmpty);
  expect(fake.posts).toEqual([]);
  await userEvent.type(box, '今天成交不错{Control>}{Enter}{/Control}');
  await waitFor(() => expect(fake.posts).toEqual([{ content: '今天成交不错' }]));
  const log2 = screen.getByRole('log', { name: '聊天记录' });
  expect(await within(log2).findByText('今天成交不错')).toBeInTheDocument();
  expect(box).toHaveValue('');
  // The same message told live afterwards is shown once.
  await tell({ type: 'room.message', message: { id: 2, userName: '测试会员', content: '今天成交不错', time: '2026-11-22 10:05:00' } });
  expect(within(log2).getAllByText('今天成交不错')).toHaveLength(1);
});
