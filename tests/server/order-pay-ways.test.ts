import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { beanValueFen } from '../../src/api/contracts/money-names';
import { messages } from '../../src/api/contracts/messages';
import { beansFor, type OrderDetail } from '../../src/api/contracts/trade';
import type { Page } from '../../src/api/contracts/trade';
import type { WalletLogLine } from '../../src/api/contracts/wallet';
import { accounts, journalEntries, orders, type Purse } from '../../server/src/db/schema';
import { postTransfer, systemAccounts } from '../../server/src/domain/ledger';
import { get, type TestApp } from './helpers';
import { act, balanceOf, closeChecked, newOrder, orderOf, passDeadline, payPassword, step, tradingApp, type Trader } from './trade-helpers';

/**
 * Paying an order with balance, gold beans or deposit (spec section 1; issue 14; docs/adr/0028): the pay call's
 * payWay, the order's pay_way, the money each way moves into escrow, refunds to the balance whichever way paid, and
 * refusals that move nothing. Every scenario ends with the ledger invariants, which include the bean reserve backing
 * every member's gold bean.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const pay = (orderId: number, payWay?: unknown, key?: string) =>
  act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword, ...(payWay === undefined ? {} : { payWay }) }, key);

async function payReply(orderId: number, payWay?: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/trade/online/buyer/pay',
    payload: { orderId, payPassword, ...(payWay === undefined ? {} : { payWay }) },
    headers: { token: b.token },
  });
  return { ...(response.json() as { code: number; msg: string }), type: response.headers.type };
}

/** Gold beans bought through the gateway: the yuan that bought them held in the bean reserve. */
async function fundBeans(userId: number, beans: number) {
  await t.db.transaction((tx) =>
    postTransfer(tx, t.clock.now, {
      idempotencyKey: `test:beans:${userId}:${beans}`,
      item: 'beanPurchase',
      memo: '测试：购买金豆',
      postings: [
        { account: { system: systemAccounts.paymentGateway, asset: 'bean' }, amount: -beans },
        { account: { userId, asset: 'bean' }, amount: beans },
        { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -beans * beanValueFen },
        { account: { system: systemAccounts.beanReserve, asset: 'cny' }, amount: beans * beanValueFen },
      ],
    }),
  );
}

/** Deposit paid in through the gateway, as the deposit payment will post it. */
async function fundDeposit(userId: number, fen: number) {
  await t.db.transaction((tx) =>
    postTransfer(tx, t.clock.now, {
      idempotencyKey: `test:deposit:${userId}:${fen}`,
      item: 'deposit',
      memo: '测试：缴纳押金',
      postings: [
        { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -fen },
        { account: { userId, asset: 'cny', purse: 'deposit' }, amount: fen },
      ],
    }),
  );
}

async function purse(userId: number, p: Purse): Promise<number> {
  const [row] = await t.db.select({ balance: accounts.balance }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.asset, 'cny'), eq(accounts.purse, p)));
  return row?.balance ?? 0;
}
async function system(code: string, asset: 'cny' | 'bean'): Promise<number> {
  const [row] = await t.db.select({ balance: accounts.balance }).from(accounts).where(and(eq(accounts.systemCode, code), eq(accounts.asset, asset), isNull(accounts.userId)));
  return row?.balance ?? 0;
}
const payWayOf = async (orderId: number) => (await t.db.select({ payWay: orders.payWay }).from(orders).where(eq(orders.id, orderId)))[0]!.payWay;
const entriesOf = (orderId: number) => t.db.select().from(journalEntries).where(eq(journalEntries.orderId, orderId));

describe('paying an order with gold beans', () => {
  it('redeems whole beans at 0.1 yuan (rounded up) from the bean reserve into escrow; the balance does not move', async () => {
    const beans = await balanceOf(t, b.id, 'bean'); // the demo buyer's, whatever the demo data gives
    await fundBeans(b.id, 2_000);
    const orderId = await newOrder(t, s, b, 12_345);
    const [balance, reserve, gatewayBeans] = [await balanceOf(t, b.id), await system(systemAccounts.beanReserve, 'cny'), await system(systemAccounts.paymentGateway, 'bean')];

    const reply = await payReply(orderId, 'beans');
    expect(reply).toMatchObject({ code: 200, type: 'bean' });
    expect(beansFor(12_345)).toBe(1_235);
    expect(await balanceOf(t, b.id, 'bean')).toBe(beans + 2_000 - 1_235);
    expect(await balanceOf(t, b.id)).toBe(balance);
    expect(await system(systemAccounts.beanReserve, 'cny')).toBe(reserve - 12_345);
    expect(await system(systemAccounts.paymentGateway, 'bean')).toBe(gatewayBeans + 1_235);
    expect(await system(systemAccounts.escrow, 'cny')).toBe(12_345);
    expect(await payWayOf(orderId)).toBe('beans');

    const detail: OrderDetail = await orderOf(t, b, orderId);
    expect(detail.payWay).toBe('beans');
    expect(detail.ledger).toEqual([expect.objectContaining({ amount: -1_235, unit: 'bean', memo: expect.stringContaining('金豆抵扣1235金豆') })]);
    const beanLog = await get<Page<WalletLogLine>>(t, '/api/user/account/goldCoin/log/page', { token: b.token });
    expect(beanLog.data.list[0]).toMatchObject({ itemName: '订单付款', paymentItem: 'order', amount: -1_235, orderId });

    // The rest of the trade is as for any order: the seller is paid into the balance.
    const sellerBefore = await balanceOf(t, s.id);
    await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await step(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword });
    expect(await balanceOf(t, s.id)).toBe(sellerBefore + 12_345 - Math.floor(12_345 * 0.005));
  });

  it('gives the money back to the balance when the order is refunded, not the beans', async () => {
    await fundBeans(b.id, 500);
    const beans = await balanceOf(t, b.id, 'bean');
    const orderId = await newOrder(t, s, b, 4_000);
    const balance = await balanceOf(t, b.id);
    await pay(orderId, 'beans');
    expect(await balanceOf(t, b.id, 'bean')).toBe(beans - 400);
    await passDeadline(t, orderId); // not shipped in time: cancelled, escrow back to the buyer
    expect((await orderOf(t, b, orderId)).stateName).toBe('已取消');
    expect(await balanceOf(t, b.id)).toBe(balance + 4_000);
    expect(await balanceOf(t, b.id, 'bean')).toBe(beans - 400);
    const ledger = (await orderOf(t, b, orderId)).ledger;
    expect(ledger.map((l) => [l.amount, l.unit])).toEqual([
      [-400, 'bean'],
      [4_000, undefined],
    ]);
  });

  it('refuses too few beans with nothing moved: the order still waits for payment', async () => {
    await fundBeans(b.id, 1_199 - (await balanceOf(t, b.id, 'bean')));
    const orderId = await newOrder(t, s, b, 12_000); // needs 1,200 beans
    const [before] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(await pay(orderId, 'beans')).toMatchObject({ code: 400, msg: messages.beansInsufficient });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after).toMatchObject({ version: before!.version, stage: 'toPay', payWay: 'balance' });
    expect(await balanceOf(t, b.id, 'bean')).toBe(1_199);
    expect(await entriesOf(orderId)).toEqual([]);
    // Exactly enough pays.
    await fundBeans(b.id, 1);
    expect(await pay(orderId, 'beans')).toMatchObject({ code: 200 });
    expect(await balanceOf(t, b.id, 'bean')).toBe(0);
  });
});

describe('paying an order from the deposit', () => {
  it('takes the amount from the deposit purse; a cancellation refunds it to the balance', async () => {
    await fundDeposit(b.id, 30_000);
    const deposit = await purse(b.id, 'deposit');
    const orderId = await newOrder(t, s, b, 8_000);
    const balance = await balanceOf(t, b.id);
    expect(await payReply(orderId, 'deposit')).toMatchObject({ code: 200, type: 'cny' });
    expect(await purse(b.id, 'deposit')).toBe(deposit - 8_000);
    expect(await balanceOf(t, b.id)).toBe(balance);
    expect((await orderOf(t, b, orderId)).payWay).toBe('deposit');
    expect((await orderOf(t, b, orderId)).ledger).toEqual([expect.objectContaining({ amount: -8_000, memo: expect.stringContaining('押金支付') })]);

    await step(t, b, '/api/trade/online/apply/cancel', { orderId, reason: '不想要了' });
    await step(t, s, '/api/trade/online/agree/cancel', { orderId });
    expect(await purse(b.id, 'deposit')).toBe(deposit - 8_000);
    expect(await balanceOf(t, b.id)).toBe(balance + 8_000);
  });

  it('refuses a deposit too small with its own message, nothing moved', async () => {
    await fundDeposit(b.id, 7_999 - (await purse(b.id, 'deposit')));
    const orderId = await newOrder(t, s, b, 8_000);
    expect(await pay(orderId, 'deposit')).toMatchObject({ code: 400, msg: messages.payDepositInsufficient });
    expect(await purse(b.id, 'deposit')).toBe(7_999);
    expect(await entriesOf(orderId)).toEqual([]);
    expect(await payWayOf(orderId)).toBe('balance');
  });

  it('spends only the deposit no surrender is waiting to return', async () => {
    await fundDeposit(b.id, 10_000 - (await purse(b.id, 'deposit')));
    const asked = await act(t, b, '/api/deposit/withdraw', { amount: 6_000, payPassword }, 'surrender-before-pay');
    expect(asked.code, asked.msg).toBe(200);
    const orderId = await newOrder(t, s, b, 5_000);
    expect(await pay(orderId, 'deposit')).toMatchObject({ code: 400, msg: messages.payDepositInsufficient });
    expect(await purse(b.id, 'deposit')).toBe(10_000);
    expect(await entriesOf(orderId)).toEqual([]);
    expect((await pay(orderId, 'deposit')).code).toBe(400);
    const cheaper = await newOrder(t, s, b, 4_000);
    expect((await pay(cheaper, 'deposit')).code).toBe(200);
    expect(await purse(b.id, 'deposit')).toBe(6_000);
  });
});

describe('the pay way of the pay call', () => {
  it('pays from the balance when none is named (callers before pay ways keep working), or when balance is named', async () => {
    const first = await newOrder(t, s, b, 1_000);
    const second = await newOrder(t, s, b, 2_000);
    const balance = await balanceOf(t, b.id);
    expect(await payReply(first)).toMatchObject({ code: 200, type: 'cny' });
    expect(await pay(second, 'balance')).toMatchObject({ code: 200 });
    expect(await balanceOf(t, b.id)).toBe(balance - 3_000);
    expect([await payWayOf(first), await payWayOf(second)]).toEqual(['balance', 'balance']);
  });

  it('refuses a pay way that does not exist, and the balance when it is short', async () => {
    const orderId = await newOrder(t, s, b, 1_000);
    for (const payWay of ['credit', 1, null]) expect(await pay(orderId, payWay)).toMatchObject({ code: 400, msg: messages.choosePayWay });
    const big = await newOrder(t, s, b, 2_000_000); // more than the buyer's 10,000 yuan
    expect(await pay(big, 'balance')).toMatchObject({ code: 400, msg: messages.insufficientBalance });
    expect(await entriesOf(big)).toEqual([]);
  });

  it('answers a retried pay with the way it was paid, moving nothing again', async () => {
    await fundBeans(b.id, 300);
    const beans = await balanceOf(t, b.id, 'bean');
    const orderId = await newOrder(t, s, b, 2_500);
    expect(await pay(orderId, 'beans', 'pay-once')).toMatchObject({ code: 200, data: { payWay: 'beans' } });
    expect(await pay(orderId, 'balance', 'pay-once')).toMatchObject({ code: 200, data: { payWay: 'beans' } });
    expect(await balanceOf(t, b.id, 'bean')).toBe(beans - 250);
    expect(await entriesOf(orderId)).toHaveLength(1);
  });
});
