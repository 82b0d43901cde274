import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/api/contracts/messages';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { basketRow, callsTo, fakeTradeApiHandlers, fakeTradeApiState, listing } from './fake-trade-api';
import { logIn, renderAppAt } from './render-app';

/**
 * 立即成交 (/trade/confirm/{id}) takes one offer through the scan basket's machine: the offer goes into the basket,
 * step 1 shows only its row with the machine's rules and messages, and step 2 links to the new order.
 */
const { api, state: tradeApi } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);

const loading = { timeout: 8000 };
const offer = listing(5, { lastNum: 3 });
/** Already in the member's basket from earlier: it stays there, unseen and unconfirmed. */
const other = listing(9, { productName: '1980年 T46 庚申年猴票', tradeWays: [{ code: 'offline', showName: '线下交易' }] });

beforeEach(() => {
  logIn(api);
  tradeApi.listings = [offer, other];
  tradeApi.basket = [basketRow(other, 2)];
  tradeApi.confirmResult = {
    tradeBaskets: [{ orderId: 31, productName: offer.productName, quantity: 2, price: offer.price, amount: 30_000, counterpart: '金陵藏家' }],
    otherCharges: 0,
    amount: 30_000,
    tradeWay: 'online',
    tradeMessage: '扫货成功：担保交易（线上付款），共1笔订单',
  };
});

const submit = () => userEvent.click(screen.getByRole('button', { name: '确认成交' }));
const alert = () => screen.getByRole('alert');

it('adds the offer to the basket once, with quantity 1, and shows only its row', async () => {
  renderAppAt('/trade/confirm/5');
  const rows = await screen.findByTestId('basket-items', {}, loading);
  expect(callsTo(tradeApi, '/api/basket/add').map((c) => c.body)).toEqual([{ tradeId: 5, quantity: 1 }]);
  expect(within(rows).getByText(/辛酉年鸡票/)).toBeInTheDocument();
  expect(within(rows).queryByText(/庚申年猴票/)).toBeNull();
  // Nothing to tick, delete or clear: the one row is selected for the member.
  expect(within(rows).queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  expect(screen.getByRole('textbox', { name: `${offer.productName} 数量` })).toHaveValue('1');
  // Only the ways this offer's publisher supports are offered.
  const payment = screen.getByRole('combobox', { name: '支付方式' });
  expect(within(payment).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '担保交易（线上付款）']);
  const delivery = screen.getByRole('combobox', { name: '交收方式' });
  expect(within(delivery).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '快递', '挂号信']);
});

it('shows each rule of step 1 the machine applies, then confirms this one row and links to the new order', async () => {
  renderAppAt('/trade/confirm/5');
  const quantity = await screen.findByRole('textbox', { name: `${offer.productName} 数量` }, loading);

  await submit();
  expect(alert()).toHaveTextContent(messages.choosePaymentWay);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '支付方式' }), 'online');
  await submit();
  expect(alert()).toHaveTextContent(messages.chooseDeliveryMethod);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '交收方式' }), 'express');

  await userEvent.clear(quantity);
  await submit();
  expect(alert()).toHaveTextContent(messages.enterConfirmQuantity);
  await userEvent.type(quantity, '4');
  await submit();
  expect(alert()).toHaveTextContent(messages.confirmQuantityInsufficient);
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');

  // A level-1 member may not scan anonymously: the box stays unticked and a warning (not an error) says why.
  await userEvent.click(screen.getByText('匿名扫货'));
  expect(await screen.findByText(`⚠ ${messages.vipOnly}`)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('alert')).toBeNull();

  await userEvent.type(screen.getByPlaceholderText('给对方留言（选填）'), '请用硬纸板保护');
  await submit();
  const result = await screen.findByTestId('basket-result');
  expect(callsTo(tradeApi, '/api/basket/confirm').map((c) => c.body)).toEqual([
    {
      confirmMessage: '请用硬纸板保护',
      deliveryMethod: 'express',
      tradeWay: 'online',
      anonymous: false,
      basketConfirmInfos: [{ id: 105, quantity: 2, lastNum: 3, price: offer.price }],
    },
  ]);
  expect(within(result).getByText('扫货成功：担保交易（线上付款），共1笔订单')).toBeInTheDocument();
  expect(within(result).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/person/order/detail/31?from=my-order');
});

it('lets a VIP 3 member with the beans and the deals scan anonymously', async () => {
  logIn(api, { ...verifiedUser, levelId: 3, dealTimes: 25 });
  renderAppAt('/trade/confirm/5');
  await screen.findByTestId('basket-items', {}, loading);
  // The fake wallet holds 1200 beans (the header writes 1,200); the anonymous rule waits for it like the header does.
  await screen.findByText('1,200');
  await userEvent.click(screen.getByText('匿名扫货'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(/^⚠/)).toBeNull();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '支付方式' }), 'online');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '交收方式' }), 'registered');
  await submit();
  await screen.findByTestId('basket-result');
  expect(callsTo(tradeApi, '/api/basket/confirm')[0]!.body).toMatchObject({ anonymous: true, deliveryMethod: 'registered' });
});

it('shows the server’s reason when the offer cannot be taken, and no form', async () => {
  tradeApi.fail.set('/api/basket/add', messages.cannotTakeOwnListing);
  renderAppAt('/trade/confirm/5');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.cannotTakeOwnListing), loading);
  expect(screen.queryByRole('button', { name: '确认成交' })).toBeNull();
  expect(screen.getByRole('link', { name: '返回挂牌详情' })).toHaveAttribute('href', '/trade/5');
});

it('keeps the server’s refusal on step 1 when the confirmation fails', async () => {
  tradeApi.fail.set('/api/basket/confirm', messages.priceChanged);
  renderAppAt('/trade/confirm/5');
  await screen.findByTestId('basket-items', {}, loading);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '支付方式' }), 'online');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '交收方式' }), 'express');
  await submit();
  await waitFor(() => expect(alert()).toHaveTextContent(messages.priceChanged));
  expect(screen.queryByTestId('basket-result')).toBeNull();
});

it('asks a visitor to log in first', async () => {
  document.cookie = 'token=; path=/; max-age=0';
  localStorage.clear();
  renderAppAt('/trade/confirm/5');
  expect(await screen.findByRole('dialog', { name: '登录' }, loading)).toBeInTheDocument();
  expect(callsTo(tradeApi, '/api/basket/add')).toHaveLength(0);
});
