import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import { thumbUrl, uploadUrl } from '../../src/api/contracts/profile';
import { useFakeServer } from './fake-server';
import { callsTo, fakeOrderApiHandlers, fakeOrderApiState, makeOrder, refundOf, steps } from './fake-order-api';
import { logIn, renderAppAt } from './render-app';
import { imageFile } from './image-files';

/** 申请退款, 退货记录 and 我的订单's stage tabs, against the fake API whose orders run the real order machine. */
const { api, state: orderApi, server } = useFakeServer(fakeOrderApiState, fakeOrderApiHandlers);
beforeEach(() => logIn(api));

// A page's first visit in this file loads its code (the app's chunk, then the page's lazy one) before it renders: on
// two busy cores that has taken over 8 s. The waits end as soon as the page is there.
const loading = { timeout: 20_000 };
const refundCalls = () => callsTo(orderApi, '/api/trade/refunds/buyer/apply');

describe('the refund page', () => {
  it('is offered to the buyer of a received order: amount at most what was paid, then refund.apply through the action call', async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingReceipt));
    const { router } = renderAppAt('/person/order/refund/1');
    const form = await screen.findByRole('form', { name: '申请退款' }, loading);
    const amount = within(form).getByLabelText(/退款金额/);
    expect(amount).toHaveValue('150.00');

    await userEvent.click(within(form).getByRole('button', { name: '提交退款申请' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(messages.chooseReason);
    await waitFor(() => expect(within(form).getByRole('option', { name: '少发/漏发' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText(/退款原因/), '少发/漏发');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150.01');
    await userEvent.click(within(form).getByRole('button', { name: '提交退款申请' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(messages.refundAmountRule);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(form).getByRole('button', { name: '提交退款申请' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(messages.refundAmountRule);
    expect(refundCalls()).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '40.5');
    await userEvent.click(within(form).getByText('仅退款，不退货'));
    await userEvent.click(within(form).getByRole('button', { name: '提交退款申请' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/person/order/detail/1'));
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0]!.body).toEqual({ orderId: 1, reason: '少发/漏发', amount: 4050, withReturn: false, photos: [] });
    expect(refundCalls()[0]!.idempotencyKey).toMatch(/^1:refund\.apply:/);
    expect(refundOf(orderApi.orders.get(1)!)).toEqual({ reason: '少发/漏发', amount: 4050, withReturn: false, photos: [] });
    // The detail page, not the refund page's own header (it shows 退款申请中 too, between the answer and the
    // navigation). It is the file's first visit to the detail page, so its code loads now, like any first visit.
    const detail = await screen.findByTestId('order-detail', {}, loading);
    expect(within(detail).getByTestId('order-state')).toHaveTextContent('退款申请中');
  });

  it("a refused application keeps the form with the server's message, and the retry is the same attempt", async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingReceipt));
    orderApi.fail.set('/api/trade/refunds/buyer/apply', messages.orderChanged);
    renderAppAt('/person/order/refund/1');
    const form = await screen.findByRole('form', { name: '申请退款' }, loading);
    await waitFor(() => expect(within(form).getByRole('option', { name: '品相与描述不符' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText(/退款原因/), '品相与描述不符');
    await userEvent.click(within(form).getByRole('button', { name: '提交退款申请' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.orderChanged);
    await userEvent.click(within(form).getByRole('button', { name: '提交退款申请' }));
    await waitFor(() => expect(refundCalls()).toHaveLength(2));
    expect(refundCalls()[0]!.body).toMatchObject({ amount: 15_000, withReturn: true });
    expect(refundCalls()[1]!.idempotencyKey).toBe(refundCalls()[0]!.idempotencyKey);
  });

  it('sends the evidence photos uploaded (凭证图片) with the application', async () => {
    const evidence = ['refundEvidenceKey0000001.webp', 'refundEvidenceKey0000002.webp'];
    const queue = [...evidence];
    server.use(
      http.post('*/api/upload/complaintImage', () => {
        const key = queue.shift()!;
        return HttpResponse.json({ code: 200, msg: messages.uploadSucceeded, data: { key, url: uploadUrl(key), thumbUrl: thumbUrl(key), width: 800, height: 600 } });
      }),
    );
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingReceipt));
    const { router } = renderAppAt('/person/order/refund/1');
    const form = await screen.findByRole('form', { name: '申请退款' }, loading);
    await waitFor(() => expect(within(form).getByRole('option', { name: '品相与描述不符' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText(/退款原因/), '品相与描述不符');
    await userEvent.upload(within(form).getByLabelText('上传凭证图片'), [
      imageFile('a.jpg', { type: 'image/jpeg' }),
      imageFile('b.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => expect(within(form).getAllByRole('img', { name: /^凭证图片 第/ })).toHaveLength(2));
    await userEvent.click(within(form).getByRole('button', { name: '提交退款申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/order/detail/1'));
    expect(refundCalls()[0]!.body).toEqual({ orderId: 1, reason: '品相与描述不符', amount: 15_000, withReturn: true, photos: evidence });
    expect(refundOf(orderApi.orders.get(1)!)).toMatchObject({ photos: evidence });
  });

  it.each([
    ['the seller', makeOrder(1, 'seller', steps.awaitingReceipt), '待收货'],
    ['the buyer before shipment', makeOrder(1, 'buyer', steps.awaitingShipment), '待发货'],
    ['the buyer while a refund is under way', makeOrder(1, 'buyer', steps.refundRequested), '退款申请中'],
  ])('is not offered to %s: the state, and that a refund cannot be applied now', async (_, order, state) => {
    orderApi.orders.set(1, order);
    renderAppAt('/person/order/refund/1');
    expect(await screen.findByTestId('refund-not-offered', {}, loading)).toHaveTextContent(`订单当前状态为「${state}」，现在不能申请退款。`);
    expect(screen.queryByRole('form', { name: '申请退款' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回订单详情' })).toHaveAttribute('href', '/person/order/detail/1');
  });
});

describe('the return record', () => {
  it('shows the request, the return shipment and the refund events', async () => {
    orderApi.orders.set(1, makeOrder(1, 'buyer', [...steps.refundRequested, ['refund.confirm', 'seller']]));
    orderApi.returnShipment = { expressCompany: '顺丰速运', trackingNo: 'SF9876543210' };
    renderAppAt('/person/order/return-record/1');
    const record = await screen.findByTestId('return-record', {}, loading);
    expect(within(record).getByText('品相与描述不符')).toBeInTheDocument();
    expect(within(record).getByText('¥50.00')).toBeInTheDocument();
    expect(within(record).getByText('需要退货')).toBeInTheDocument();
    expect(await within(record).findByText('SF9876543210')).toBeInTheDocument();
    const events = within(record).getByRole('table', { name: '退款记录' });
    expect(within(events).getAllByRole('row').slice(1).map((row) => row.lastElementChild?.textContent)).toEqual(['申请退款', '同意退款申请']);
  });

  it.each(['buyer', 'seller'] as const)('shows the evidence photos to the %s, on the record and the order page', async (side) => {
    const evidence = ['refundEvidenceKey0000001.webp', 'refundEvidenceKey0000002.webp'];
    const applied = { reason: '品相与描述不符', amount: 5000, withReturn: true, photos: evidence };
    orderApi.orders.set(1, makeOrder(1, side, [...steps.awaitingReceipt, ['refund.apply', 'buyer', applied]]));
    renderAppAt('/person/order/return-record/1');
    const record = await screen.findByTestId('return-record', {}, loading);
    expect(within(record).getAllByRole('img', { name: /^退款凭证 第/ }).map((img) => img.getAttribute('src'))).toEqual(evidence.map(thumbUrl));
    cleanup();
    renderAppAt('/person/order/detail/1');
    const photos = await screen.findByTestId('refund-photos', {}, loading);
    await userEvent.click(within(photos).getByRole('button', { name: '查看退款凭证 第2张' }));
    const viewer = await screen.findByRole('dialog', { name: '查看图片 2/2' }, loading);
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', uploadUrl(evidence[1]!));
  });

  it('says the item has not been sent back yet, and that there is no refund on an order without one', async () => {
    orderApi.orders.set(1, makeOrder(1, 'seller', steps.refundRequested));
    orderApi.orders.set(2, makeOrder(2, 'buyer', steps.awaitingReceipt));
    renderAppAt('/person/order/return-record/1');
    expect(await screen.findByText('尚未寄回', {}, loading)).toBeInTheDocument();
    cleanup();
    renderAppAt('/person/order/return-record/2');
    expect(await screen.findByText('暂无退款申请', {}, loading)).toBeInTheDocument();
    expect(screen.getByText('暂无退款记录')).toBeInTheDocument();
  });
});

describe('my orders by stage', () => {
  it('tabs for 全部 and every stage with their counts; a tab filters the list by stage', async () => {
    orderApi.orderStatistics = { all: 9, toPay: 1, toShip: 2, toReceive: 3, toConfirm: 0, afterSale: 1, toEvaluate: 2, ended: 0 };
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingShipment));
    renderAppAt('/person/order');
    const tabs = await screen.findByRole('tablist', { name: '订单状态' }, loading);
    await waitFor(() =>
      expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
        '全部（9）',
        '待付款（1）',
        '待发货（2）',
        '待收货（3）',
        '待确认（0）',
        '退款/售后（1）',
        '待评价（2）',
        '已结束（0）',
      ]),
    );
    expect(await screen.findByRole('link', { name: '1' })).toHaveAttribute('href', '/person/order/detail/1?from=my-order');
    await userEvent.click(within(tabs).getByRole('tab', { name: /待发货/ }));
    await waitFor(() => expect(callsTo(orderApi, '/api/order/list').at(-1)!.body).toEqual({ side: 'all', tradeWay: 'all', stage: 'toShip' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '身份' }), 'seller');
    await waitFor(() => expect(callsTo(orderApi, '/api/order/list').at(-1)!.body).toEqual({ side: 'seller', tradeWay: 'all', stage: 'toShip' }));
  });

  it('pages through many orders, and another filter starts again from the first page', async () => {
    for (let id = 1; id <= 12; id++) orderApi.orders.set(id, makeOrder(id, 'buyer', steps.awaitingShipment));
    renderAppAt('/person/order');
    const pager = await screen.findByRole('navigation', { name: '分页' }, loading);
    expect(within(pager).getByText('共 12 条')).toBeInTheDocument();
    expect(within(pager).getByText('第 1 / 2 页')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '我的订单' })).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '我的订单' })).getAllByRole('link')).toHaveLength(2));
    expect(callsTo(orderApi, '/api/order/list').at(-1)!.query).toEqual({ pageNo: '2', pageSize: '10' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '身份' }), 'buyer');
    await waitFor(() => expect(callsTo(orderApi, '/api/order/list').at(-1)!.query).toEqual({ pageNo: '1', pageSize: '10' }));
  });
});
