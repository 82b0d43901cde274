import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFakeServer } from './fake-server';
import { callsTo, fakeTradeApiHandlers, fakeTradeApiState, myDeal } from './fake-trade-api';
import { logIn, renderAppAt } from './render-app';

/** 交易 (/transaction): my deals, each with the money it moved on my balance, signed and coloured. */
const { api, state: tradeApi } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);
beforeEach(() => logIn(api));

const loading = { timeout: 8000 };
const path = '/api/trade/marketing/my/page';

it('shows each deal’s side, counterpart and net amount: + received, - paid, offline outside the balance', async () => {
  tradeApi.myDeals = [
    myDeal(7, { side: 'seller', counterpart: '老周邮票', quantity: 10, amount: 150_000, net: 147_000 }),
    myDeal(8, { side: 'buyer', amount: 52_500, net: -52_500 }),
    myDeal(9, { side: 'buyer', tradeWay: 'offline', net: 0 }),
  ];
  renderAppAt('/transaction');
  const table = await screen.findByTestId('my-deals', {}, loading);
  const [sold, bought, offline] = within(table).getAllByRole('row').slice(1);

  expect(within(sold!).getByText('卖出')).toBeInTheDocument();
  expect(within(sold!).getByText('老周邮票')).toBeInTheDocument();
  expect(within(sold!).getByText('¥1,500.00')).toBeInTheDocument();
  expect(within(sold!).getByText('+¥1,470.00')).toHaveAttribute('data-sign', 'in');
  expect(within(sold!).getByRole('link', { name: '详情' })).toHaveAttribute('href', '/transaction/7');

  expect(within(bought!).getByText('买入')).toBeInTheDocument();
  expect(within(bought!).getByText('-¥525.00')).toHaveAttribute('data-sign', 'out');
  expect(within(offline!).getByText('线下交易')).toBeInTheDocument();
  expect(within(offline!).queryByText(/¥0\.00/)).toBeNull();
});

it('pages through my deals', async () => {
  // The fake answers every row it holds and reports their number as the total: 12 make two pages of 10.
  tradeApi.myDeals = Array.from({ length: 12 }, (_, i) => myDeal(i + 1));
  renderAppAt('/transaction');
  await screen.findByTestId('my-deals', {}, loading);
  expect(callsTo(tradeApi, path).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '10' });
  await userEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(callsTo(tradeApi, path).at(-1)!.query).toEqual({ pageNo: '2', pageSize: '10' }));
});

it('says when there are none yet', async () => {
  renderAppAt('/transaction');
  expect(await screen.findByText('暂无成交记录', {}, loading)).toBeInTheDocument();
});
