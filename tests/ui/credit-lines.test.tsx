import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import type { CreditLine, CreditUsage } from '../../src/api/contracts/trade';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/** /person/credit (我的信用额度, issue 25) against a fake server. */
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const line: CreditLine = {
  buyCreditLine: 20_000_000,
  buyCreditLineRemain: 19_876_543,
  sellCreditLine: 20_000_000,
  sellCreditLineRemain: 20_000_000,
  orderCreditLine: 0,
  orderCreditLineRemain: 0,
};
const holder = (tradeId: number, extra: Partial<CreditUsage> = {}): CreditUsage => ({
  orderId: null,
  tradeId,
  productNames: '1980年 T46 庚申年猴票',
  amount: 123_457,
  createTime: '2026-11-20 23:30:00',
  stateName: '挂牌中',
  state: 'open',
  ...extra,
});

const fakeState = () => ({
  holders: { 0: [holder(11)], 1: [] as CreditUsage[], 2: [holder(12, { orderId: 41, stateName: '待双方确认', state: '"open"' })] } as Record<number, CreditUsage[]>,
  calls: [] as string[],
  reminded: [] as unknown[],
  protocolTypes: [] as number[],
});
const { api, state } = useFakeServer(fakeState, (s) => [
  http.get('*/api/creditLine/info', () => envelope(line)),
  http.get('*/api/creditLine/useList', ({ request }) => {
    const type = Number(new URL(request.url).searchParams.get('operateType'));
    s.calls.push(`useList?operateType=${type}`);
    return envelope(s.holders[type]);
  }),
  http.get('*/api/creditLine/trade/useList', () => {
    s.calls.push('trade/useList');
    return envelope(s.holders[2]);
  }),
  http.post('*/api/creditLine/remind', async ({ request }) => {
    s.reminded.push(await request.json());
    return HttpResponse.json({ code: 200, msg: messages.creditReminded, data: null });
  }),
  http.get('*/api/anon/platform/rules/:type', ({ params }) => {
    s.protocolTypes.push(Number(params.type));
    return envelope({ name: '信用额度规则', content: '信用额度分为买入报价额度、卖出报价额度和交易额度。', updateTime: '2026-11-01 00:00:00', createTime: '2026-11-01 00:00:00' });
  }),
]);
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());

const loading = { timeout: 20_000 };

it('shows each of the three lines with its total, used and remaining amount, exact to the fen', async () => {
  renderAppAt('/person/credit');
  const buy = await screen.findByTestId('credit-line-buy', {}, loading);
  expect(buy).toHaveTextContent('买单额度');
  expect(buy).toHaveTextContent('总额度¥200,000.00');
  expect(buy).toHaveTextContent('已用¥1,234.57');
  expect(buy).toHaveTextContent('剩余¥198,765.43');
  expect(within(buy).getByRole('progressbar', { name: '买单额度已用' })).toHaveAttribute('aria-valuenow', '123457');
  expect(screen.getByTestId('credit-line-sell')).toHaveTextContent('已用¥0.00');
  expect(screen.getByTestId('credit-line-order')).toHaveTextContent('您当前的会员等级没有此项额度');
});

it('lists what holds each line, and opens the credit amount rule (protocol type 3)', async () => {
  renderAppAt('/person/credit');
  const table = await screen.findByTestId('credit-holders', {}, loading);
  const [row] = within(table).getAllByRole('row').slice(1);
  expect(row).toHaveTextContent('1980年 T46 庚申年猴票');
  expect(row).toHaveTextContent('¥1,234.57');
  expect(row).toHaveTextContent('2026-11-20 23:30');
  expect(within(row!).getByRole('link', { name: '查看挂单' })).toHaveAttribute('href', '/trade/11');

  await userEvent.click(screen.getByRole('tab', { name: '卖单额度' }));
  expect(await screen.findByText('暂无占用，额度全部可用。', {}, loading)).toBeInTheDocument();
  expect(state.calls).toContain('useList?operateType=1');

  await userEvent.click(screen.getByRole('button', { name: '信用额度规则' }));
  expect(await screen.findByRole('dialog', {}, loading)).toHaveTextContent('信用额度分为买入报价额度、卖出报价额度和交易额度。');
  expect(state.protocolTypes).toEqual([3]);
});

it('reminds the other side of an order holding the trade line, once', async () => {
  renderAppAt('/person/credit');
  await screen.findByTestId('credit-holders', {}, loading);
  await userEvent.click(screen.getByRole('tab', { name: '交易额度' }));
  await waitFor(() => expect(state.calls).toContain('trade/useList'));
  const table = await screen.findByTestId('credit-holders', {}, loading);
  await waitFor(() => expect(within(table).getByRole('link', { name: '订单详情' })).toHaveAttribute('href', '/person/order/detail/41'));
  await userEvent.click(within(table).getByRole('button', { name: '提醒对方' }));
  await waitFor(() => expect(state.reminded).toEqual([{ operateType: 2, orderId: 41 }]));
  expect(await within(table).findByRole('button', { name: '已提醒' })).toBeDisabled();
});

it('pages through the holders ten at a time', async () => {
  state.holders[0] = Array.from({ length: 12 }, (_, i) => holder(i + 1));
  renderAppAt('/person/credit');
  const table = await screen.findByTestId('credit-holders', {}, loading);
  expect(within(table).getAllByRole('row')).toHaveLength(11);
  expect(screen.getByText('共 12 条')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(within(screen.getByTestId('credit-holders')).getAllByRole('row')).toHaveLength(3));
});
