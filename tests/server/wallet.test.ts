import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { paymentItemNames } from '../../src/api/contracts/money-names';
import { fundBeans as fundMemberBeans } from './membership-helpers';
import { messages } from '../../src/api/contracts/messages';
import type { BasketItem, ConfirmResult, Page } from '../../src/api/contracts/trade';
import type { AccountPurses, BeanTransferResult, PaymentItemOption, WalletLogLine } from '../../src/api/contracts/wallet';
import { journalEntries, messages as inbox, users, type Purse } from '../../server/src/db/schema';
import { formatChinaTime } from '../../server/src/domain/clock';
import { postTransfer, systemAccounts } from '../../server/src/domain/ledger';
import { chargeFeature } from '../../server/src/domain/wallet/feature-fees';
import { ApiError, buildTestApp, extraMember, get, post, type TestApp } from './helpers';
import { balanceOf, buyer, completedOrder, expectLedgerInvariants, newOrder, passDeadline, payPassword, publish, seller, step, stranger, trader, type Trader } from './trade-helpers';
import { payPasswordLockedPattern, payPasswordWrongLeft } from './pay-password-messages';

/**
 * The wallet (spec section 7, User and account and Coin; docs/adr/0028): my yuan and gold-bean logs with their
 * filters, the today range and paging; my purses; gifting gold beans (/api/coin/transfer) with its rules and a burst of
 * 50 at once; the one function every gold-bean fee goes through. Nobody reads another member's log. Every scenario
 * ends with the ledger invariants.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => {
  t = await buildTestApp();
  [s, b] = await Promise.all([trader(t, seller), trader(t, buyer)]);
});
afterEach(async () => {
  await expectLedgerInvariants(t);
  await t.close();
});

/** A day in China time, as the page sends the today range: 00:00:00 to 23:59:59 (the end of its second). */
const chinaDay = (day: string) => ({ startTime: `${day} 00:00:00`, endTime: `${day} 23:59:59` });
const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
const yuanLog = (who: { token: string }, params: Record<string, string | number | undefined> = {}) =>
  get<Page<WalletLogLine>>(t, `/api/user/account/log/page?${query(params)}`, { token: who.token });
const beanLog = (who: { token: string }, params: Record<string, string | number | undefined> = {}) =>
  get<Page<WalletLogLine>>(t, `/api/user/account/goldCoin/log/page?${query(params)}`, { token: who.token });

async function transfer(who: { token: string }, body: Record<string, unknown>, key?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/coin/transfer',
    payload: body,
    headers: { token: who.token, ...(key ? { 'idempotency-key': key } : {}) },
  });
  return { ...(response.json() as { code: number; msg: string; data: BeanTransferResult }), status: response.statusCode, type: response.headers.type };
}

/** Gold beans for a test member as a top-up gives them (membership-helpers.ts); a page of lines needs its own keys. */
const fundBeans = (userId: number, beans: number, key?: string) => fundMemberBeans(t, userId, beans, key);

/** Yuan into one of a member's purses from the gateway (what the deposit, bond and cash-out calls will post). */
async function fundPurse(userId: number, purse: Purse, fen: number, item: 'deposit' | 'bond' | 'cashOut') {
  await t.db.transaction((tx) =>
    postTransfer(tx, t.clock.now, {
      idempotencyKey: `test:${purse}:${userId}:${fen}`,
      item,
      memo: `测试：${purse}`,
      postings: [
        { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -fen },
        { account: { userId, asset: 'cny', purse }, amount: fen },
      ],
    }),
  );
}

let serial = 0;
const newMember = async (fields: { payPassword?: boolean } = {}) => {
  const made = await extraMember(t, { userName: `赠豆会员${++serial}`, phone: `1371000${String(serial).padStart(4, '0')}` });
  return fields.payPassword === false ? { ...made } : { ...made, ...(await trader(t, made.name)) };
};

describe('the logs of my money', () => {
  it('lists the items each log filters by, with their names', async () => {
    const yuan = await get<PaymentItemOption[]>(t, '/api/user/account/paymentItemList', { token: b.token });
    expect(yuan.data.map((o) => o.code)).toEqual(['topUp', 'order', 'vip', 'deposit', 'bond', 'cashOut', 'automatch', 'bondTrade', 'agentFee', 'beanPurchase', 'opening']);
    expect(yuan.data.find((o) => o.code === 'order')?.name).toBe(paymentItemNames.order);
    const beans = await get<PaymentItemOption[]>(t, '/api/user/account/goldCoin/paymentItemList', { token: b.token });
    expect(beans.data.map((o) => o.code)).toEqual(['beanPurchase', 'beanGift', 'featureFee', 'order', 'opening']);
    for (const path of ['paymentItemList', 'goldCoin/paymentItemList', 'log/page', 'goldCoin/log/page']) {
      expect((await get(t, `/api/user/account/${path}`)).status).toBe(401);
    }
  });

  it('names each line by its item and sign, newest first, with the balance after it', async () => {
    const start = await balanceOf(t, b.id);
    const before = (await yuanLog(b)).data.total;
    const orderId = await completedOrder(t, s, b, 12_000);
    const refunded = await newOrder(t, s, b, 3_000);
    await step(t, b, '/api/trade/online/buyer/pay', { orderId: refunded, payPassword });
    await passDeadline(t, refunded); // not shipped in time: escrow goes back to the buyer

    const mine = (await yuanLog(b)).data;
    expect(mine.list.slice(0, 3).map((l) => [l.itemName, l.amount, l.balance, l.orderId])).toEqual([
      ['退款', 3_000, start - 12_000, refunded],
      ['订单付款', -3_000, start - 15_000, refunded],
      ['订单付款', -12_000, start - 12_000, orderId],
    ]);
    expect(mine.total).toBe(before + 3);
    expect(mine.list[0]).toMatchObject({ paymentItem: 'order', createTime: expect.stringMatching(/^2026-11-\d\d \d\d:\d\d:\d\d$/), memo: expect.stringContaining(`订单${refunded}`) });
    // The newest line's balance is the balance; each older line's is what the newer one started from.
    expect(mine.list[0]!.balance).toBe(await balanceOf(t, b.id));
    for (const [newer, older] of mine.list.slice(0, -1).map((l, i) => [l, mine.list[i + 1]!] as const)) expect(older.balance).toBe(newer.balance - newer.amount);

    const theirs = (await yuanLog(s)).data.list;
    expect(theirs[0]).toMatchObject({ itemName: '货款收入', orderId, amount: 12_000 - 60 }); // 0.5% fee kept by the platform
    expect(theirs[0]!.balance).toBe(await balanceOf(t, s.id));
  });

  it('filters by payment item and by time, both ends included, and opens on the today range', async () => {
    const start = await balanceOf(t, b.id);
    // The demo data: the buyer's history (server/src/db/seed-deals.ts) on earlier days, the rest on 2026-11-22.
    const seeded = (await yuanLog(b)).data.total;
    const seededToday = (await yuanLog(b, chinaDay('2026-11-22'))).data.total;
    const seededYesterday = (await yuanLog(b, chinaDay('2026-11-21'))).data.total;
    const openings = (await yuanLog(b, { paymentItem: 'opening' })).data.total;
    await completedOrder(t, s, b, 5_000);
    t.clock.advance(24 * 3_600_000); // the next day (2026-11-23)
    const tomorrow = await completedOrder(t, s, b, 7_000);

    const opening = (await yuanLog(b, { paymentItem: 'opening' })).data;
    expect(opening.total).toBe(openings);
    expect(opening.list.every((l) => l.paymentItem === 'opening' && l.itemName === '期初余额')).toBe(true);
    expect((await yuanLog(b, { paymentItem: 'order' })).data.list.slice(0, 2).map((l) => l.amount)).toEqual([-7_000, -5_000]);
    // A filtered line still shows the real balance after it.
    expect((await yuanLog(b, { paymentItem: 'order' })).data.list.slice(0, 2).map((l) => l.balance)).toEqual([start - 12_000, start - 5_000]);

    const today = await yuanLog(b, chinaDay('2026-11-23'));
    expect(today.data.list.map((l) => l.orderId)).toEqual([tomorrow]);
    expect((await yuanLog(b, chinaDay('2026-11-22'))).data.total).toBe(seededToday + 1);
    expect((await yuanLog(b, chinaDay('2026-11-21'))).data.total).toBe(seededYesterday);
    // Both ends are included: an end without milliseconds is the end of its second; a start is its very moment.
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.orderId, tomorrow));
    const at = formatChinaTime(entry!.createdAt);
    const secondBefore = formatChinaTime(new Date(entry!.createdAt.getTime() - 1_000));
    expect(entry!.createdAt.getMilliseconds()).toBe(0);
    expect((await yuanLog(b, { startTime: at, endTime: at })).data.total).toBe(1);
    expect((await yuanLog(b, { startTime: `${at}.001` })).data.total).toBe(0);
    expect((await yuanLog(b, { endTime: secondBefore })).data.total).toBe(seeded + 1);
    expect((await yuanLog(b, { endTime: `${at}.000` })).data.total).toBe(seeded + 2);
    expect(await yuanLog(b, { startTime: at, endTime: secondBefore })).toMatchObject({ code: 400, msg: messages.timeRangeInvalid });
    for (const bad of ['2026-11-23', '2026-02-30 00:00:00', '2026-11-23 24:00:00', '1732320000000', '2026/11/23 10:00:00']) {
      expect(await yuanLog(b, { startTime: bad }), bad).toMatchObject({ code: 400, msg: messages.timeFormatInvalid });
    }
    expect(await yuanLog(b, { paymentItem: 'beanGift' })).toMatchObject({ code: 400 });
    expect(await beanLog(b, { paymentItem: 'vip' })).toMatchObject({ code: 400 });
  });

  it('pages newest first: 10, 20 or 50 lines, the total with every page', async () => {
    const m = await newMember();
    for (let i = 1; i <= 23; i++) await fundBeans(m.id, i, `test:page:${i}`);
    const first = (await beanLog(m)).data;
    expect(first).toMatchObject({ total: 23, pageNo: 1, pageSize: 10 });
    expect(first.list.map((l) => l.amount)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    const third = (await beanLog(m, { pageNo: 3 })).data;
    expect(third.list.map((l) => l.amount)).toEqual([3, 2, 1]);
    expect(third.list.map((l) => l.balance)).toEqual([6, 3, 1]);
    expect((await beanLog(m, { pageSize: 20, pageNo: 2 })).data.list).toHaveLength(3);
    expect((await beanLog(m, { pageNo: 4 })).data).toMatchObject({ list: [], total: 23 });
    expect(await beanLog(m, { pageSize: 15 })).toMatchObject({ code: 400 });
  });

  it("never shows another member's lines, whatever the request names", async () => {
    const orderId = await completedOrder(t, s, b, 4_000);
    const other = await trader(t, stranger);
    const theirs = (await yuanLog(other, { userId: b.id, memberId: b.id, pageSize: 50 })).data.list;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((l) => l.orderId === orderId)).toBe(false);
    expect(theirs[0]!.balance).toBe(await balanceOf(t, other.id));
    expect((await yuanLog(b, { pageSize: 50 })).data.list.some((l) => l.orderId === orderId)).toBe(true);
    // A member without any money has an empty log, not someone else's.
    const fresh = await newMember();
    expect((await yuanLog(fresh, { userId: b.id })).data).toMatchObject({ list: [], total: 0 });
    expect((await beanLog(fresh)).data).toMatchObject({ list: [], total: 0 });
  });

  it('shows every purse, and the log of the deposit, bond and held money', async () => {
    const m = await newMember();
    expect((await get<AccountPurses>(t, '/api/user/account/purses', { token: m.token })).data).toEqual({ balance: 0, deposit: 0, bond: 0, held: 0, matchHeld: 0, goldCoin: 0 });
    await fundPurse(m.id, 'deposit', 50_000, 'deposit');
    await fundPurse(m.id, 'bond', 20_000, 'bond');
    await fundPurse(m.id, 'held', 3_000, 'cashOut');
    await fundBeans(m.id, 40);
    expect((await get<AccountPurses>(t, '/api/user/account/purses', { token: m.token })).data).toEqual({
      balance: 0,
      deposit: 50_000,
      bond: 20_000,
      held: 3_000,
      matchHeld: 0,
      goldCoin: 40,
    });
    expect((await yuanLog(m, { purse: 'deposit' })).data.list).toEqual([expect.objectContaining({ itemName: '缴纳押金', amount: 50_000, balance: 50_000 })]);
    expect((await yuanLog(m, { purse: 'bond' })).data.list).toEqual([expect.objectContaining({ itemName: '保证金充值', amount: 20_000 })]);
    expect((await yuanLog(m, { purse: 'held' })).data.list).toEqual([expect.objectContaining({ itemName: '提现冻结', amount: 3_000 })]);
    expect((await yuanLog(m)).data.total).toBe(0);
    expect(await yuanLog(m, { purse: 'escrow' })).toMatchObject({ code: 400 });
    expect((await get(t, '/api/user/account/purses')).status).toBe(401);
  });
});

describe('gifting gold beans (/api/coin/transfer)', () => {
  it('moves the beans in one entry, tells the receiver, refreshes the header, and logs 赠出 and 获赠', async () => {
    const m = await newMember();
    const reply = await transfer(s, { target: m.name, amount: 150, payPassword }, 'gift-1');
    expect(reply).toMatchObject({ code: 200, msg: messages.beanGiftDone, type: 'bean', data: { target: m.name, amount: 150, goldCoin: 1_050 } });
    expect(await balanceOf(t, s.id, 'bean')).toBe(1_050);
    expect(await balanceOf(t, m.id, 'bean')).toBe(150);
    const [notice] = await t.db.select().from(inbox).where(eq(inbox.userId, m.id));
    expect(notice).toMatchObject({ title: '收到金豆赠送', content: expect.stringContaining(`${seller} 赠送给您 150 金豆`) });
    expect((await beanLog(s)).data.list[0]).toMatchObject({ itemName: '赠出', amount: -150, balance: 1_050, paymentItem: 'beanGift' });
    expect((await beanLog(m)).data.list[0]).toMatchObject({ itemName: '获赠', amount: 150, balance: 150 });
    expect((await beanLog(m, { paymentItem: 'featureFee' })).data.total).toBe(0);
  });

  it('finds the receiver by bound phone too', async () => {
    const m = await newMember();
    expect(await transfer(s, { target: m.phone, amount: 1, payPassword })).toMatchObject({ code: 200, data: { target: m.name } });
    expect(await balanceOf(t, m.id, 'bean')).toBe(1);
  });

  it('refuses, moving nothing: no payment password, unknown, oneself, frozen, wrong password, bad amounts, too few beans', async () => {
    const m = await newMember();
    const noPassword = await newMember({ payPassword: false });
    await fundBeans(noPassword.id, 100);
    const frozen = await newMember();
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, frozen.id));
    const before = await balanceOf(t, s.id, 'bean');

    expect(await transfer(noPassword, { target: m.name, amount: 1, payPassword })).toMatchObject({ code: 400, msg: messages.payPasswordNotSet });
    expect(await transfer(s, { target: '没有这个人', amount: 1, payPassword })).toMatchObject({ code: 400, msg: messages.memberNotFound });
    expect(await transfer(s, { target: seller, amount: 1, payPassword })).toMatchObject({ code: 400, msg: messages.cannotGiftSelf });
    expect(await transfer(s, { target: frozen.name, amount: 1, payPassword })).toMatchObject({ code: 400, msg: messages.giftTargetFrozen });
    expect(await transfer(s, { target: m.name, amount: 1, payPassword: '000000' })).toMatchObject({ code: 400, msg: payPasswordWrongLeft(4) });
    for (const amount of [0, 1_000_001, 1.5, '10', -5]) {
      expect(await transfer(s, { target: m.name, amount, payPassword })).toMatchObject({ code: 400, msg: messages.giftAmountRule });
    }
    expect(await transfer(s, { target: '', amount: 1, payPassword })).toMatchObject({ code: 400, msg: messages.enterGiftTarget });
    expect(await transfer(s, { target: m.name, amount: 1, payPassword: '12' })).toMatchObject({ code: 400, msg: messages.payPasswordRule });
    expect(await transfer(s, { target: m.name, amount: before + 1, payPassword })).toMatchObject({ code: 400, msg: messages.beansInsufficient });
    expect((await transfer({ token: '' }, { target: m.name, amount: 1, payPassword })).status).toBe(401);

    expect(await balanceOf(t, s.id, 'bean')).toBe(before);
    expect(await balanceOf(t, m.id, 'bean')).toBe(0);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.item, 'beanGift'))).toEqual([]);
    expect(await t.db.select().from(inbox).where(eq(inbox.userId, m.id))).toEqual([]);
  });

  it('counts wrong payment passwords on the one count of the payment password: five lock it', async () => {
    const m = await newMember();
    for (let i = 0; i < 4; i++) expect((await transfer(s, { target: m.name, amount: 1, payPassword: '000000' })).msg).toBe(payPasswordWrongLeft(4 - i));
    expect((await transfer(s, { target: m.name, amount: 1, payPassword: '000000' })).msg).toMatch(payPasswordLockedPattern);
    expect(await transfer(s, { target: m.name, amount: 1, payPassword })).toMatchObject({ code: 429, msg: expect.stringMatching(payPasswordLockedPattern) });
    // The same count as paying an order.
    const orderId = await newOrder(t, s, b, 1_000);
    const paid = await t.app.inject({ method: 'POST', url: '/api/trade/online/buyer/pay', payload: { orderId, payPassword }, headers: { token: b.token } });
    expect(paid.json()).toMatchObject({ code: 200 }); // the buyer's count is the buyer's own
    expect(await balanceOf(t, m.id, 'bean')).toBe(0);
  });

  it('moves once for a retried key, and refuses the same key with another gift (409)', async () => {
    const m = await newMember();
    const first = await transfer(s, { target: m.name, amount: 30, payPassword }, 'same-key');
    const again = await Promise.all(Array.from({ length: 5 }, () => transfer(s, { target: m.name, amount: 30, payPassword }, 'same-key')));
    expect([first, ...again].map((r) => r.code)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balanceOf(t, m.id, 'bean')).toBe(30);
    expect(await transfer(s, { target: m.name, amount: 31, payPassword }, 'same-key')).toMatchObject({ code: 409, msg: messages.idempotencyKeyOtherBody });
    expect(await transfer(s, { target: buyer, amount: 30, payPassword }, 'same-key')).toMatchObject({ code: 409 });
    // Without a key every call is a gift of its own.
    await transfer(s, { target: m.name, amount: 30, payPassword });
    await transfer(s, { target: m.name, amount: 30, payPassword });
    expect(await balanceOf(t, m.id, 'bean')).toBe(90);
    expect(await t.db.select().from(journalEntries).where(like(journalEntries.idempotencyKey, `beangift:${s.id}:%`))).toHaveLength(3);
  });

  it('50 gifts at once from one member: never below zero, exactly as many as the beans pay for', async () => {
    const giver = await newMember();
    const receiver = await newMember();
    await fundBeans(giver.id, 1_000);
    const amount = 70; // 1,000 beans pay for 14 gifts of 70, with 20 left over
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => transfer(giver, { target: receiver.name, amount, payPassword }, `burst-${i}`)),
    );
    const succeeded = replies.filter((r) => r.code === 200);
    expect(succeeded).toHaveLength(Math.floor(1_000 / amount));
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 400 && r.msg === messages.beansInsufficient)).toBe(true);
    expect(await balanceOf(t, giver.id, 'bean')).toBe(1_000 - 14 * amount);
    expect(await balanceOf(t, receiver.id, 'bean')).toBe(14 * amount);
    // Every answer's balance was a real one, never below zero.
    expect(succeeded.every((r) => r.data.goldCoin >= 0)).toBe(true);
    const log = (await beanLog(giver, { pageSize: 50 })).data.list;
    expect(log.every((l) => l.balance >= 0)).toBe(true);
    expect(log.filter((l) => l.itemName === '赠出')).toHaveLength(14);
  });
});

describe('feature fees: chargeFeature', () => {
  it('charges 匿名扫货 (p_anonymous) through it: one featureFee entry naming the first order, the header refreshed', async () => {
    const other = await trader(t, stranger);
    const listing = await publish(t, other, { publishType: 1, price: 8_800, quantity: 2 });
    const added = await post<BasketItem[]>(t, '/api/basket/add', { tradeId: listing, quantity: 1 }, { token: s.token });
    const item = added.data.find((i) => i.tradeId === listing)!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/basket/confirm',
      payload: { deliveryMethod: 'express', tradeWay: 'online', anonymous: true, basketConfirmInfos: [{ id: item.id, quantity: 1, lastNum: item.lastNum, price: item.price }] },
      headers: { token: s.token },
    });
    const confirmed = response.json() as { code: number; data: ConfirmResult };
    expect(confirmed).toMatchObject({ code: 200, data: { otherCharges: 5 } });
    expect(response.headers.type).toBe('bean');
    const orderId = confirmed.data.tradeBaskets[0]!.orderId;
    expect(await balanceOf(t, s.id, 'bean')).toBe(1_195);
    expect((await beanLog(s)).data.list[0]).toMatchObject({ itemName: '功能扣费', paymentItem: 'featureFee', amount: -5, memo: '匿名扫货服务费', orderId });
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, `basket:anonymous:order:${orderId}`))).toHaveLength(1);
  });

  it('moves the price from the member to the platform, refuses too few beans with nothing moved, and posts nothing for a free feature', async () => {
    const m = await newMember();
    await fundBeans(m.id, 12);
    const charge = (price: number | undefined, key: string) =>
      t.db.transaction((tx) => chargeFeature(tx, t.clock.now, m.id, 'p_pap', { idempotencyKey: key, memo: '自动匹配服务费', price }));

    expect(await charge(undefined, 'fee-1')).toBe(10); // p_pap is 10 in the demo config
    expect(await balanceOf(t, m.id, 'bean')).toBe(2);
    expect((await beanLog(m)).data.list[0]).toMatchObject({ itemName: '功能扣费', paymentItem: 'featureFee', amount: -10, memo: '自动匹配服务费' });
    await expect(charge(undefined, 'fee-2')).rejects.toThrow(ApiError);
    await expect(charge(undefined, 'fee-2')).rejects.toMatchObject({ messageKey: 'beansInsufficient' });
    expect(await charge(0, 'fee-3')).toBe(0);
    expect(await charge(10, 'fee-1')).toBe(10); // a replayed key moves nothing again
    expect(await balanceOf(t, m.id, 'bean')).toBe(2);
    expect(await t.db.select().from(journalEntries).where(and(eq(journalEntries.item, 'featureFee'), like(journalEntries.idempotencyKey, 'fee-%')))).toHaveLength(1);
  });
});
