import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fundBeans as fundMemberBeans } from './membership-helpers';
import { messages } from '../../src/api/contracts/messages';
import { beansFor, type OrderDetail } from '../../src/api/contracts/trade';
import type { Page } from '../../src/api/contracts/trade';
import type { WalletLogLine } from '../../src/api/contracts/wallet';
import { accounts, journalEntries, orders, postings, type Purse } from '../../server/src/db/schema';
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

/** Gold beans for the test's buyer as a top-up gives them (membership-helpers.ts). */
const fundBeans = (userId: number, beans: number) => fundMemberBeans(t, userId, beans);

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

  it('answers a retried pay with the way it was paid, moving nothing again; the key with another way is refused', async () => {
    await fundBeans(b.id, 300);
    const beans = await balanceOf(t, b.id, 'bean');
    const orderId = await newOrder(t, s, b, 2_500);
    expect(await pay(orderId, 'beans', 'pay-once')).toMatchObject({ code: 200, data: { payWay: 'beans' } });
    expect(await pay(orderId, 'beans', 'pay-once')).toMatchObject({ code: 200, data: { payWay: 'beans' } });
    // A key belongs to one request (docs/adr/0033): the same key asking to pay another way is not a retry.
    expect(await pay(orderId, 'balance', 'pay-once')).toMatchObject({ code: 409, msg: messages.idempotencyKeyOtherBody });
    expect(await balanceOf(t, b.id, 'bean')).toBe(beans - 250);
    expect(await entriesOf(orderId)).toHaveLength(1);
  });
});

/**
 * Paying part with gold beans, the rest from the balance or the deposit (issue 25, docs/adr/0035): one payment, one
 * entry whose lines show each part, refused whole when any part cannot pay, never spending a bean twice.
 */
describe('paying part of an order with gold beans', () => {
  const paySplit = (orderId: number, beans: unknown, payWay?: unknown, key?: string) =>
    act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword, beans, ...(payWay === undefined ? {} : { payWay }) }, key);
  /** The buyer holds exactly `beans` gold beans (the demo gives the buyer fewer). */
  async function holdBeans(beans: number) {
    const held = await balanceOf(t, b.id, 'bean');
    if (held > beans) throw new Error(`the buyer already holds ${held} beans`);
    if (held < beans) await fundBeans(b.id, beans - held);
  }
  const postingsOf = async (orderId: number) =>
    t.db
      .select({ userId: accounts.userId, system: accounts.systemCode, asset: accounts.asset, purse: accounts.purse, amount: postings.amount })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .where(eq(journalEntries.orderId, orderId))
      .orderBy(postings.id);

  it('380 beans pay 38.00 yuan of a 2,560-bean order and the balance the rest, in one entry showing both parts', async () => {
    await holdBeans(380);
    const orderId = await newOrder(t, s, b, 25_600);
    const [balance, reserve, gatewayBeans] = [await balanceOf(t, b.id), await system(systemAccounts.beanReserve, 'cny'), await system(systemAccounts.paymentGateway, 'bean')];

    const paid = await t.app.inject({ method: 'POST', url: '/api/trade/online/buyer/pay', payload: { orderId, payPassword, beans: 380 }, headers: { token: b.token } });
    expect(paid.json()).toMatchObject({ code: 200, data: { payWay: 'balance', paidBeans: 380 } });
    expect(paid.headers.type).toBe('bean');

    expect(await balanceOf(t, b.id, 'bean')).toBe(0);
    expect(await balanceOf(t, b.id)).toBe(balance - 21_800);
    expect(await system(systemAccounts.beanReserve, 'cny')).toBe(reserve - 3_800);
    expect(await system(systemAccounts.paymentGateway, 'bean')).toBe(gatewayBeans + 380);
    expect(await system(systemAccounts.escrow, 'cny')).toBe(25_600);
    expect(await entriesOf(orderId)).toHaveLength(1);
    expect(await postingsOf(orderId)).toEqual([
      { userId: b.id, system: null, asset: 'bean', purse: 'main', amount: -380 },
      { userId: null, system: systemAccounts.paymentGateway, asset: 'bean', purse: 'main', amount: 380 },
      { userId: null, system: systemAccounts.beanReserve, asset: 'cny', purse: 'main', amount: -3_800 },
      { userId: b.id, system: null, asset: 'cny', purse: 'main', amount: -21_800 },
      { userId: null, system: systemAccounts.escrow, asset: 'cny', purse: 'main', amount: 25_600 },
    ]);

    const detail: OrderDetail = await orderOf(t, b, orderId);
    expect(detail).toMatchObject({ payWay: 'balance', paidBeans: 380 });
    expect(detail.ledger.map((l) => [l.amount, l.unit])).toEqual([
      [-380, 'bean'],
      [-21_800, undefined],
    ]);
    expect(detail.ledger[0]!.memo).toContain('金豆抵扣380金豆、账户余额');
  });

  it('pays the rest from the deposit, which may pay only what no surrender is waiting for', async () => {
    await holdBeans(101);
    await fundDeposit(b.id, 5_000 - (await purse(b.id, 'deposit')));
    const orderId = await newOrder(t, s, b, 6_001);
    const balance = await balanceOf(t, b.id);
    expect(await paySplit(orderId, 100, 'deposit')).toMatchObject({ code: 400, msg: messages.payDepositInsufficient }); // 60.01 - 10.00 > 50
    expect(await entriesOf(orderId)).toEqual([]);
    expect(await paySplit(orderId, 101, 'deposit')).toMatchObject({ code: 200, data: { payWay: 'deposit', paidBeans: 101 } });
    expect([await purse(b.id, 'deposit'), await balanceOf(t, b.id), await balanceOf(t, b.id, 'bean')]).toEqual([9, balance, 0]);
    expect((await orderOf(t, b, orderId)).ledger[0]!.memo).toContain('金豆抵扣101金豆、押金支付');
  });

  it('refuses beans the member does not hold, more than the order needs, or beside paying all with beans: nothing moved', async () => {
    await holdBeans(380);
    const orderId = await newOrder(t, s, b, 25_600);
    const balance = await balanceOf(t, b.id);
    expect(await paySplit(orderId, 381)).toMatchObject({ code: 400, msg: messages.beansInsufficient });
    expect(await paySplit(orderId, 2_561)).toMatchObject({ code: 400, msg: messages.payBeansTooMany });
    expect(await paySplit(orderId, 10, 'beans')).toMatchObject({ code: 400, msg: messages.payBeansRestWay });
    for (const beans of [-1, 1.5, '10', null, 2 ** 31]) expect(await paySplit(orderId, beans)).toMatchObject({ code: 400, msg: messages.payBeansRule });
    const big = await newOrder(t, s, b, 2_000_000);
    expect(await paySplit(big, 380)).toMatchObject({ code: 400, msg: messages.insufficientBalance }); // the rest is more than the balance
    expect(await entriesOf(orderId)).toEqual([]);
    expect(await entriesOf(big)).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ stage: 'toPay', payWay: 'balance', paidBeans: 0 });
    expect([await balanceOf(t, b.id, 'bean'), await balanceOf(t, b.id)]).toEqual([380, balance]);
  });

  it('beans that cover the whole order pay it all with beans; none is paying from the balance alone', async () => {
    await holdBeans(1_000);
    const all = await newOrder(t, s, b, 4_995); // 499.5 beans: 500 whole beans pay it all
    expect(await paySplit(all, 500)).toMatchObject({ code: 200, data: { payWay: 'beans', paidBeans: 500 } });
    const none = await newOrder(t, s, b, 1_000);
    expect(await paySplit(none, 0)).toMatchObject({ code: 200, data: { payWay: 'balance', paidBeans: 0 } });
    expect(await balanceOf(t, b.id, 'bean')).toBe(500);
  });

  it('gives a split payment back to the balance when the order is cancelled (docs/adr/0028): beans stay redeemed', async () => {
    await holdBeans(380);
    const orderId = await newOrder(t, s, b, 25_600);
    const balance = await balanceOf(t, b.id);
    expect(await paySplit(orderId, 380)).toMatchObject({ code: 200 });
    await passDeadline(t, orderId); // not shipped in time: cancelled, escrow back to the buyer
    expect((await orderOf(t, b, orderId)).stateName).toBe('已取消');
    expect(await balanceOf(t, b.id)).toBe(balance - 21_800 + 25_600);
    expect(await balanceOf(t, b.id, 'bean')).toBe(0);
    expect((await orderOf(t, b, orderId)).ledger.map((l) => [l.amount, l.unit])).toEqual([
      [-380, 'bean'],
      [-21_800, undefined],
      [25_600, undefined],
    ]);
  });

  it('a refund agreed after a split payment returns the refund to the balance and pays the seller the rest', async () => {
    await holdBeans(380);
    const orderId = await newOrder(t, s, b, 25_600);
    const [balance, sellerBalance] = [await balanceOf(t, b.id), await balanceOf(t, s.id)];
    expect(await paySplit(orderId, 380)).toMatchObject({ code: 200 });
    await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await step(t, b, '/api/trade/refunds/buyer/apply', { orderId, reason: '品相不符', amount: 10_000, withReturn: false });
    await step(t, s, '/api/trade/refunds/seller/confirm', { orderId });
    expect(await balanceOf(t, b.id)).toBe(balance - 21_800 + 10_000);
    expect(await balanceOf(t, s.id)).toBe(sellerBalance + 15_600 - Math.floor(15_600 * 0.005));
    expect(await system(systemAccounts.escrow, 'cny')).toBe(0);
  });

  it('a retried split pays once; the same key with other beans moves nothing more', async () => {
    await holdBeans(380);
    const orderId = await newOrder(t, s, b, 25_600);
    const balance = await balanceOf(t, b.id);
    expect(await paySplit(orderId, 380, undefined, 'split-once')).toMatchObject({ code: 200, data: { paidBeans: 380 } });
    expect(await paySplit(orderId, 380, undefined, 'split-once')).toMatchObject({ code: 200, data: { paidBeans: 380 } });
    // The same key with another body pays nothing more either (what it answers is the key's rule, docs/adr/0033).
    await paySplit(orderId, 0, undefined, 'split-once');
    expect([await balanceOf(t, b.id, 'bean'), await balanceOf(t, b.id)]).toEqual([0, balance - 21_800]);
    expect(await entriesOf(orderId)).toHaveLength(1);
  });

  it('a burst of pays of one order pays it once; a burst of orders spending the same beans never spends a bean twice', async () => {
    await holdBeans(1_000);
    const orderId = await newOrder(t, s, b, 25_600);
    const same = await Promise.all(Array.from({ length: 8 }, (_, i) => paySplit(orderId, 300, undefined, `same-order-${i}`)));
    expect(same.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await balanceOf(t, b.id, 'bean')).toBe(700);
    expect(await entriesOf(orderId)).toHaveLength(1);

    // 700 beans left pay for two parts of 300: of six orders paid at once, two take beans and four are refused whole.
    const others = [];
    for (let i = 0; i < 6; i++) others.push(await newOrder(t, s, b, 5_000));
    const balance = await balanceOf(t, b.id);
    const burst = await Promise.all(others.map((id, i) => paySplit(id, 300, undefined, `burst-${i}`)));
    expect(burst.filter((r) => r.code === 200)).toHaveLength(2);
    expect(burst.filter((r) => r.code !== 200).every((r) => r.code === 400 && r.msg === messages.beansInsufficient)).toBe(true);
    expect(await balanceOf(t, b.id, 'bean')).toBe(100);
    expect(await balanceOf(t, b.id)).toBe(balance - 2 * 2_000);
    const stages = await t.db.select({ stage: orders.stage }).from(orders).where(inArray(orders.id, others));
    expect(stages.filter((o) => o.stage === 'toShip')).toHaveLength(2);
  });
});
