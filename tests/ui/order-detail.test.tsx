import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/api/contracts/messages';
import type { Side } from '../../src/api/contracts/trade';
import { payPasswordSetQueryOptions } from '../../src/api/trade/get-pay-password-set';
import { useFakeServer } from './fake-server';
import { shownRules } from './field-rules';
import { callsTo, fakeOrderApiHandlers, fakeOrderApiState, makeOrder, steps } from './fake-order-api';
import { logIn, renderAppAt } from './render-app';

/** The order page renders the order's machine: exactly its actions for my side, the money, the invoice, the timeline. */
const { api, state: orderApi, server } = useFakeServer(fakeOrderApiState, fakeOrderApiHandlers);
beforeEach(() => logIn(api));

/** A page's first appearance: its lazy chunk may still be compiling on a cold start. */
const loading = { timeout: 8000 };

/** The labels of the actions offered, in display order; none when the action bar is absent. */
async function offeredActions(): Promise<string[]> {
  await screen.findByTestId('order-detail', {}, loading);
  const bar = screen.queryByTestId('order-actions');
  return bar ? Array.from(bar.children, (el) => el.textContent ?? '') : [];
}

describe('the order detail offers exactly what the machine accepts from my side', () => {
  it.each<[keyof typeof steps, Side, string, string[]]>([
    ['awaitingPayment', 'buyer', '待付款', ['立即付款']],
    ['awaitingPayment', 'seller', '待付款', ['撤销订单']],
    ['awaitingShipment', 'buyer', '待发货', ['申请取消订单']],
    ['awaitingShipment', 'seller', '待发货', ['发货', '申请取消订单']],
    ['awaitingReceipt', 'buyer', '待收货', ['确认收货', '申请退款', '延长收货']],
    ['awaitingReceipt', 'seller', '待收货', ['提醒买家收货']],
    ['refundRequested', 'buyer', '退款申请中', ['撤销退款申请']],
    ['refundRequested', 'seller', '退款申请中', ['同意退款申请', '拒绝退款申请']],
    ['completed', 'seller', '待评价', ['评价']],
  ])('%s, as the %s: state %s, actions %j', async (state, side, label, expected) => {
    orderApi.orders.set(1, makeOrder(1, side, steps[state]));
    renderAppAt('/person/order/detail/1');
    expect(await offeredActions()).toEqual(expected);
    expect(screen.getByTestId('order-state')).toHaveTextContent(label);
  });

  it('an order that has ended offers nothing', async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', [['order.paymentDeadlinePassed', 'system']]));
    renderAppAt('/person/order/detail/1');
    expect(await offeredActions()).toEqual([]);
    expect(screen.getByTestId('order-state')).toHaveTextContent('已关闭');
  });

  it('申请退款 leads to the refund page; the refund events link to the return record', async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingReceipt));
    renderAppAt('/person/order/detail/1');
    expect(await screen.findByRole('link', { name: '申请退款' }, loading)).toHaveAttribute('href', '/person/order/refund/1');
    expect(screen.queryByRole('link', { name: '退货记录' })).toBeNull();
    cleanup();

    orderApi.orders.set(2, makeOrder(2, 'seller', steps.refundRequested));
    renderAppAt('/person/order/detail/2');
    expect(await screen.findByRole('link', { name: '退货记录' }, loading)).toHaveAttribute('href', '/person/order/return-record/2');
  });

  it('shows 返回我的订单 only when opened from my orders', async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingShipment));
    renderAppAt('/person/order/detail/1?from=my-order');
    expect(await screen.findByRole('link', { name: '返回我的订单' }, loading)).toHaveAttribute('href', '/person/order');
  });

  it("shows the server's message when the order cannot be loaded", async () => {
    renderAppAt('/person/order/detail/404');
    expect(await screen.findByRole('alert', {}, loading)).toHaveTextContent('请求的资源不存在');
  });
});

describe('money on the order page', () => {
  it('资金明细 lists my postings with their total', async () => {
    orderApi.orders.set(1, makeOrder(1, 'seller', steps.completed, {
      ledger: [
        { time: '2026-11-24 10:00:00', memo: '货款结算', amount: 15_000 },
        { time: '2026-11-24 10:00:00', memo: '平台服务费', amount: -75 },
      ],
    }));
    renderAppAt('/person/order/detail/1');
    const ledger = await screen.findByRole('table', { name: '资金明细' }, loading);
    expect(within(ledger).getByText('+¥150.00')).toBeInTheDocument();
    expect(within(ledger).getByText('-¥0.75')).toBeInTheDocument();
    expect(within(ledger).getByTestId('ledger-total')).toHaveTextContent('+¥149.25');
  });

  it('says so when no money moved yet', async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingPayment));
    renderAppAt('/person/order/detail/1');
    expect(await screen.findByText('暂无资金变动', {}, loading)).toBeInTheDocument();
  });

  it('确认收货 with the payment password lands on 交易成功, which offers 评价', async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingReceipt));
    const { router } = renderAppAt('/person/order/detail/1');
    await userEvent.click(await screen.findByRole('button', { name: '确认收货' }, loading));
    const dialog = await screen.findByRole('dialog', { name: '确认收货' }, loading);
    await userEvent.type(within(dialog).getByLabelText(/支付密码/), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/person/order/success/1'));
    expect(callsTo(orderApi, '/api/trade/online/buyer/receive')[0]).toMatchObject({ body: { orderId: 1, payPassword: '246810' } });
    const success = await screen.findByTestId('trade-success', {}, loading);
    expect(within(success).getByTestId('released-amount')).toHaveTextContent('担保账户已放出货款 ¥150.00（付给卖家，平台服务费从中扣除）');
    expect(within(success).getByRole('button', { name: '评价' })).toBeInTheDocument();
    expect(within(success).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/person/order/detail/1');
  });

  it('reloads my wallet when the answer says my purses moved (the type header), not otherwise', async () => {
    let walletLoads = 0;
    const count = ({ request }: { request: Request }) => void (new URL(request.url).pathname === '/api/user/account/wallet' && walletLoads++);
    server.events.on('request:start', count);
    const confirm = async (action: string, payPassword?: string) => {
      await userEvent.click(await screen.findByRole('button', { name: action }, loading));
      const dialog = await screen.findByRole('dialog', { name: action });
      if (payPassword) await userEvent.type(within(dialog).getByLabelText(/支付密码/), payPassword);
      await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: action })).toBeNull(), loading);
    };
    try {
      orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingPayment));
      renderAppAt('/person/order/detail/1');
      await screen.findByRole('button', { name: '立即付款' }, loading);
      await waitFor(() => expect(walletLoads).toBeGreaterThan(0));
      const before = walletLoads;
      // Paying moves my balance into escrow: my wallet is read again.
      await confirm('立即付款', '246810');
      await waitFor(() => expect(walletLoads).toBe(before + 1));
      // Asking for more time moves nothing; receiving moves escrow to the seller, none of mine: no reload.
      cleanup();
      orderApi.orders.set(2, makeOrder(2, 'buyer', steps.awaitingReceipt));
      const { router } = renderAppAt('/person/order/detail/2');
      await screen.findByRole('button', { name: '延长收货' }, loading);
      await waitFor(() => expect(walletLoads).toBeGreaterThan(before + 1));
      const opened = walletLoads;
      await confirm('延长收货');
      await confirm('确认收货', '246810');
      await waitFor(() => expect(router.state.location.pathname).toBe('/person/order/success/2'), loading);
      await screen.findByTestId('trade-success', {}, loading);
      expect(walletLoads).toBe(opened);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('a paid action without a payment password sends the member to set one', async () => {
    orderApi.payPasswordSet = false;
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingPayment));
    const { queryClient, router } = renderAppAt('/person/order/detail/1');
    await screen.findByRole('button', { name: '立即付款' }, loading);
    await waitFor(() => expect(queryClient.getQueryData(payPasswordSetQueryOptions().queryKey)).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: '立即付款' }));
    const prompt = await screen.findByRole('dialog', { name: '设置支付密码' }, loading);
    expect(screen.queryByRole('dialog', { name: '立即付款' })).toBeNull();
    await userEvent.click(within(prompt).getByRole('button', { name: '去设置' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/dashboard'));
  });
});

describe('an action’s form', () => {
  it('shows every broken rule beside its field at once and sends nothing (the shipment)', async () => {
    orderApi.orders.set(1, makeOrder(1, 'seller', steps.awaitingShipment));
    renderAppAt('/person/order/detail/1');
    await userEvent.click(await screen.findByRole('button', { name: '发货' }, loading));
    const dialog = await screen.findByRole('dialog', { name: '发货' }, loading);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await shownRules(dialog)).toEqual([
      ['快递公司', messages.chooseExpressCompany],
      ['快递单号', messages.enterTrackingNo],
    ]);
    expect(callsTo(orderApi, '/api/trade/online/seller/ship')).toHaveLength(0);
  });
});

describe('the payment password', () => {
  it("is set with the server's own rules shown before any call, then the form offers to change it", async () => {
    orderApi.payPasswordSet = false;
    renderAppAt('/person/dashboard');
    const form = await screen.findByRole('form', { name: '支付密码' }, loading);
    expect(within(form).getByRole('heading')).toHaveTextContent('设置支付密码');
    const save = within(form).getByRole('button', { name: '保存' });
    await userEvent.click(save);
    expect(await shownRules(form)).toEqual([
      ['登录密码', messages.enterPassword],
      ['新支付密码', messages.payPasswordRule],
    ]);
    // Typing takes each field's rule away until the next send checks again.
    await userEvent.type(within(form).getByLabelText(/^登录密码/), 'demo1234');
    await userEvent.type(within(form).getByLabelText(/^新支付密码/), '12345');
    await userEvent.type(within(form).getByLabelText(/^确认支付密码/), '123465');
    await userEvent.click(save);
    expect(await shownRules(form)).toEqual([
      ['新支付密码', messages.payPasswordRule],
      ['确认支付密码', messages.passwordsDiffer],
    ]);
    expect(callsTo(orderApi, '/api/user/pwd/payment/modify')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^新支付密码/), '6');
    await userEvent.clear(within(form).getByLabelText(/^确认支付密码/));
    await userEvent.type(within(form).getByLabelText(/^确认支付密码/), '123456');
    await userEvent.click(save);
    await waitFor(() => expect(within(form).getByRole('heading')).toHaveTextContent('修改支付密码'));
    expect(callsTo(orderApi, '/api/user/pwd/payment/modify').map((c) => c.body)).toEqual([{ oldPassword: 'demo1234', newPassword: '123456' }]);
    expect(within(form).getByLabelText(/^当前支付密码/)).toHaveValue('');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal in the form", async () => {
    orderApi.fail.set('/api/user/pwd/payment/modify', messages.payPasswordWrong);
    renderAppAt('/person/dashboard');
    const form = await screen.findByRole('form', { name: '支付密码' }, loading);
    expect(within(form).getByRole('heading')).toHaveTextContent('修改支付密码');
    await userEvent.type(within(form).getByLabelText(/^当前支付密码/), '111111');
    await userEvent.type(within(form).getByLabelText(/^新支付密码/), '222222');
    await userEvent.type(within(form).getByLabelText(/^确认支付密码/), '222222');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.payPasswordWrong);
    expect(within(form).getByLabelText(/^新支付密码/)).toHaveValue('222222');
  });
});

describe('the invoice', () => {
  it('the buyer of a completed online order is sent to 申请开票 with the order chosen', async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.completed));
    renderAppAt('/person/order/detail/1');
    const link = await screen.findByRole('link', { name: '申请发票' }, loading);
    expect(link).toHaveAttribute('href', '/person/invoices/apply?orders=1');
  });

  it('is not offered to the seller, nor before completion; both parties see where the request stands', async () => {
    const invoice = { id: 7, stage: 'issued' as const, stateName: '已开票', title: '老周', taxNo: '', email: 'lao@example.com', createTime: '2026-11-25 10:00:00', invoiceNo: '00000012' };
    orderApi.orders.set(1, makeOrder(1, 'seller', steps.completed));
    orderApi.orders.set(2, makeOrder(2, 'buyer', steps.awaitingReceipt));
    orderApi.orders.set(3, makeOrder(3, 'seller', steps.completed, { invoice }));
    renderAppAt('/person/order/detail/1');
    await screen.findByText('暂无资金变动', {}, loading);
    expect(screen.queryByRole('link', { name: '申请发票' })).toBeNull();
    cleanup();
    renderAppAt('/person/order/detail/2');
    await screen.findByRole('table', { name: '资金明细' }, loading);
    expect(screen.queryByRole('link', { name: '申请发票' })).toBeNull();
    cleanup();
    renderAppAt('/person/order/detail/3');
    const shown = await screen.findByTestId('order-invoice', {}, loading);
    expect(within(shown).getByText('lao@example.com')).toBeInTheDocument();
    expect(within(shown).getByText('已开票')).toBeInTheDocument();
    expect(within(shown).getByText('00000012')).toBeInTheDocument();
  });
});
