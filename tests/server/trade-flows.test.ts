import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import type { Listing } from '../../src/api/contracts/trade';
import { get, post, type TestApp } from './helpers';
import { act, balanceOf, closeChecked, dealTimes, newOrder, orderOf, passDeadline, payPassword, publish, stranger, take, trader, type Trader, tradingApp } from './trade-helpers';
import { payPasswordWrongLeft } from './pay-password-messages';

let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

describe('an online trade through escrow', () => {
  it('publish, take with the basket, pay, ship, receive, evaluate: every fen accounted for', async () => {
    const listing = await publish(t, s, { publishType: 1, price: 15_000, quantity: 3 });
    const confirmed = await take(t, b, listing, 2);
    expect(confirmed.code).toBe(200);
    expect(confirmed.data).toMatchObject({ amount: 30_000, tradeWay: 'online', otherCharges: 0 });
    const orderId = confirmed.data.tradeBaskets[0]!.orderId;
    const market = await post<{ list: Listing[] }>(t, '/api/trade/whole/list', {});
    expect(market.data.list.find((l) => l.id === listing)?.lastNum).toBe(1);
    expect((await get(t, '/api/basket/list', { token: b.token })).data).toEqual([]);

    const [buyerBefore, sellerBefore] = [await balanceOf(t, b.id), await balanceOf(t, s.id)];
    const dealsBefore = await dealTimes(t, s.id); // the seller's demo history (server/src/db/seed-deals.ts)
    expect((await orderOf(t, b, orderId)).stateName).toBe('待付款');
    expect((await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword: '000000' })).msg).toBe(payPasswordWrongLeft(4));
    const paid = await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    expect(paid.code).toBe(200);
    expect(paid.data.stateValue).toEqual({ awaitingShipment: 'open' });
    expect(await balanceOf(t, b.id)).toBe(buyerBefore - 30_000);

    expect((await act(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'x' })).msg).toBe(messages.enterTrackingNo);
    const shipped = await act(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    expect(shipped.data).toMatchObject({ stateName: '待收货', expressCompany: '顺丰速运', trackingNo: 'SF123456789' });

    const received = await act(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword });
    expect(received.data.stateValue).toEqual({ completed: 'evaluating' });
    // 0.5% fee on 300 yuan = 1.50 yuan to the platform; the seller receives the rest.
    expect(await balanceOf(t, s.id)).toBe(sellerBefore + 30_000 - 150);
    expect(await dealTimes(t, s.id)).toBe(dealsBefore + 1);

    await act(t, b, '/api/trade/trade/evaluation', { orderId, score: 1, comment: '很好' });
    expect((await act(t, b, '/api/trade/trade/evaluation', { orderId, score: 1, comment: '再评' })).msg).toBe(messages.orderActionNotAllowed);
    const evaluated = await act(t, s, '/api/trade/trade/evaluation', { orderId, score: 1, comment: '爽快' });
    // A lifecycle call answers with what it changed; the order's history is the order's own call.
    expect(evaluated.data).toMatchObject({ id: orderId, stateValue: { completed: 'evaluated' }, stateName: '已评价' });
    expect((await orderOf(t, s, orderId)).events.map((e) => `${e.role}:${e.event}`)).toEqual([
      'buyer:order.created',
      'buyer:order.pay',
      'seller:order.ship',
      'buyer:order.receive',
      'buyer:order.evaluate',
      'seller:order.evaluate',
    ]);
  });

  it('refuses paying without a payment password, and a payment the balance does not cover, changing nothing', async () => {
    const poor = await trader(t, '邮友小王');
    const listing = await publish(t, s, { publishType: 1, price: 15_000, quantity: 1 });
    const orderId = (await take(t, poor, listing, 1)).data.tradeBaskets[0]!.orderId;
    const noBalance = await act(t, poor, '/api/trade/online/buyer/pay', { orderId, payPassword });
    expect(noBalance.msg).toBe(messages.insufficientBalance);
    expect((await orderOf(t, poor, orderId)).stateValue).toBe('awaitingPayment');

    const unset = await trader(t, '警示用户', { payPassword: false });
    const other = await publish(t, s, { publishType: 1, price: 100, quantity: 1 });
    const second = (await take(t, unset, other, 1)).data.tradeBaskets[0]!.orderId;
    expect((await act(t, unset, '/api/trade/online/buyer/pay', { orderId: second, payPassword })).msg).toBe(messages.payPasswordNotSet);
  });
});

describe('cancellation before shipment', () => {
  it('the buyer applies, the seller agrees: escrow back to the buyer and the stock back on the listing', async () => {
    const listing = await publish(t, s, { publishType: 1, price: 20_000, quantity: 1 });
    const orderId = (await take(t, b, listing, 1)).data.tradeBaskets[0]!.orderId;
    const before = await balanceOf(t, b.id);
    await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    expect((await act(t, b, '/api/trade/online/apply/cancel', { orderId, reason: '' })).msg).toBe(messages.chooseReason);
    await act(t, b, '/api/trade/online/apply/cancel', { orderId, reason: '拍错了' });
    // The applicant cannot agree to their own request; the seller cannot ship while it is open.
    expect((await act(t, b, '/api/trade/online/agree/cancel', { orderId })).msg).toBe(messages.orderActionNotAllowed);
    expect((await act(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' })).code).toBe(400);
    const agreed = await act(t, s, '/api/trade/online/agree/cancel', { orderId });
    expect(agreed.data.stateValue).toBe('cancelled');
    expect(await balanceOf(t, b.id)).toBe(before);
    const market = await post<{ list: Listing[] }>(t, '/api/trade/whole/list', {});
    expect(market.data.list.find((l) => l.id === listing)).toMatchObject({ lastNum: 1, state: 'open' });
  });

  it('no answer by the deadline counts as agreement', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await act(t, s, '/api/trade/online/apply/cancel', { orderId, reason: '缺货' });
    await passDeadline(t, orderId);
    expect((await orderOf(t, b, orderId)).stateValue).toBe('cancelled');
  });
});

describe('refund after shipment', () => {
  it('with a return: apply, confirm, ship back, refund: the refund to the buyer, the rest (less the fee) to the seller', async () => {
    const orderId = await newOrder(t, s, b, 40_000);
    const [buyerBefore, sellerBefore] = [await balanceOf(t, b.id), await balanceOf(t, s.id)];
    await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await act(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    expect((await act(t, b, '/api/trade/refunds/buyer/apply', { orderId, reason: '品相不符', amount: 40_001, withReturn: true })).msg).toBe(messages.orderActionNotAllowed);
    await act(t, b, '/api/trade/refunds/buyer/apply', { orderId, reason: '品相不符', amount: 30_000, withReturn: true });
    expect((await act(t, s, '/api/trade/refunds/seller/confirm', { orderId })).data.stateName).toBe('待退货');
    await act(t, b, '/api/trade/refunds/buyer/ship', { orderId, expressCompany: '中国邮政', trackingNo: 'EMS12345678' });
    const refunded = await act(t, s, '/api/trade/refunds/seller/refund', { orderId });
    expect(refunded.data).toMatchObject({ stateValue: 'refunded', returnTrackingNo: 'EMS12345678' });
    expect(await balanceOf(t, b.id)).toBe(buyerBefore - 10_000);
    expect(await balanceOf(t, s.id)).toBe(sellerBefore + 10_000 - 50);
  });

  it('a refused refund of a returned item goes to the platform, which decides', async () => {
    const orderId = await newOrder(t, s, b, 40_000);
    const buyerBefore = await balanceOf(t, b.id);
    await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await act(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await act(t, b, '/api/trade/refunds/buyer/apply', { orderId, reason: '假票', amount: 40_000, withReturn: true });
    await act(t, s, '/api/trade/refunds/seller/confirm', { orderId });
    await act(t, b, '/api/trade/refunds/buyer/ship', { orderId, expressCompany: '中国邮政', trackingNo: 'EMS12345678' });
    expect((await act(t, s, '/api/trade/refunds/seller/refuseRefund', { orderId })).data.stateValue).toBe('disputed');
    const staff = await trader(t, '平台客服', { payPassword: false });
    expect((await act(t, b, '/api/operator/trade/decide', { orderId, decision: 'dispute.refundBuyer' })).status).toBe(403);
    expect((await act(t, staff, '/api/operator/trade/decide', { orderId, decision: 'dispute.refundBuyer' })).code).toBe(200);
    expect((await orderOf(t, b, orderId)).stateValue).toBe('refunded');
    expect(await balanceOf(t, b.id)).toBe(buyerBefore);
  });
});

describe('an offline trade', () => {
  it('both sides confirm completion: completed, deal counted, trade line released; no money moves', async () => {
    const listing = await publish(t, s, { publishType: 1, price: 100_000, quantity: 1, tradeWays: ['offline'] });
    const before = await get<{ orderCreditLineRemain: number }>(t, '/api/creditLine/info', { token: b.token });
    const orderId = (await take(t, b, listing, 1, 'offline')).data.tradeBaskets[0]!.orderId;
    const during = await get<{ orderCreditLineRemain: number }>(t, '/api/creditLine/info', { token: b.token });
    expect(during.data.orderCreditLineRemain).toBe(before.data.orderCreditLineRemain - 100_000);
    expect((await get<unknown[]>(t, '/api/creditLine/useList?operateType=2', { token: b.token })).data).toHaveLength(1);
    // The seller's call is the seller's: the buyer cannot confirm for the other side.
    expect((await act(t, b, '/api/trade/offline/seller/confirmComplete', { orderId })).msg).toBe(messages.orderActionNotAllowed);
    await act(t, b, '/api/trade/offline/buyer/confirmComplete', { orderId });
    const done = await act(t, s, '/api/trade/offline/seller/confirmComplete', { orderId });
    expect(done.data).toMatchObject({ stateValue: 'completed', stateName: '交易成功' });
    const after = await get<{ orderCreditLineRemain: number }>(t, '/api/creditLine/info', { token: b.token });
    expect(after.data.orderCreditLineRemain).toBe(before.data.orderCreditLineRemain);
  });

  it('one says completed and the other failed: disputed', async () => {
    const orderId = await newOrder(t, s, b, 9_000, 'offline');
    await act(t, b, '/api/trade/offline/buyer/confirmComplete', { orderId });
    expect((await act(t, s, '/api/trade/offline/seller/confirmFail', { orderId })).data.stateName).toBe('平台介入中');
  });
});

describe('who may do what', () => {
  it('a member who is not a party can neither read nor change an order, and nothing changes', async () => {
    const other = await trader(t, stranger);
    const orderId = await newOrder(t, s, b, 5_000);
    const before = await orderOf(t, b, orderId);
    expect((await get(t, `/api/user/order/info?orderId=${orderId}`, { token: other.token })).status).toBe(404);
    for (const path of ['/api/trade/online/buyer/pay', '/api/trade/publisher/cancel', '/api/trade/online/apply/cancel']) {
      const reply = await act(t, other, path, { orderId, payPassword, reason: '我想取消' });
      expect([reply.status, reply.msg], path).toEqual([404, messages.notOrderParty]);
    }
    expect((await orderOf(t, b, orderId)).version).toBe(before.version);
  });

  it('only the publisher edits or withdraws a listing; level rules hold', async () => {
    const other = await trader(t, stranger);
    const listing = await publish(t, s, { publishType: 1, price: 5_000, quantity: 2 });
    expect((await post(t, `/api/user/trade/del/${listing}`, {}, { token: other.token })).status).toBe(404);
    expect((await get(t, `/api/user/trade/edit/detail/${listing}`, { token: other.token })).status).toBe(404);
    const level2 = await trader(t, '邮友小王', { payPassword: false });
    const sell = await post(t, '/api/user/trade/edit', { publishType: 1, productId: 1, price: 100, quantity: 1, tradeWays: ['online'], deliveryMethods: ['express'] }, { token: level2.token });
    expect(sell.msg).toBe(messages.levelTwoCannotSell);
    const newcomer = await trader(t, '待认证用户', { payPassword: false });
    const buy = await post(t, '/api/user/trade/edit', { publishType: 0, productId: 1, price: 100, quantity: 1, tradeWays: ['online'], deliveryMethods: ['express'] }, { token: newcomer.token });
    expect(buy.msg).toBe(messages.levelOneMustAuthenticate);
    // The buy-offer line of a level-2 member is 50,000 yuan: a bigger offer gets the credit-insufficient answer.
    const big = await post<{ businessCode: number }>(t, '/api/user/trade/edit', { publishType: 0, productId: 1, price: 6_000_000, quantity: 1, tradeWays: ['online'], deliveryMethods: ['express'] }, { token: level2.token });
    expect(big).toMatchObject({ msg: messages.creditInsufficient, data: { businessCode: 0 } });
  });
});
