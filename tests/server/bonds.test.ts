import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bondOffers, bondOrderEvents, bondOrders } from '../../server/src/db/schema';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import { allMessages } from '../../src/api/contracts/all-messages';
import { maxFen } from '../../src/api/contracts/trade-rules';
import { buildTestApp, login, post, type TestApp } from './helpers';
import { payPasswordWrongLeft } from './pay-password-messages';
import {
  bonder,
  decide,
  dispute,
  expectBondInvariants,
  myOffers,
  myOrders,
  noticesOf,
  offerDetail,
  offerPage,
  orderDetail,
  passBondDeadline,
  poolBalance,
  publish,
  publishBody,
  published,
  pursesOf,
  queue,
  receive,
  records,
  ship,
  take,
  taken,
  withdraw,
  type Bonder,
} from './bond-helpers';

/**
 * Margin trading (保证金交易, issue 29; docs/adr/0043) through the API: publishing (every rule of the body, real-name,
 * the bond funds, the payment password, the idempotency key), withdrawing, taking, the order's lifecycle with its money
 * exact to the fen (settled, the seller's and the buyer's default by the deadline job, a dispute decided both ways), who
 * may read and change what, and the records. After every test the ledger's invariants hold and the margin pool holds
 * exactly the live margins.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
});
// Sessions last 7 days of the test clock, which the deadline tests move on.
beforeEach(async () => {
  staff = (await login(t, '平台客服')).token;
});
afterEach(() => expectBondInvariants(t));
afterAll(async () => t.close());

const m = allMessages;
// 123.45 yuan a unit: 20% is 24.69 yuan exactly, so 5 units freeze 123.45 yuan.
const price = 12_345;
const perUnit = 2_469;

/** Everything a refused call must leave as it was: the member's purses, offers and orders, the pool. */
async function snapshotOf(who: Bonder) {
  return {
    purses: await pursesOf(t, who.id),
    offers: await t.db.select().from(bondOffers).where(eq(bondOffers.userId, who.id)),
    orders: (await t.db.select({ id: bondOrders.id }).from(bondOrders)).length,
    pool: await poolBalance(t),
  };
}

describe('POST /api/bond/offer/publish', () => {
  it('publishes an open offer and freezes the margin of the whole quantity from the bond funds into the pool', async () => {
    const me = await bonder(t, { bond: 20_000 });
    const pool = await poolBalance(t);
    const reply = await publish(t, me.token, await publishBody(t));
    expect([reply.code, reply.msg]).toEqual([200, m.bondPublished]);
    expect(reply.data).toMatchObject({
      tradeType: 1,
      productName: '1980年 T46 庚申年猴票',
      productCode: 'T46',
      exteriorName: '单枚',
      grade: '全品',
      price,
      quantity: 5,
      remaining: 5,
      marginPerUnit: perUnit,
      remark: '原胶全品',
      stage: 'open',
      publisher: me.name,
      publisherId: me.id,
      own: true,
    });
    expect(await pursesOf(t, me.id)).toEqual({ main: 0, bond: 20_000 - 5 * perUnit });
    expect(await poolBalance(t)).toBe(pool + 5 * perUnit);
    // On the public list (its own flag for the publisher only), the detail and the member's own list.
    const visitorList = (await offerPage(t)).data.list;
    expect(visitorList.find((o) => o.id === reply.data.id)).toMatchObject({ own: false, remaining: 5 });
    expect(visitorList[0]!.id).toBe(reply.data.id); // newest first
    expect((await offerPage(t, {}, me.token)).data.list.find((o) => o.id === reply.data.id)?.own).toBe(true);
    expect((await offerDetail(t, reply.data.id)).data).toMatchObject({ id: reply.data.id, own: false });
    expect((await myOffers(t, me.token)).data.list.map((o) => o.id)).toEqual([reply.data.id]);
    // The record: the margin out of the bond funds, for this offer.
    expect((await records(t, me.token)).data.list.map((r) => [r.purse, r.change, r.offerId, r.orderId])).toEqual([['bond', -5 * perUnit, reply.data.id, null]]);
  });

  it('rounds each unit’s margin up to the fen, so the parts of an offer add up to what was frozen', async () => {
    const me = await bonder(t, { bond: 20_000 });
    // 123.46 yuan: 20% is 24.692 yuan, frozen as 24.70 a unit.
    const offer = await published(t, me, { price: 12_346, quantity: 3 });
    expect(offer.marginPerUnit).toBe(2_470);
    expect((await pursesOf(t, me.id)).bond).toBe(20_000 - 3 * 2_470);
  });

  it.each([
    ['tradeType', { tradeType: 2 }, m.bondChooseType],
    ['no variety', { productId: undefined }, m.bondChooseVariety],
    ['a grade not of the list', { grade: '极品' }, m.bondChooseGrade],
    ['quantity 0', { quantity: 0 }, m.bondQuantityRule],
    ['quantity over 100,000', { quantity: 100_001 }, m.bondQuantityRule],
    ['a fractional quantity', { quantity: 1.5 }, m.bondQuantityRule],
    ['price 0', { price: 0 }, m.bondPriceRule],
    ['a fractional fen', { price: 100.5 }, m.bondPriceRule],
    ['a deal over the limit', { price: maxFen, quantity: 2 }, m.bondAmountTooLarge],
    ['a long remark', { remark: '备'.repeat(201) }, m.bondRemarkTooLong],
    ['the rule not agreed', { agree: false }, m.bondAgreeRule],
    ['an unknown variety', { productId: 2_000_000 }, m.bondVarietyNotFound],
  ])('refuses %s with its message and changes nothing', async (_name, fields, message) => {
    const me = await bonder(t, { bond: 20_000 });
    const before = await snapshotOf(me);
    const reply = await publish(t, me.token, await publishBody(t, fields as never));
    expect([reply.status, reply.msg]).toEqual([400, message]);
    expect(await snapshotOf(me)).toEqual(before);
  });

  it('refuses a member who is not real-name authenticated, too little bond funds, a wrong payment password, a visitor', async () => {
    const unverified = await bonder(t, { bond: 20_000, authenticated: false });
    const before = await snapshotOf(unverified);
    expect(await publish(t, unverified.token, await publishBody(t))).toMatchObject({ status: 400, msg: m.bondNeedsAuth });
    expect(await snapshotOf(unverified)).toEqual(before);

    // 5 units need 123.45 yuan of margin; 123.44 is a fen short (the balance does not count: only the bond funds).
    const short = await bonder(t, { bond: 5 * perUnit - 1, balance: 100_000 });
    const shortBefore = await snapshotOf(short);
    expect(await publish(t, short.token, await publishBody(t))).toMatchObject({ status: 400, msg: m.bondMarginShort });
    expect(await snapshotOf(short)).toEqual(shortBefore);
    // Exactly enough is enough.
    const exact = await bonder(t, { bond: 5 * perUnit });
    expect((await publish(t, exact.token, await publishBody(t))).code).toBe(200);
    expect((await pursesOf(t, exact.id)).bond).toBe(0);

    const wrong = await bonder(t, { bond: 20_000 });
    const wrongBefore = await snapshotOf(wrong);
    expect(await publish(t, wrong.token, await publishBody(t, { payPassword: '000000' }))).toMatchObject({ status: 400, msg: payPasswordWrongLeft(4) });
    expect(await snapshotOf(wrong)).toEqual(wrongBefore);

    expect((await publish(t, undefined, await publishBody(t))).status).toBe(401);
  });

  it('answers a replayed idempotency key with the same offer, freezing once; the key on another body is refused', async () => {
    const me = await bonder(t, { bond: 50_000 });
    const body = await publishBody(t);
    const first = await publish(t, me.token, body, 'bond-publish-1');
    const again = await publish(t, me.token, body, 'bond-publish-1');
    expect([first.code, again.code]).toEqual([200, 200]);
    expect(again.data.id).toBe(first.data.id);
    expect(await t.db.select({ id: bondOffers.id }).from(bondOffers).where(eq(bondOffers.userId, me.id))).toHaveLength(1);
    expect((await pursesOf(t, me.id)).bond).toBe(50_000 - 5 * perUnit);
    const before = await snapshotOf(me);
    expect(await publish(t, me.token, { ...body, quantity: 6 }, 'bond-publish-1')).toMatchObject({ status: 409, msg: m.idempotencyKeyOtherBody });
    const other = await bonder(t, { bond: 50_000 });
    expect(await publish(t, other.token, body, 'bond-publish-1')).toMatchObject({ status: 409, msg: m.idempotencyKeyOtherMember });
    expect(await snapshotOf(me)).toEqual(before);
    expect((await pursesOf(t, other.id)).bond).toBe(50_000);
  });
});

describe('POST /api/bond/offer/withdraw', () => {
  it('ends the open offer and unfreezes the margin of what is left', async () => {
    const seller = await bonder(t, { bond: 20_000 });
    const buyer = await bonder(t, { bond: 20_000 });
    const offer = await published(t, seller);
    await taken(t, buyer, offer.id, 2);
    const pool = await poolBalance(t);
    const reply = await withdraw(t, seller.token, offer.id);
    expect([reply.code, reply.msg]).toEqual([200, m.bondOfferWithdrawn]);
    expect(reply.data).toMatchObject({ stage: 'withdrawn', remaining: 3 });
    // The 3 units left go back; the 2 taken stay frozen with the order.
    expect((await pursesOf(t, seller.id)).bond).toBe(20_000 - 2 * perUnit);
    expect(await poolBalance(t)).toBe(pool - 3 * perUnit);
    expect((await offerPage(t)).data.list.map((o) => o.id)).not.toContain(offer.id);
    expect((await myOffers(t, seller.token, '?stage=withdrawn')).data.list.map((o) => o.id)).toEqual([offer.id]);
    expect((await records(t, seller.token)).data.list.map((r) => [r.change, r.offerId])).toEqual([
      [3 * perUnit, offer.id],
      [-5 * perUnit, offer.id],
    ]);
  });

  it('refuses another member’s offer (as one that does not exist), an offer no longer open, a visitor', async () => {
    const seller = await bonder(t, { bond: 20_000 });
    const buyer = await bonder(t, { bond: 20_000 });
    const offer = await published(t, seller);
    const before = await snapshotOf(seller);
    expect(await withdraw(t, buyer.token, offer.id)).toMatchObject({ status: 404, msg: m.bondOfferNotFound });
    expect(await withdraw(t, seller.token, 2_000_000)).toMatchObject({ status: 404, msg: m.bondOfferNotFound });
    expect((await withdraw(t, undefined, offer.id)).status).toBe(401);
    expect(await withdraw(t, seller.token, 0)).toMatchObject({ status: 400, msg: m.invalidRequest });
    expect(await snapshotOf(seller)).toEqual(before);
    // Sold out: nothing is left to withdraw.
    await taken(t, buyer, offer.id, 5);
    expect(await withdraw(t, seller.token, offer.id)).toMatchObject({ status: 400, msg: m.bondOfferClosed });
    const soldOut = await published(t, seller, { quantity: 1 });
    expect((await withdraw(t, seller.token, soldOut.id)).code).toBe(200);
    expect(await withdraw(t, seller.token, soldOut.id)).toMatchObject({ status: 400, msg: m.bondOfferClosed });
  });
});

describe('POST /api/bond/order/take', () => {
  it('takes part of a sell offer: the taker is the buyer, their margin frozen; the offer’s remaining goes down', async () => {
    const seller = await bonder(t, { bond: 20_000 });
    const buyer = await bonder(t, { bond: 20_000 });
    const offer = await published(t, seller);
    const pool = await poolBalance(t);
    const reply = await take(t, buyer.token, { offerId: offer.id, quantity: 2 });
    expect([reply.code, reply.msg]).toEqual([200, m.bondTaken]);
    expect(reply.data).toMatchObject({
      offerId: offer.id,
      productName: '1980年 T46 庚申年猴票',
      grade: '全品',
      price,
      quantity: 2,
      amount: 2 * price,
      buyerMargin: 2 * perUnit,
      sellerMargin: 2 * perUnit,
      buyer: buyer.name,
      seller: seller.name,
      side: 'buyer',
      stage: 'awaitingShipment',
      stateValue: 'awaitingShipment',
      stateName: '待发货',
      // The fake clock starts 2026-11-22 10:00 in Beijing; the seller ships within 72 hours.
      deadline: '2026-11-25 10:00:00',
      replayMatches: true,
    });
    expect(reply.data.events.map((e) => `${e.event} by ${e.role}`)).toEqual(['bondOrder.take by buyer']);
    // Only the taker's margin moved: the seller's was frozen with the offer.
    expect(await pursesOf(t, buyer.id)).toEqual({ main: 0, bond: 20_000 - 2 * perUnit });
    expect(await pursesOf(t, seller.id)).toEqual({ main: 0, bond: 20_000 - 5 * perUnit });
    expect(await poolBalance(t)).toBe(pool + 2 * perUnit);
    expect((await offerDetail(t, offer.id)).data).toMatchObject({ remaining: 3, stage: 'open' });
    // The publisher is told; both sides list it with their side; staff queue it.
    expect(await noticesOf(t, seller.id)).toEqual(['您的保证金交易已成交']);
    expect((await myOrders(t, buyer.token)).data.list.map((o) => [o.id, o.side])).toEqual([[reply.data.id, 'buyer']]);
    expect((await myOrders(t, seller.token, '?side=seller')).data.list.map((o) => [o.id, o.side])).toEqual([[reply.data.id, 'seller']]);
    expect((await myOrders(t, seller.token, '?side=buyer')).data.list).toEqual([]);
    expect((await queue(t, staff, '?stage=awaitingShipment&pageSize=50')).data.list.find((o) => o.id === reply.data.id)?.side).toBeNull();
    expect((await records(t, buyer.token, `?orderId=${reply.data.id}`)).data.list.map((r) => [r.purse, r.change, r.orderId, r.offerId])).toEqual([
      ['bond', -2 * perUnit, reply.data.id, offer.id],
    ]);
  });

  it('takes part of a buy offer: the taker is the seller', async () => {
    const buyer = await bonder(t, { bond: 20_000 });
    const seller = await bonder(t, { bond: 20_000 });
    const offer = await published(t, buyer, { tradeType: 0, quantity: 4 });
    const order = await taken(t, seller, offer.id, 4);
    expect(order).toMatchObject({ buyer: buyer.name, seller: seller.name, side: 'seller', quantity: 4, sellerMargin: 4 * perUnit });
    expect(order.events.map((e) => e.role)).toEqual(['seller']);
    expect((await pursesOf(t, seller.id)).bond).toBe(20_000 - 4 * perUnit);
    // All taken: sold out, off the public list.
    expect((await offerDetail(t, offer.id)).data).toMatchObject({ remaining: 0, stage: 'soldOut' });
    expect((await offerPage(t, { tradeType: 0 })).data.list.map((o) => o.id)).not.toContain(offer.id);
  });

  it('refuses the own offer, more than is left, a closed or unknown offer, no real name, too little bond funds, a wrong password', async () => {
    const seller = await bonder(t, { bond: 20_000 });
    const buyer = await bonder(t, { bond: 20_000 });
    const offer = await published(t, seller);
    const cases: Array<[Bonder, Record<string, unknown>, number, string]> = [
      [seller, { offerId: offer.id, quantity: 1 }, 400, m.bondOwnOffer],
      [buyer, { offerId: offer.id, quantity: 6 }, 400, m.bondOfferNotEnough],
      [buyer, { offerId: 2_000_000, quantity: 1 }, 404, m.bondOfferNotFound],
      [buyer, { offerId: offer.id, quantity: 0 }, 400, m.bondQuantityRule],
      [buyer, { offerId: offer.id, quantity: 1, payPassword: '000000' }, 400, payPasswordWrongLeft(4)],
      [await bonder(t, { bond: 20_000, authenticated: false }), { offerId: offer.id, quantity: 1 }, 400, m.bondNeedsAuth],
      [await bonder(t, { bond: 2 * perUnit - 1, balance: 100_000 }), { offerId: offer.id, quantity: 2 }, 400, m.bondMarginShort],
    ];
    for (const [who, body, status, message] of cases) {
      const before = [await snapshotOf(who), await snapshotOf(seller)];
      expect(await take(t, who.token, body), message).toMatchObject({ status, msg: message });
      expect([await snapshotOf(who), await snapshotOf(seller)]).toEqual(before);
    }
    expect((await take(t, undefined, { offerId: offer.id, quantity: 1 })).status).toBe(401);
    await withdraw(t, seller.token, offer.id);
    expect(await take(t, buyer.token, { offerId: offer.id, quantity: 1 })).toMatchObject({ status: 400, msg: m.bondOfferClosed });
  });

  it('answers a replayed idempotency key with the same order, freezing once; the key on another body or member is refused', async () => {
    const seller = await bonder(t, { bond: 20_000 });
    const buyer = await bonder(t, { bond: 20_000 });
    const offer = await published(t, seller);
    const first = await take(t, buyer.token, { offerId: offer.id, quantity: 2 }, 'bond-take-1');
    const again = await take(t, buyer.token, { offerId: offer.id, quantity: 2 }, 'bond-take-1');
    expect([first.code, again.code, again.data.id]).toEqual([200, 200, first.data.id]);
    expect((await pursesOf(t, buyer.id)).bond).toBe(20_000 - 2 * perUnit);
    expect((await offerDetail(t, offer.id)).data.remaining).toBe(3);
    expect(await take(t, buyer.token, { offerId: offer.id, quantity: 1 }, 'bond-take-1')).toMatchObject({ status: 409, msg: m.idempotencyKeyOtherBody });
    const other = await bonder(t, { bond: 20_000 });
    expect(await take(t, other.token, { offerId: offer.id, quantity: 2 }, 'bond-take-1')).toMatchObject({ status: 409, msg: m.idempotencyKeyOtherMember });
    expect((await offerDetail(t, offer.id)).data.remaining).toBe(3);
    expect(await t.db.select().from(bondOrders).where(eq(bondOrders.offerId, offer.id))).toHaveLength(1);
  });
});

/** A seller's offer of 5 and a buyer's order of 2 of it, each member with 20,000 fen of bond funds and `balance`. */
async function dealOf2(balance = 50_000) {
  const seller = await bonder(t, { bond: 20_000 });
  const buyer = await bonder(t, { bond: 20_000, balance });
  const offer = await published(t, seller);
  const order = await taken(t, buyer, offer.id, 2);
  return { seller, buyer, offer, order };
}
const margin = 2 * perUnit;
const amount = 2 * price;

describe('the bond order’s lifecycle, its money exact to the fen', () => {
  it('settles: the seller ships, the buyer receives paying the price; both margins go back to their bond funds', async () => {
    const { seller, buyer, order } = await dealOf2();
    const shipped = await ship(t, seller.token, order.id, 'bond-ship-1');
    expect([shipped.code, shipped.msg]).toEqual([200, m.bondShippedDone]);
    expect(shipped.data).toMatchObject({ stage: 'shipped', stateName: '待收货', expressCompany: '顺丰速运', trackingNo: 'SF1234567890', side: 'seller', deadline: '2026-11-29 10:00:00' });
    // The same key again: answered, nothing recorded twice.
    expect((await ship(t, seller.token, order.id, 'bond-ship-1')).data.events).toHaveLength(2);
    expect(await noticesOf(t, buyer.id)).toEqual(['保证金订单卖方已发货']);

    const received = await receive(t, buyer.token, order.id);
    expect([received.code, received.msg]).toEqual([200, m.bondReceivedDone]);
    expect(received.data).toMatchObject({ stage: 'settled', stateName: '交易成功', deadline: null, replayMatches: true });
    expect(received.data.events.map((e) => `${e.event} by ${e.role}`)).toEqual(['bondOrder.take by buyer', 'bondOrder.ship by seller', 'bondOrder.receive by buyer']);
    expect(await pursesOf(t, buyer.id)).toEqual({ main: 50_000 - amount, bond: 20_000 });
    // The seller's 3 units not taken stay frozen with the offer; the 2 sold come back.
    expect(await pursesOf(t, seller.id)).toEqual({ main: amount, bond: 20_000 - 3 * perUnit });
    expect(await noticesOf(t, seller.id)).toEqual(['您的保证金交易已成交', '保证金订单买方已确认收货']);
    expect((await records(t, buyer.token, `?orderId=${order.id}`)).data.list.map((r) => [r.purse, r.change])).toEqual([
      ['bond', margin],
      ['main', -amount],
      ['bond', -margin],
    ]);
    expect((await records(t, seller.token, `?orderId=${order.id}`)).data.list.map((r) => [r.purse, r.change])).toEqual([
      ['bond', margin],
      ['main', amount],
    ]);
  });

  it('refuses the wrong side, a stranger (as an order that does not exist), a member on staff’s path, a wrong password, too little balance', async () => {
    const { seller, buyer, order } = await dealOf2(amount - 1);
    const stranger = await bonder(t);
    expect(await ship(t, buyer.token, order.id)).toMatchObject({ status: 400, msg: m.bondActionNotAllowed });
    expect(await ship(t, stranger.token, order.id)).toMatchObject({ status: 404, msg: m.bondOrderNotFound });
    expect(await orderDetail(t, order.id, stranger.token)).toMatchObject({ status: 404, msg: m.bondOrderNotFound });
    expect((await orderDetail(t, order.id, undefined)).status).toBe(401);
    expect(await decide(t, seller.token, order.id, 'buyer')).toMatchObject({ status: 403, msg: m.forbidden });
    expect(await queue(t, seller.token)).toMatchObject({ status: 403 });
    expect(await receive(t, buyer.token, order.id)).toMatchObject({ status: 400, msg: m.bondActionNotAllowed });
    expect(await ship(t, seller.token, 2_000_000)).toMatchObject({ status: 404, msg: m.bondOrderNotFound });
    await ship(t, seller.token, order.id);
    expect(await receive(t, seller.token, order.id)).toMatchObject({ status: 400, msg: m.bondActionNotAllowed });
    expect(await receive(t, buyer.token, order.id, '000000')).toMatchObject({ status: 400, msg: payPasswordWrongLeft(4) });
    // One fen short of the price: nothing moves.
    expect(await receive(t, buyer.token, order.id)).toMatchObject({ status: 400, msg: m.insufficientBalance });
    expect((await orderDetail(t, order.id, buyer.token)).data.stage).toBe('shipped');
    expect(await pursesOf(t, buyer.id)).toEqual({ main: amount - 1, bond: 20_000 - margin });
    expect(await dispute(t, buyer.token, order.id, '   ')).toMatchObject({ status: 400, msg: m.bondFillReason });
    expect(await decide(t, staff, order.id, 'seller')).toMatchObject({ status: 400, msg: m.bondActionNotAllowed });
  });

  it('the seller who does not ship in 72 hours defaults (the deadline job): both margins go to the buyer', async () => {
    const { seller, buyer, order } = await dealOf2();
    t.clock.advance(71 * 3_600_000);
    expect(await runAllDue(t.db, t.clock.now)).toBe(0);
    expect(await passBondDeadline(t, order.id, seller, buyer)).toBeGreaterThanOrEqual(1);
    const after = (await orderDetail(t, order.id, buyer.token)).data;
    expect(after).toMatchObject({ stage: 'sellerDefaulted', stateName: '卖方违约', deadline: null, replayMatches: true });
    expect(after.events.map((e) => `${e.event} by ${e.role}`)).toEqual(['bondOrder.take by buyer', 'bondOrder.sellerDefault by system']);
    expect(await pursesOf(t, buyer.id)).toEqual({ main: 50_000, bond: 20_000 + margin });
    expect(await pursesOf(t, seller.id)).toEqual({ main: 0, bond: 20_000 - 5 * perUnit });
    expect(await noticesOf(t, buyer.id)).toEqual(['保证金订单卖方违约']);
    expect((await noticesOf(t, seller.id)).at(-1)).toBe('保证金订单卖方违约');
    expect(await ship(t, seller.token, order.id)).toMatchObject({ status: 400, msg: m.bondActionNotAllowed });
  });

  it('the buyer who neither receives nor disputes in 7 days of shipment defaults: both margins go to the seller', async () => {
    const { seller, buyer, order } = await dealOf2();
    await ship(t, seller.token, order.id);
    await passBondDeadline(t, order.id, seller, buyer);
    const after = (await orderDetail(t, order.id, seller.token)).data;
    expect(after).toMatchObject({ stage: 'buyerDefaulted', stateName: '买方违约', deadline: null, replayMatches: true });
    expect(await pursesOf(t, seller.id)).toEqual({ main: 0, bond: 20_000 - 5 * perUnit + 2 * margin });
    expect(await pursesOf(t, buyer.id)).toEqual({ main: 50_000, bond: 20_000 - margin });
    expect(await receive(t, buyer.token, order.id)).toMatchObject({ status: 400, msg: m.bondActionNotAllowed });
  });

  it('a dispute waits for staff (no deadline, first in the queue); staff find the seller at fault', async () => {
    const { seller, buyer, order } = await dealOf2();
    await ship(t, seller.token, order.id);
    const disputed = await dispute(t, buyer.token, order.id);
    expect([disputed.code, disputed.msg]).toEqual([200, m.bondDisputedDone]);
    expect(disputed.data).toMatchObject({ stage: 'disputed', stateName: '争议处理中', disputeReason: '邮票与描述的品相不符', deadline: null });
    expect((await noticesOf(t, seller.id)).at(-1)).toBe('保证金订单买方申请仲裁');
    expect((await queue(t, staff)).data.list[0]!.id).toBe(order.id);
    const staffView = await orderDetail(t, order.id, staff);
    expect(staffView.data).toMatchObject({ id: order.id, side: null });
    t.clock.advance(30 * 24 * 3_600_000);
    await runAllDue(t.db, t.clock.now);
    staff = (await login(t, '平台客服')).token;
    for (const who of [seller, buyer]) who.token = (await login(t, who.name)).token;
    expect((await orderDetail(t, order.id, buyer.token)).data.stage, 'a dispute has no deadline').toBe('disputed');
    const decided = await decide(t, staff, order.id, 'seller', '卖方所发邮票为仿品');
    expect([decided.code, decided.msg]).toEqual([200, m.bondSellerDefaultDone]);
    expect(decided.data).toMatchObject({ stage: 'sellerDefaulted', decisionReason: '卖方所发邮票为仿品', side: null, replayMatches: true });
    expect(await pursesOf(t, buyer.id)).toEqual({ main: 50_000, bond: 20_000 + margin });
    expect(await pursesOf(t, seller.id)).toEqual({ main: 0, bond: 20_000 - 5 * perUnit });
  });

  it('staff find the buyer at fault: both margins go to the seller; a buyer may still receive during a dispute', async () => {
    const { seller, buyer, order } = await dealOf2();
    await ship(t, seller.token, order.id);
    await dispute(t, buyer.token, order.id);
    const decided = await decide(t, staff, order.id, 'buyer', '买方无理由拒收');
    expect([decided.code, decided.msg, decided.data.stage]).toEqual([200, m.bondBuyerDefaultDone, 'buyerDefaulted']);
    expect(await pursesOf(t, seller.id)).toEqual({ main: 0, bond: 20_000 - 5 * perUnit + 2 * margin });
    expect(await pursesOf(t, buyer.id)).toEqual({ main: 50_000, bond: 20_000 - margin });
    expect((await noticesOf(t, buyer.id)).at(-1)).toBe('保证金订单买方违约');

    const second = await dealOf2();
    await ship(t, second.seller.token, second.order.id);
    await dispute(t, second.buyer.token, second.order.id);
    const received = await receive(t, second.buyer.token, second.order.id);
    expect([received.code, received.data.stage]).toEqual([200, 'settled']);
    expect(await pursesOf(t, second.buyer.id)).toEqual({ main: 50_000 - amount, bond: 20_000 });
  });

  it('every order’s events replay to its stored state', async () => {
    const rows = await t.db.select().from(bondOrders);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect((await orderDetail(t, row.id, staff)).data.replayMatches, `order ${row.id}`).toBe(true);
    expect((await t.db.select().from(bondOrderEvents)).every((e) => e.role !== 'operator' || e.actorId !== null)).toBe(true);
  });
});

describe('the public list', () => {
  it('shows the demo’s open offers, their margins frozen from the demo traders’ bond funds', async () => {
    const demo = (await offerPage(t)).data.list.filter((o) => ['东方集邮', '沪上藏家'].includes(o.publisher));
    expect(demo.map((o) => [o.publisher, o.tradeType, o.productCode, o.grade, o.price, o.remaining, o.marginPerUnit]).sort()).toEqual(
      [
        ['东方集邮', 1, 'J45', '上品', 8_800, 20, 1_760],
        ['东方集邮', 1, 'T46', '全品', 1_200_000, 2, 240_000],
        ['沪上藏家', 0, 'T44', '中品', 48_000, 5, 9_600],
        ['沪上藏家', 0, 'T58', '全品', 15_000, 10, 3_000],
      ].sort(),
    );
    const jinling = await login(t, '金陵藏家');
    expect((await pursesOf(t, jinling.userinfo.id)).bond).toBe(500_000);
  });

  it('filters by side and by a word of the variety’s name or code; bad filters get the schema’s message', async () => {
    const me = await bonder(t, { bond: 100_000 });
    const sell = await published(t, me, { tradeType: 1 });
    const buy = await published(t, me, { tradeType: 0 });
    const sells = (await offerPage(t, { tradeType: 1 })).data.list;
    expect(sells.every((o) => o.tradeType === 1)).toBe(true);
    expect(sells.map((o) => o.id)).toContain(sell.id);
    expect(sells.map((o) => o.id)).not.toContain(buy.id);
    expect((await offerPage(t, { keyword: '庚申' })).data.list.map((o) => o.id)).toEqual(expect.arrayContaining([sell.id, buy.id]));
    expect((await offerPage(t, { keyword: '癸酉' })).data.list.map((o) => o.id)).not.toContain(sell.id);
    expect(await offerPage(t, { tradeType: 3 })).toMatchObject({ status: 400, msg: m.invalidRequest });
    expect(await offerPage(t, {}, undefined, '?pageSize=7')).toMatchObject({ status: 400 });
    expect(await post(t, '/guarantee/issue/page2?pageSize=10', { keyword: 'x'.repeat(31) })).toMatchObject({ status: 400, msg: m.invalidRequest });
    expect(await offerDetail(t, 2_000_000)).toMatchObject({ status: 404, msg: m.bondOfferNotFound });
  });
});
