import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BlockTradeDetail } from '../../src/api/contracts/block-trades';
import { blockTradeMessages } from '../../src/api/contracts/block-trade-messages';
import { messages } from '../../src/api/contracts/messages';
import { chinaToday, shiftChinaDay } from '../../src/features/shared/format';
import { toaster } from '../../src/features/shared/toast-list';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 大宗交易 for the member and staff (issue 29): /person/trade (my applications by stage, 撤回 through the one action
 * machine, the application form refusing what the contract refuses with nothing sent and applying once with its
 * idempotency key), /person/trade/{id} with its 流程, and staff's /staff/block-trades queue and review (上架, 驳回 with
 * a reason). The public list and its dialog are in block-trades.test.tsx.
 */
interface Post {
  path: string;
  body: unknown;
  key: string | null;
}
interface Fake {
  mine: BlockTradeDetail[];
  staff: boolean;
  posts: Post[];
  queries: URLSearchParams[];
  chatWith: number[];
}

const submitted: BlockTradeDetail = {
  id: 41,
  tradeType: 1,
  productName: '1993年 癸酉年鸡票',
  categoryName: '编年邮票',
  exteriorName: '单枚',
  quantity: 5_000,
  priceRange: '¥3.00 - ¥3.60 / 枚',
  expiryDate: '2026-12-22',
  phone: '13800000001',
  publisher: '集邮新人',
  publisherId: 1,
  createTime: '2026-11-22 10:00:00',
  productId: 9,
  priceMin: 300,
  priceMax: 360,
  remark: '整件原封',
  stage: 'submitted',
  stateValue: 'submitted',
  context: { rejectReason: null },
  stateName: '待审核',
  rejectReason: null,
  updateTime: '2026-11-22 10:00:00',
  own: true,
  events: [{ step: 1, id: 1, time: '2026-11-22 10:00:00', at: 0, role: 'member', actor: '集邮新人', event: 'blockTrade.submit', from: 'draft', to: 'submitted', payload: {} }],
  replayMatches: true,
};
const moved = (item: BlockTradeDetail, stage: 'listed' | 'rejected' | 'withdrawn', stateName: string, extra: Partial<BlockTradeDetail> = {}): BlockTradeDetail => ({
  ...item,
  stage,
  stateValue: stage,
  stateName,
  ...extra,
});

const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const page = (list: unknown[]) => envelope({ list, total: list.length, pageNo: 1, pageSize: 10 });
const fresh = (): Fake => ({ mine: [submitted], staff: false, posts: [], queries: [], chatWith: [] });

const { api, state } = useFakeServer(fresh, (s) => {
  const record = async (request: Request) => {
    const body = JSON.parse((await request.text()) || '{}') as { id?: number; reason?: string };
    s.posts.push({ path: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
    return body;
  };
  const replace = (next: BlockTradeDetail) => {
    s.mine = s.mine.map((m) => (m.id === next.id ? next : m));
    return envelope(next);
  };
  return [
    // The public list (before …/{id}, which would match its path too).
    http.get('*/api/trade/blockTrades/page', () => page([{ ...submitted, id: 43, publisher: '华夏邮社', publisherId: 4, phone: '13800000004' }, submitted])),
    http.get('*/api/trade/blockTrades/my/page', ({ request }) => {
      const query = new URL(request.url).searchParams;
      s.queries.push(query);
      return page(s.mine.filter((m) => !query.get('stage') || m.stage === query.get('stage')));
    }),
    http.get('*/api/trade/blockTrades/:id', ({ params }) => envelope(s.mine.find((m) => m.id === Number(params.id)))),
    // The chat 联系TA opens with the applicant (华夏邮社, member 4).
    http.get('*/api/im/conversations', () => envelope([])),
    http.get('*/api/im/conversation/with/:id', ({ params }) => {
      s.chatWith.push(Number(params.id));
      return envelope({ id: 9, otherId: 4, otherName: '华夏邮社', otherAvatar: null, unread: 0, lastMessage: null, updateTime: '2026-11-22 10:00:00' });
    }),
    http.get('*/api/im/messages/:id', () => envelope({ list: [], more: false })),
    http.post('*/api/im/read/:id', () => envelope(null)),
    http.get('*/api/anon/platform/rules/7', () => envelope({ name: '大宗交易规则', content: '大宗交易（大厅）用于成批邮品的买卖撮合', updateTime: '2026-11-01', createTime: '2026-11-01' })),
    http.get('*/api/search/product/name/page', () => envelope([{ id: 9, code: '1993-1', name: '1993年 癸酉年鸡票', exterior: '单枚', unit: '枚' }])),
    http.post('*/api/trade/blockTrades/apply', async ({ request }) => {
      await record(request);
      const made = { ...submitted, id: 42 };
      s.mine = [made, ...s.mine];
      return envelope(made, blockTradeMessages.blockTradeApplied);
    }),
    http.post('*/api/trade/blockTrades/withdraw', async ({ request }) => {
      const { id } = await record(request);
      return replace(moved(s.mine.find((m) => m.id === id)!, 'withdrawn', '已撤回'));
    }),
    http.get('*/api/operator/authentication/page', () =>
      s.staff ? page([]) : HttpResponse.json({ code: 403, msg: '无权操作', data: null }, { status: 403 }),
    ),
    http.get('*/api/operator/block-trades/page', () => page(s.mine.map((m) => ({ ...m, own: false })))),
    http.post('*/api/operator/block-trades/list', async ({ request }) => {
      const { id } = await record(request);
      return replace(moved(s.mine.find((m) => m.id === id)!, 'listed', '已上架'));
    }),
    http.post('*/api/operator/block-trades/reject', async ({ request }) => {
      const { id, reason } = await record(request);
      return replace(moved(s.mine.find((m) => m.id === id)!, 'rejected', '已驳回', { rejectReason: reason, context: { rejectReason: reason } }));
    }),
  ];
});
beforeEach(() => logIn(api, { ...verifiedUser, isAuth: true }));
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };

describe('/person/trade', () => {
  it('lists my applications by stage from the URL, and withdraws one through its dialog with one attempt', async () => {
    const { router } = renderAppAt('/person/trade');
    const card = await screen.findByTestId('my-block-trade', {}, loading);
    expect(card).toHaveTextContent('1993年 癸酉年鸡票');
    expect(card).toHaveTextContent('待审核');
    await userEvent.click(screen.getByRole('tab', { name: '已上架' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'listed' }));
    await waitFor(() => expect(state.queries.at(-1)!.get('stage')).toBe('listed'));
    expect(await screen.findByText('暂无申请', {}, loading)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    const again = await screen.findByTestId('my-block-trade', {}, loading);
    await userEvent.click(within(again).getByRole('button', { name: '撤回' }));
    const dialog = await screen.findByRole('dialog', { name: '撤回申请' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定撤回' }));
    await waitFor(() => expect(state.posts).toEqual([{ path: '/api/trade/blockTrades/withdraw', body: { id: 41 }, key: expect.stringMatching(/^blockTrade:41:blockTrade\.withdraw:/) }]));
    expect(await screen.findByText(messages.blockTradeWithdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('my-block-trade')).toHaveTextContent('已撤回'));
    expect(within(screen.getByTestId('my-block-trade')).queryByRole('button', { name: '撤回' })).toBeNull();
  });

  it('the form refuses what the contract refuses with nothing sent, then applies once and opens the application', async () => {
    const { router } = renderAppAt('/person/trade');
    await userEvent.click(await screen.findByRole('button', { name: '申请大宗交易' }, loading));
    const form = await screen.findByRole('form', { name: '申请大宗交易' });
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await within(form).findByText(blockTradeMessages.blockTradeChooseVariety)).toBeInTheDocument();
    expect(within(form).getByText(blockTradeMessages.blockTradeQuantityRule)).toBeInTheDocument();
    expect(within(form).getAllByText(blockTradeMessages.blockTradePriceRule)).toHaveLength(2);
    expect(within(form).getByText(blockTradeMessages.blockTradeAgreeRule)).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await userEvent.type(within(form).getByLabelText('筛选邮品'), '1993');
    await userEvent.selectOptions(await within(form).findByLabelText(/^邮品/), '9');
    await userEvent.type(within(form).getByLabelText(/^数量/), '5000');
    await userEvent.type(within(form).getByLabelText(/最低单价/), '3.6');
    await userEvent.type(within(form).getByLabelText(/最高单价/), '3');
    await userEvent.click(within(form).getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await within(form).findByText(blockTradeMessages.blockTradePriceOrder)).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await userEvent.clear(within(form).getByLabelText(/最高单价/));
    await userEvent.type(within(form).getByLabelText(/最高单价/), '4.2');
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toEqual({
      path: '/api/trade/blockTrades/apply',
      body: { tradeType: 1, productId: 9, quantity: 5_000, priceMin: 360, priceMax: 420, expiryDate: shiftChinaDay(chinaToday(), 30), phone: '13800000001', remark: '', agree: true },
      key: expect.stringMatching(/^blockTrade:apply:/),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/trade/42'));
    expect(await screen.findByTestId('block-trade-state', {}, loading)).toHaveTextContent('待审核');
  });

  it('the big room rule opens in the protocol viewer', async () => {
    renderAppAt('/person/trade');
    await userEvent.click(await screen.findByRole('button', { name: '申请大宗交易' }, loading));
    await userEvent.click(screen.getByRole('button', { name: '《大宗交易规则》' }));
    const rule = await screen.findByRole('dialog', { name: '大宗交易规则' }, loading);
    expect(rule).toHaveTextContent('成批邮品的买卖撮合');
  });
});

describe('/large-transaction as a member', () => {
  it('reads the whole phone and 联系TA opens the chat with the applicant; my own says so', async () => {
    renderAppAt('/large-transaction');
    const table = await screen.findByTestId('block-trades', {}, loading);
    const rows = within(table).getAllByRole('row').slice(1);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /查看详情/ }));
    const dialog = await screen.findByRole('dialog', { name: '大宗交易申请详情' });
    expect(within(dialog).getByTestId('block-trade-detail')).toHaveTextContent('13800000004');
    expect(within(dialog).queryByText('登录后查看完整号码')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '联系TA' }));
    expect(await screen.findByRole('dialog', { name: '在线消息' }, loading)).toBeInTheDocument();
    await waitFor(() => expect(state.chatWith).toEqual([4]));
    await userEvent.click(within(screen.getByRole('dialog', { name: '在线消息' })).getByRole('button', { name: '关闭' }));

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /查看详情/ }));
    const mine = await screen.findByRole('dialog', { name: '大宗交易申请详情' });
    expect(within(mine).getByText('这是您的申请')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: '联系TA' })).toBeNull();
  });
});

describe('/person/trade/{id}', () => {
  it('shows the spec’s fields, the remark, the state and the 流程, and withdraws', async () => {
    renderAppAt('/person/trade/41');
    const detail = await screen.findByTestId('block-trade-detail', {}, loading);
    expect(detail).toHaveTextContent('出售');
    expect(detail).toHaveTextContent('¥3.00 - ¥3.60 / 枚');
    expect(detail).toHaveTextContent('整件原封');
    expect(screen.getByTestId('block-trade-state')).toHaveTextContent('待审核');
    expect(await screen.findByRole('region', { name: '流程' }, loading)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '撤回申请' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '撤回申请' })).getByRole('button', { name: '确定撤回' }));
    await waitFor(() => expect(screen.getByTestId('block-trade-state')).toHaveTextContent('已撤回'));
    expect(screen.queryByRole('button', { name: '撤回申请' })).toBeNull();
  });
});

describe('/staff/block-trades', () => {
  it('a member who is not staff reads 无权访问', async () => {
    renderAppAt('/staff/block-trades');
    expect(await screen.findByRole('alert', { name: '无权访问' }, loading)).toBeInTheDocument();
    expect(screen.queryByTestId('block-trade-queue')).toBeNull();
  });

  it('staff list a waiting application from the queue', async () => {
    state.staff = true;
    const { router } = renderAppAt('/staff/block-trades');
    const queue = await screen.findByTestId('block-trade-queue', {}, loading);
    expect(queue).toHaveTextContent('集邮新人');
    await userEvent.click(within(queue).getByRole('link', { name: '审核' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/block-trades/41'));
    await userEvent.click(await screen.findByRole('button', { name: '审核通过并上架' }, loading));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '审核上架' })).getByRole('button', { name: '上架' }));
    await waitFor(() => expect(state.posts).toEqual([{ path: '/api/operator/block-trades/list', body: { id: 41 }, key: expect.stringMatching(/^blockTrade:41:blockTrade\.list:/) }]));
    await waitFor(() => expect(screen.getByTestId('review-state')).toHaveTextContent('已上架'));
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('staff reject with a reason; without one nothing is sent', async () => {
    state.staff = true;
    renderAppAt('/staff/block-trades/41');
    await userEvent.click(await screen.findByRole('button', { name: '驳回' }, loading));
    const dialog = await screen.findByRole('dialog', { name: '驳回大宗交易申请' });
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText(messages.fillRejectReason)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox'), '价格偏离行情');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(state.posts).toMatchObject([{ path: '/api/operator/block-trades/reject', body: { id: 41, reason: '价格偏离行情' } }]));
    await waitFor(() => expect(screen.getByTestId('review-state')).toHaveTextContent('已驳回'));
    expect(screen.getByTestId('block-trade-detail')).toHaveTextContent('价格偏离行情');
  });
});
