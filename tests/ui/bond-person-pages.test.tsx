import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bondMessages } from '../../src/api/contracts/bond-messages';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { verifiedUser } from '../machines/models';
import { bondFakeHandlers, freshBondFake, orderOf, shippedOrderOf } from './bond-person-fake';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 保证金交易 in the personal centre and for staff (issue 29): my offers (撤销 with what it unfreezes), my bond orders
 * (side tabs and stage filter in the URL and the call), one order's actions as the machine offers them to my side and
 * stage (发货 to the seller; 确认收货并付款 and 申请仲裁 to the buyer), the money records exact to the fen, and staff's
 * arbitration with a reason. The server is the MSW fake of bond-person-fake.ts.
 */
const { api, state } = useFakeServer(freshBondFake, bondFakeHandlers);
beforeEach(() => logIn(api, { ...verifiedUser, isAuth: true }));
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };
const lastQuery = (path: string) => state.queries.filter((q) => q.path === path).at(-1)?.query;

describe('/person/my-publish-bond', () => {
  it('lists my offers by stage with what is left and its frozen margin, and withdraws an open one after confirming', async () => {
    const { router } = renderAppAt('/person/my-publish-bond');
    const cards = await screen.findAllByTestId('my-bond-offer', {}, loading);
    expect(cards).toHaveLength(2);
    // 7 of 10 left at ¥123.45: the margin of 7 units, ¥24.69 each, stays frozen.
    expect(cards[0]).toHaveTextContent('剩余 / 总量 7 / 10 枚');
    expect(cards[0]).toHaveTextContent('单价 ¥123.45 / 枚');
    expect(cards[0]).toHaveTextContent('冻结保证金 ¥172.83');
    expect(within(cards[0]!).getByRole('link', { name: '1993年 癸酉年鸡票' })).toHaveAttribute('href', '/bond/31');
    expect(within(cards[0]!).getByRole('link', { name: /重新发布/ })).toHaveAttribute('href', '/republish-bond/31');
    // A withdrawn offer freezes nothing and cannot be withdrawn again.
    expect(cards[1]).toHaveTextContent('已撤销');
    expect(cards[1]).not.toHaveTextContent('冻结保证金');
    expect(within(cards[1]!).queryByRole('button', { name: '撤销' })).toBeNull();
    expect(screen.getByRole('link', { name: '发布保证金交易' })).toHaveAttribute('href', '/publish-bond');

    await userEvent.click(screen.getByRole('tab', { name: '已成交' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'soldOut' }));
    await waitFor(() => expect(lastQuery('/api/bond/offer/my/page')?.get('stage')).toBe('soldOut'));
    expect(await screen.findByText('暂无保证金交易', {}, loading)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    const open = (await screen.findAllByTestId('my-bond-offer', {}, loading))[0]!;
    await userEvent.click(within(open).getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('dialog', { name: '撤销保证金交易' }, loading);
    expect(dialog).toHaveTextContent('¥172.83');
    expect(state.posts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定撤销' }));
    await waitFor(() => expect(state.posts.map((p) => [p.path, p.body])).toEqual([['/api/bond/offer/withdraw', { id: 31 }]]));
    expect(await screen.findByText(bondMessages.bondOfferWithdrawn, {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('my-bond-offer')[0]).toHaveTextContent('已撤销'));
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
  });
});

describe('/person/bond-order', () => {
  it('asks by side and stage from the tabs and the filter, and shows each order’s deal, my margin and the other side', async () => {
    const { router } = renderAppAt('/person/bond-order');
    const cards = await screen.findAllByTestId('my-bond-order', {}, loading);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('卖出');
    expect(cards[0]).toHaveTextContent('金额 ¥370.35');
    expect(cards[0]).toHaveTextContent('我的保证金 ¥74.07');
    expect(cards[0]).toHaveTextContent('买方 华夏邮社');
    expect(cards[0]).toHaveTextContent('发货期限 2026-11-25 10:00:00');
    expect(cards[1]).toHaveTextContent('卖方 华夏邮社');
    expect(cards[1]).toHaveTextContent('收货期限 2026-11-25 10:00:00');
    expect(within(cards[1]!).getByRole('link', { name: /查看订单 72/ })).toHaveAttribute('href', '/person/bond-order/detail/72');
    const first = lastQuery('/api/bond/order/page')!;
    expect([first.get('side'), first.get('stage')]).toEqual([null, null]);

    await userEvent.click(screen.getByRole('tab', { name: '我买入的' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ side: 'buyer' }));
    await waitFor(() => expect(lastQuery('/api/bond/order/page')?.get('side')).toBe('buyer'));
    await waitFor(() => expect(screen.getAllByTestId('my-bond-order')).toHaveLength(1));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '订单状态' }), 'awaitingShipment');
    await waitFor(() => expect(router.state.location.search).toEqual({ side: 'buyer', state: 'awaitingShipment' }));
    await waitFor(() => {
      const query = lastQuery('/api/bond/order/page')!;
      expect([query.get('side'), query.get('stage')]).toEqual(['buyer', 'awaitingShipment']);
    });
    expect(await screen.findByText('暂无保证金订单', {}, loading)).toBeInTheDocument();
  });
});

describe('/person/bond-order/detail/{id}', () => {
  const buttons = () => ['发货', '确认收货并付款', '申请仲裁'].filter((name) => screen.queryByRole('button', { name }) !== null);

  it.each([
    ['the seller, awaiting shipment', orderOf(81, 'seller', 'awaitingShipment'), ['发货']],
    ['the buyer, awaiting shipment', orderOf(81, 'buyer', 'awaitingShipment'), []],
    ['the buyer, shipped', shippedOrderOf(81, 'buyer'), ['确认收货并付款', '申请仲裁']],
    ['the seller, shipped', shippedOrderOf(81, 'seller'), []],
    ['the buyer, disputed', shippedOrderOf(81, 'buyer', 'disputed'), ['确认收货并付款']],
    ['the seller, settled', shippedOrderOf(81, 'seller', 'settled'), []],
  ])('offers %s what the machine allows', async (_who, order, offered) => {
    state.orders = [order];
    renderAppAt('/person/bond-order/detail/81');
    await screen.findByTestId('bond-order-detail', {}, loading);
    expect(screen.getByTestId('bond-order-state')).toHaveTextContent(order.stateName);
    expect(buttons()).toEqual(offered);
  });

  it('the seller ships: a blank form is refused in Chinese, then the carrier and number are sent once', async () => {
    renderAppAt('/person/bond-order/detail/71');
    const detail = await screen.findByTestId('bond-order-detail', {}, loading);
    expect(detail).toHaveTextContent('¥370.35');
    expect(detail).toHaveTextContent('买方保证金¥74.07');
    expect(detail).toHaveTextContent('卖方保证金¥74.07');
    await userEvent.click(screen.getByRole('button', { name: '发货' }));
    const dialog = await screen.findByRole('dialog', { name: '发货' }, loading);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    // Each broken rule beside its field, once: the dialog's line does not say them again.
    await waitFor(() => expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([messages.chooseExpressCompany, messages.enterTrackingNo]));
    expect(within(dialog).getByRole('textbox', { name: /快递单号/ })).toHaveAttribute('aria-invalid', 'true');
    expect(state.posts).toEqual([]);

    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: /快递公司/ }), '顺丰速运');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /快递单号/ }), 'SF1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() =>
      expect(state.posts).toEqual([
        { path: '/api/bond/order/ship', body: { id: 71, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, key: expect.stringMatching(/^bondOrder:71:bondOrder\.ship:/) },
      ]),
    );
    expect(await screen.findByText(messages.bondShippedDone, {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bond-order-state')).toHaveTextContent('待收货'));
    expect(screen.getByTestId('bond-order-detail')).toHaveTextContent('SF1234567890');
    expect(screen.queryByRole('button', { name: '发货' })).toBeNull();
  });

  it('the buyer receives with the payment password and lands on the success page, exact to the fen', async () => {
    const { router } = renderAppAt('/person/bond-order/detail/72');
    await userEvent.click(await screen.findByRole('button', { name: '确认收货并付款' }, loading));
    const dialog = await screen.findByRole('dialog', { name: '确认收货并付款' }, loading);
    expect(dialog).toHaveTextContent('¥370.35');
    await userEvent.type(within(dialog).getByLabelText(/支付密码/), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认付款' }));
    await waitFor(() => expect(state.posts.map((p) => [p.path, p.body])).toEqual([['/api/bond/order/receive', { id: 72, payPassword: '135790' }]]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/bond-order/success/72'));
    const success = await screen.findByTestId('bond-order-success', {}, loading);
    expect(within(success).getByTestId('bond-paid')).toHaveTextContent('已从账户余额支付货款 ¥370.35');
    expect(within(success).getByTestId('bond-unfrozen')).toHaveTextContent('买方 ¥74.07，卖方 ¥74.07');
  });

  it('the buyer disputes with a reason, which the order then shows; receiving stays offered', async () => {
    renderAppAt('/person/bond-order/detail/72');
    await userEvent.click(await screen.findByRole('button', { name: '申请仲裁' }, loading));
    const dialog = await screen.findByRole('dialog', { name: '申请仲裁' }, loading);
    await userEvent.type(within(dialog).getByRole('textbox'), '邮票与描述的品相不符');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交仲裁' }));
    await waitFor(() => expect(state.posts.map((p) => [p.path, p.body])).toEqual([['/api/bond/order/dispute', { id: 72, reason: '邮票与描述的品相不符' }]]));
    await waitFor(() => expect(screen.getByTestId('bond-order-state')).toHaveTextContent('争议处理中'));
    expect(screen.getByTestId('bond-order-detail')).toHaveTextContent('邮票与描述的品相不符');
    expect(buttons()).toEqual(['确认收货并付款']);
  });
});

describe('the records', () => {
  it('an order’s money and logistics record lists only its moves, signed and exact, and the shipment', async () => {
    renderAppAt('/person/bond-order/return-record/72');
    const table = await screen.findByRole('table', { name: '订单资金记录' }, loading);
    await waitFor(() => expect(lastQuery('/api/bond/record')?.get('orderId')).toBe('72'));
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(amounts).toEqual(['-¥370.35', '+¥74.07', '-¥74.07']);
    expect(screen.getByTestId('bond-shipment')).toHaveTextContent('顺丰速运');
    expect(screen.getByTestId('bond-shipment')).toHaveTextContent('SF1234567890');
  });
});

describe('/staff/bond-orders', () => {
  it('a member who is not staff reads 无权访问', async () => {
    renderAppAt('/staff/bond-orders');
    expect(await screen.findByRole('alert', { name: '无权访问' }, loading)).toBeInTheDocument();
    expect(screen.queryByTestId('bond-order-queue')).toBeNull();
  });

  it('staff open a dispute from the queue and decide the seller at fault with a reason; a blank one is refused in Chinese', async () => {
    state.staff = true;
    state.orders = [shippedOrderOf(73, null, 'disputed', { disputeReason: '邮票与描述的品相不符' }), orderOf(71, null, 'awaitingShipment')];
    const { router } = renderAppAt('/staff/bond-orders');
    const queue = await screen.findByTestId('bond-order-queue', {}, loading);
    expect(within(queue).getByRole('link', { name: '查看订单 71' })).toBeInTheDocument();
    await userEvent.click(within(queue).getByRole('link', { name: '仲裁订单 73' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/bond-orders/73'));
    const detail = await screen.findByTestId('bond-order-detail', {}, loading);
    expect(detail).toHaveTextContent('邮票与描述的品相不符');
    expect(screen.getByRole('button', { name: '判定买方违约' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '判定卖方违约' }));
    const dialog = await screen.findByRole('dialog', { name: '判定卖方违约' }, loading);
    // Both margins, ¥74.07 each, go to the buyer.
    expect(dialog).toHaveTextContent('¥148.14');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定判定' }));
    expect(await within(dialog).findByText(messages.bondFillReason)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox'), '卖方所发邮票为仿品');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定判定' }));
    await waitFor(() =>
      expect(state.posts).toEqual([
        {
          path: '/api/operator/bond-orders/seller-default',
          body: { id: 73, reason: '卖方所发邮票为仿品' },
          key: expect.stringMatching(/^bondOrder:73:bondOrder\.decideSellerDefault:/),
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('review-state')).toHaveTextContent('卖方违约'));
    expect(screen.getByTestId('bond-order-detail')).toHaveTextContent('卖方所发邮票为仿品');
    expect(screen.queryByRole('button', { name: '判定买方违约' })).toBeNull();
  });
});
