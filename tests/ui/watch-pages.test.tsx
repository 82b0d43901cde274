import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WatchDetail, WatchTask } from '../../src/api/contracts/watch';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 盯盘 (/person/watch): the member's tasks as cards with their state and switches, the add form checked before it is
 * sent and then posted with its idempotency key, a task stopped through its lifecycle call; /person/watch/{id}: a match
 * confirmed into an order.
 */
const task = (fields: Partial<WatchTask> = {}): WatchTask => ({
  id: 1,
  productId: 7,
  productCode: 'T46',
  productName: '1980年 T46 庚申年猴票',
  exteriorName: '单枚',
  unitsName: '枚',
  side: 'buy',
  price: 1_234_567,
  quantity: 2,
  grade: '上品',
  looseEdition: false,
  smsNotice: true,
  anonymous: false,
  tradeWay: 'online',
  deliveryMethod: 'express',
  endTime: '2026-12-31 00:00:00',
  stage: 'matched',
  matchCount: 1,
  openMatchCount: 1,
  createTime: '2026-11-30 10:00:00',
  ...fields,
});

interface FakeWatch {
  tasks: WatchTask[];
  posts: { path: string; body: unknown; key: string | null }[];
}
const state = (): FakeWatch => ({ tasks: [task()], posts: [] });
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const detailOf = (t: WatchTask): WatchDetail => ({
  task: t,
  matches: [
    {
      id: 9,
      taskId: t.id,
      tradeId: 40,
      publishType: 1,
      publisher: '金陵藏家',
      productName: t.productName,
      exteriorName: '单枚',
      grade: '全品',
      price: 1_200_000,
      matchedPrice: 1_200_000,
      quantity: 2,
      available: t.stage === 'matched',
      state: t.stage === 'confirmed' ? 'taken' : 'open',
      orderId: t.stage === 'confirmed' ? 77 : null,
      createTime: '2026-11-30 11:00:00',
    },
  ],
});

function handlers(s: FakeWatch) {
  const record = async (request: Request) => {
    const text = await request.text();
    s.posts.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : {}, key: request.headers.get('idempotency-key') });
  };
  return [
    http.get('*/api/orderWatching', () => envelope({ list: s.tasks, total: s.tasks.length, pageNo: 1, pageSize: 10 })),
    http.get('*/api/orderWatching/details/:id', ({ params }) => envelope(detailOf(s.tasks.find((t) => t.id === Number(params.id))!))),
    http.get('*/api/search/product/name/page', () => envelope([{ id: 7, name: '1980年 T46 庚申年猴票', exterior: '单枚', unit: '枚', code: 'T46' }])),
    http.post('*/api/orderWatching/add', async ({ request }) => {
      await record(request);
      const added = task({ id: 2, stage: 'active', matchCount: 0, openMatchCount: 0 });
      s.tasks = [added, ...s.tasks];
      return envelope(detailOf(added));
    }),
    http.post('*/api/orderWatching/stop/:id', async ({ request, params }) => {
      await record(request);
      s.tasks = s.tasks.map((t) => (t.id === Number(params.id) ? { ...t, stage: 'stopped' } : t));
      return envelope(detailOf(s.tasks.find((t) => t.id === Number(params.id))!));
    }),
    http.post('*/api/orderWatching/confirm/:matchId', async ({ request }) => {
      await record(request);
      s.tasks = s.tasks.map((t) => ({ ...t, stage: 'confirmed', openMatchCount: 0 }));
      return envelope(detailOf(s.tasks[0]!));
    }),
  ];
}

const { api, state: fake } = useFakeServer(state, handlers);
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };

it('/person/watch: lists my tasks, checks the add form before sending, adds with a key and stops a task', async () => {
  renderAppAt('/person/watch');
  const card = await screen.findByTestId('watch-task', {}, loading);
  expect(card).toHaveTextContent('1980年 T46 庚申年猴票（单枚）');
  expect(card).toHaveTextContent('出售价不高于 ¥12,345.67/枚');
  expect(card).toHaveTextContent('已匹配');
  expect(within(card).getByRole('button', { name: '短信通知：开' })).toHaveAttribute('aria-pressed', 'true');

  const form = screen.getByRole('form', { name: '添加盯盘' });
  await userEvent.click(within(form).getByRole('button', { name: '添加盯盘' }));
  expect(await within(form).findByText(messages.watchEnterPrice)).toBeInTheDocument();
  expect(fake.posts).toEqual([]);

  await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: '品种' }), '7');
  await userEvent.type(within(form).getByLabelText('最高单价（元）'), '88.5');
  await userEvent.click(within(form).getByRole('button', { name: '添加盯盘' }));
  expect(await screen.findByText(messages.watchAdded, {}, loading)).toBeInTheDocument();
  expect(fake.posts[0]).toMatchObject({ path: '/api/orderWatching/add', body: { productId: 7, side: 'buy', price: 8_850, quantity: 1, grade: '全品' }, key: expect.stringMatching(/^watch:add:/) });
  await waitFor(() => expect(screen.getAllByTestId('watch-task')).toHaveLength(2));

  const matched = screen.getAllByTestId('watch-task')[1]!;
  await userEvent.click(within(matched).getByRole('button', { name: '停止盯盘' }));
  await userEvent.click(await screen.findByRole('button', { name: '确定停止' }));
  await waitFor(() => expect(fake.posts.at(-1)).toMatchObject({ path: '/api/orderWatching/stop/1', key: expect.any(String) }));
  await waitFor(() => expect(within(screen.getAllByTestId('watch-task')[1]!).getByRole('button', { name: '删除' })).toBeInTheDocument());
});

it('/person/watch/{id}: confirms a match into an order', async () => {
  renderAppAt('/person/watch/1');
  const match = await screen.findByTestId('watch-match', {}, loading);
  expect(match).toHaveTextContent('出售 · 金陵藏家');
  expect(match).toHaveTextContent('单价 ¥12,000.00');
  await userEvent.click(within(match).getByRole('button', { name: '确认成交' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('按单价 ¥12,000.00 成交 2 件');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认成交' }));
  await waitFor(() => expect(fake.posts.at(-1)).toMatchObject({ path: '/api/orderWatching/confirm/9', body: { matchId: 9 } }));
  expect(await screen.findByRole('link', { name: '查看订单' }, loading)).toBeInTheDocument();
});
