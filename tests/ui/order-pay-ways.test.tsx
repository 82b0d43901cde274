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
  await waitFor(() => expect(radio(dialog, /金豆抵扣/)).toBeEnabled());
  // ¥100.00 does not pay ¥150.00 alone, but with my beans paying part it does (docs/adr/0035).
  expect(radio(dialog, /账户余额/)).toBeEnabled();
  expect(dialog.getByText(/可用余额 ¥100.00/)).not.toHaveTextContent('（不足）');
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

describe('使用金豆抵扣: beans pay part, the balance the rest (issue 25, docs/adr/0035)', () => {
  const payCalls = () => callsTo(orderApi, '/api/trade/online/buyer/pay');

  it('shows what my beans cover to the fen and what the balance still pays, and sends both in one call', async () => {
    purses({ balance: 50_000, goldCoin: 380 });
    const dialog = await openPayDialog();
    await waitFor(() => expect(radio(dialog, /账户余额/)).toBeChecked());
    expect(dialog.getByText(/现有 380 金豆，最多可用 380 金豆/)).toBeInTheDocument();
    expect(dialog.getByTestId('pay-split')).toHaveTextContent('金豆抵扣 ¥0.00，还需账户余额支付 ¥150.00');

    await userEvent.click(dialog.getByRole('checkbox', { name: /使用金豆抵扣/ }));
    expect(dialog.getByRole('spinbutton', { name: '抵扣金豆数量' })).toHaveValue(380);
    expect(dialog.getByTestId('pay-split')).toHaveTextContent('金豆抵扣 ¥38.00，还需账户余额支付 ¥112.00');
    await userEvent.clear(dialog.getByRole('spinbutton', { name: '抵扣金豆数量' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: '抵扣金豆数量' }), '125');
    expect(dialog.getByTestId('pay-split')).toHaveTextContent('金豆抵扣 ¥12.50，还需账户余额支付 ¥137.50');

    await userEvent.type(dialog.getByLabelText(/支付密码/), '246810');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(payCalls()).toHaveLength(1));
    expect(payCalls()[0]!.body).toEqual({ orderId: 1, payPassword: '246810', payWay: 'balance', beans: 125 });
    expect(await screen.findByTestId('pay-way', {}, loading)).toHaveTextContent('金豆抵扣125金豆、账户余额');
  });

  it('when the balance pays only with my beans, chooses it with my beans ticked', async () => {
    purses({ balance: 12_000, goldCoin: 380 });
    const dialog = await openPayDialog();
    await waitFor(() => expect(radio(dialog, /账户余额/)).toBeChecked());
    expect(radio(dialog, /金豆抵扣/)).toBeDisabled();
    expect(dialog.getByRole('checkbox', { name: /使用金豆抵扣/ })).toBeChecked();
    expect(dialog.getByTestId('pay-split')).toHaveTextContent('金豆抵扣 ¥38.00，还需账户余额支付 ¥112.00');
  });

  it('says what is wrong with the beans typed, and sends nothing the pay schema refuses', async () => {
    purses({ balance: 50_000, goldCoin: 380 });
    const dialog = await openPayDialog();
    await waitFor(() => expect(radio(dialog, /账户余额/)).toBeChecked());
    await userEvent.click(dialog.getByRole('checkbox', { name: /使用金豆抵扣/ }));
    const field = dialog.getByRole('spinbutton', { name: '抵扣金豆数量' });
    await userEvent.clear(field);
    await userEvent.type(field, '381');
    expect(dialog.getByText(messages.beansInsufficient)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '1.5');
    expect(dialog.getByText(messages.payBeansRule)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/支付密码/), '246810');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dialog.getAllByText(messages.payBeansRule)).toHaveLength(2)); // the field's and the form's
    expect(payCalls()).toHaveLength(0);
  });
});
