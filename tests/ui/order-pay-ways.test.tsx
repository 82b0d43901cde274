import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import { payWayNote } from '../../src/api/contracts/trade-names';
import type { AccountPurses } from '../../src/api/contracts/wallet';
import { useFakeServer } from './fake-server';
import { callsTo, fakeOrderApiHandlers, fakeOrderApiState, makeOrder, steps } from './fake-order-api';
import { logIn, renderAppAt } from './render-app';

/**
 * 付款方式 on the order page (spec section 1: balance, gold beans or deposit; docs/adr/0028): the pay dialog offers the
 * ways I hold enough of, with what I hold; the call says the way chosen; the paid order shows how it was paid, and
 * the gold beans that paid it in 资金明细.
 */
const { api, state: orderApi, server } = useFakeServer(fakeOrderApiState, fakeOrderApiHandlers);
beforeEach(() => logIn(api));

const loading = { timeout: 8000 };
/** The order of fake-order-api: 3 × ¥50 = ¥150.00, which takes 1,500 gold beans. */
const purses = (p: Partial<AccountPurses>) =>
  server.use(http.get('*/api/user/account/purses', () => HttpResponse.json({ code: 200, msg: 'ok', data: { balance: 0, deposit: 0, bond: 0, held: 0, goldCoin: 0, ...p } })));

async function openPayDialog() {
  orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingPayment));
  renderAppAt('/person/order/detail/1');
  await screen.findByTestId('order-detail', {}, loading); // the page's lazy chunk may still be compiling on a cold start
  await userEvent.click(await screen.findByRole('button', { name: '立即付款' }, loading));
  return within(await screen.findByRole('dialog', { name: '立即付款' }, loading));
}
const radio = (dialog: ReturnType<typeof within>, name: RegExp) => dialog.getByRole('radio', { name });

it('offers every way with what I hold, only those that pay the order can be chosen; the first that can is chosen', async () => {
  purses({ balance: 10_000, goldCoin: 2_000, deposit: 50_000 });
  const dialog = await openPayDialog();
  await waitFor(() => expect(radio(dialog, /账户余额/)).toBeDisabled());
  expect(dialog.getByText(/可用余额 ¥100.00/)).toHaveTextContent('（不足）');
  expect(radio(dialog, /金豆抵扣/)).toBeEnabled();
  expect(dialog.getByText(/需 1500 金豆，现有 2000 金豆/)).toBeInTheDocument();
  expect(radio(dialog, /押金支付/)).toBeEnabled();
  await waitFor(() => expect(radio(dialog, /金豆抵扣/)).toBeChecked());
  expect(dialog.getByText(payWayNote)).toBeInTheDocument();

  await userEvent.click(dialog.getByText('押金支付'));
  await userEvent.type(dialog.getByLabelText(/支付密码/), '246810');
  await userEvent.click(dialog.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(callsTo(orderApi, '/api/trade/online/buyer/pay')).toHaveLength(1));
  expect(callsTo(orderApi, '/api/trade/online/buyer/pay')[0]!.body).toEqual({ orderId: 1, payPassword: '246810', payWay: 'deposit' });
  expect(await screen.findByTestId('pay-way', {}, loading)).toHaveTextContent('押金支付');
});

it('pays from the balance when it is enough, as before', async () => {
  const dialog = await openPayDialog(); // the shared fake: ¥50,000 and 1,200 gold beans
  await waitFor(() => expect(radio(dialog, /账户余额/)).toBeChecked());
  expect(radio(dialog, /金豆抵扣/)).toBeDisabled();
  await userEvent.type(dialog.getByLabelText(/支付密码/), '246810');
  await userEvent.click(dialog.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(callsTo(orderApi, '/api/trade/online/buyer/pay')[0]?.body).toEqual({ orderId: 1, payPassword: '246810', payWay: 'balance' }));
});

it('says so when nothing I hold pays the order', async () => {
  purses({ balance: 100, goldCoin: 10 });
  const dialog = await openPayDialog();
  expect(await dialog.findByText(`${messages.insufficientBalance}，请先充值`)).toBeInTheDocument();
  for (const name of [/账户余额/, /金豆抵扣/, /押金支付/]) expect(radio(dialog, name)).toBeDisabled();
});

it('shows how a paid order was paid, and the gold beans that paid it apart from the yuan', async () => {
  orderApi.orders.set(
    1,
    makeOrder(1, 'buyer', steps.awaitingShipment, {
      payWay: 'beans',
      ledger: [{ time: '2026-11-24 10:00:00', memo: '订单1：付款至平台担保（金豆抵扣1500金豆）', amount: -1_500, unit: 'bean' }],
    }),
  );
  renderAppAt('/person/order/detail/1');
  expect(await screen.findByTestId('pay-way', {}, loading)).toHaveTextContent('金豆抵扣');
  const ledger = await screen.findByRole('table', { name: '资金明细' }, loading);
  expect(within(ledger).getByText('-1500金豆')).toBeInTheDocument();
  expect(within(ledger).getByTestId('ledger-total')).toHaveTextContent('¥0.00');
});

it('an unpaid order does not say how it was paid', async () => {
  orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingPayment));
  renderAppAt('/person/order/detail/1');
  await screen.findByTestId('order-detail', {}, loading);
  expect(screen.queryByTestId('pay-way')).toBeNull();
});
