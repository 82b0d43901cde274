import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../server/src/db/schema';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import type { PaymentChannel, UnifiedOrderBody } from '../../src/api/contracts/payments';
import type { Applicant } from './authentication-helpers';
import { staffToken } from './authentication-helpers';
import {
  addCollectCard,
  applyCashOut,
  authenticatedMember,
  expectCashOutInvariants,
  myCashOuts,
  payCashOut,
  payPassword,
  rejectCashOut,
} from './cash-out-helpers';
import { buildTestApp, login, post, type TestApp } from './helpers';
import { deliverDue, expectPaymentInvariants, payAtCashier, paymentState, postNotification, signedNotification, unifiedOrder } from './payment-helpers';
import { act, publish, take, type Trader } from './trade-helpers';

/**
 * A seeded simulation in the spirit of TigerBeetle's VOPR (issue 14): SIM_OPS random operations (10,000 by default)
 * by 20 members across every money path — top-ups whose notifications arrive, arrive many times, or never arrive
 * (the order query finds them), or are abandoned and expire; gold-bean purchases and gifts; VIP years; deposits and
 * their surrenders; bond funds; cash-outs paid or rejected by staff; trades paid with balance, beans or deposit, or
 * part with beans and the rest from the balance or the deposit, completed or cancelled; time passing with the
 * deadline job. Every refused operation must leave the member's money exactly as it was; every 100 operations the
 * ledger's, the payments' and the cash-outs' invariants are checked.
 * A failure names its seed and operation: `SIM_SEED=<seed> SIM_OPS=<n> npm run sim` replays it.
 *
 * Its length: 1,500 operations in `npm test` on each database (every operation kind is taken and accepted several
 * times, which the last assertion checks), and the full 10,000 on PGlite with `npm run sim` (9 minutes here), which
 * was the suite's length until it alone took a fifth of the suite's time (issue 23).
 */
const seed = Number(process.env.SIM_SEED ?? 20261123);
const operations = Number(process.env.SIM_OPS ?? 1_500);
const memberCount = 20;

/** mulberry32: a small, fast generator whose whole state is one number, so a run is its seed. */
function generator(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = generator(seed);
const below = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
const chance = (p: number) => random() < p;
const channel = (): PaymentChannel => (chance(0.5) ? 'alipay' : 'wechat');

let t: TestApp;
let staff: string;
const members: Applicant[] = [];
/** Listings still open and orders under way, as the simulation knows them. */
const openOrders: Array<{ orderId: number; buyer: Applicant; seller: Applicant; paid: boolean; shipped: boolean }> = [];
/** Orders paid part with gold beans, the rest from the balance or the deposit (docs/adr/0035). */
let splitPays = 0;
/** Top-ups paid at the cashier whose notification was lost: the member asks for their state later. */
const unnotified: Array<{ who: Applicant; channel: PaymentChannel; outTradeNo: string }> = [];
const cardOf = new Map<number, number>();
const counts = new Map<string, { accepted: number; refused: number; lastRefusal?: string }>();

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffToken(t);
  for (let i = 0; i < memberCount; i += 1) {
    const member = await authenticatedMember(t);
    const card = await addCollectCard(t, member);
    if (card.code !== 200) throw new Error(`card: ${card.msg}`);
    cardOf.set(member.id, card.data.id);
    members.push(member);
  }
}, 300_000);
afterAll(() => t.close());

/** Everything a member holds: every purse of both assets. */
async function holdingsOf(userId: number): Promise<string> {
  const rows = await t.db.select({ asset: accounts.asset, purse: accounts.purse, balance: accounts.balance }).from(accounts).where(eq(accounts.userId, userId));
  return rows
    .map((r) => `${r.asset}:${r.purse}=${r.balance}`)
    .sort()
    .join(' ');
}

type Outcome = { code: number; msg?: string };
const ok = (reply: Outcome) => reply.code === 200;

/** A top-up paid at the cashier, then its notification delivered, duplicated, or lost. */
async function topUp(who: Applicant, body: UnifiedOrderBody): Promise<Outcome> {
  const order = await unifiedOrder(t, who, body);
  if (!ok(order)) return order;
  if (chance(0.1)) return order; // abandoned at the cashier: the deadline job expires it
  const paid = await payAtCashier(t, order.data.payUrl);
  if (!ok(paid)) throw new Error(`cashier: ${paid.msg}`);
  const fate = below(10);
  if (fate < 2) {
    unnotified.push({ who, channel: body.channel, outTradeNo: order.data.outTradeNo });
    return order;
  }
  await deliverDue(t);
  if (fate < 5) {
    const again = await signedNotification(t, order.data.outTradeNo);
    for (let i = 0; i < 1 + below(4); i += 1) await postNotification(t, again);
  }
  return order;
}

/** Mostly part of what the member has in a purse (at least 1 yuan), sometimes an amount they may not have. */
async function someOf(who: Applicant, purse: 'deposit' | 'bond'): Promise<number> {
  if (chance(0.2)) return pick(amounts);
  const [row] = await t.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, who.id), eq(accounts.purse, purse)));
  return Math.max(100, Math.floor((row?.balance ?? 0) * random()));
}

const beanCodes = ['B100', 'B500', 'B1000'];
const amounts = [100, 550, 1_000, 5_000, 12_345, 50_000, 200_000];

/** The order's next step, by the party whose turn it is (the buyer sometimes cancels an unpaid order instead). */
async function nextStep(order: (typeof openOrders)[number], i: number): Promise<Outcome> {
  const { orderId } = order;
  if (!order.paid) {
    if (chance(0.15)) {
      openOrders.splice(i, 1);
      return act(t, trader(order.buyer), '/api/trade/publisher/cancel', { orderId });
    }
    // Some pays spend part in gold beans first, the rest from the balance or the deposit (docs/adr/0035): sometimes
    // more beans than the buyer holds or the order needs, refused with nothing moved.
    const payWay = pick(['balance', 'beans', 'deposit'] as const);
    const beans = payWay !== 'beans' && chance(0.4) ? { beans: 1 + below(2_000) } : {};
    const reply = await act(t, trader(order.buyer), '/api/trade/online/buyer/pay', { orderId, payPassword, payWay, ...beans });
    if (ok(reply)) order.paid = true;
    if (ok(reply) && 'beans' in beans) splitPays++;
    return reply;
  }
  if (!order.shipped) {
    // Sometimes the buyer asks to cancel a paid order and the seller agrees: escrow goes back to the buyer's balance.
    if (chance(0.1)) {
      openOrders.splice(i, 1);
      const asked = await act(t, trader(order.buyer), '/api/trade/online/apply/cancel', { orderId, reason: '不想要了' });
      return ok(asked) ? act(t, trader(order.seller), '/api/trade/online/agree/cancel', { orderId }) : asked;
    }
    const reply = await act(t, trader(order.seller), '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: `SF${orderId}0000` });
    if (ok(reply)) order.shipped = true;
    return reply;
  }
  openOrders.splice(i, 1);
  return act(t, trader(order.buyer), '/api/trade/online/buyer/receive', { orderId, payPassword });
}

/** The operations and their weights: each sends real calls as a member (or staff) would. */
const moves: Array<[string, number, (who: Applicant) => Promise<Outcome>]> = [
  ['top up balance', 14, (who) => topUp(who, { purpose: 'balance', channel: channel(), amount: pick(amounts) * 4 })],
  ['buy beans', 8, (who) => topUp(who, { purpose: 'beans', channel: channel(), code: pick(beanCodes) })],
  [
    'ask for a lost notification',
    4,
    async () => {
      const lost = unnotified.splice(below(Math.max(1, unnotified.length)), 1)[0];
      return lost ? paymentState(t, lost.who, lost.channel, lost.outTradeNo) : { code: 200 };
    },
  ],
  ['gift beans', 8, (who) => post(t, '/api/coin/transfer', { target: pick(members).name, amount: 1 + below(300), payPassword }, { token: who.token })],
  ['buy VIP from balance', 3, (who) => post(t, '/api/user/annual/payment', { levelId: 3 + below(3), years: 1, payPassword }, { token: who.token })],
  ['pay deposit', 6, (who) => post(t, '/api/deposit/payment', { amount: pick(amounts), payPassword }, { token: who.token })],
  ['ask deposit back', 4, async (who) => post(t, '/api/deposit/withdraw', { amount: await someOf(who, 'deposit'), payPassword }, { token: who.token })],
  ['bond in', 4, (who) => post(t, '/api/bond/recharge', { amount: pick(amounts), payPassword }, { token: who.token })],
  ['bond out', 3, async (who) => post(t, '/api/bond/withdraw', { amount: await someOf(who, 'bond'), payPassword }, { token: who.token })],
  ['apply for a cash-out', 6, (who) => applyCashOut(t, who, { to: 'card', cardId: cardOf.get(who.id)!, amount: pick(amounts), payPassword })],
  [
    'staff settle a cash-out',
    5,
    async (who) => {
      const held = (await myCashOuts(t, who)).list.filter((c) => c.stage === 'held');
      if (held.length === 0) return { code: 200 };
      const target = pick(held);
      return chance(0.7) ? payCashOut(t, staff, target.id) : rejectCashOut(t, staff, target.id, '收款卡信息与实名不符');
    },
  ],
  [
    'trade',
    12,
    async (who) => {
      const seller = pick(members.filter((m) => m.id !== who.id));
      let listing: number;
      try {
        listing = await publish(t, trader(who), { publishType: 0, price: pick(amounts), quantity: 1 });
      } catch (error) {
        return { code: 400, msg: (error as Error).message };
      }
      const confirmed = await take(t, trader(seller), listing, 1);
      if (ok(confirmed)) openOrders.push({ orderId: confirmed.data.tradeBaskets[0]!.orderId, buyer: who, seller, paid: false, shipped: false });
      return confirmed;
    },
  ],
  [
    'move an order on',
    16,
    async () => {
      if (openOrders.length === 0) return { code: 200 };
      const i = below(openOrders.length);
      const order = openOrders[i]!;
      const reply = await nextStep(order, i);
      // An order a deadline ended meanwhile refuses the step: it leaves the list (its refusal was still checked).
      if (!ok(reply) && openOrders[i] === order) openOrders.splice(i, 1);
      return reply;
    },
  ],
  [
    'time passes',
    4,
    async () => {
      t.clock.advance(pick([60_000, 30 * 60_000, 24 * 3_600_000, 8 * 24 * 3_600_000]));
      await deliverDue(t);
      await runAllDue(t.db, t.clock.now);
      // Sessions last 7 days of the clock: everyone logs in again, as they would.
      for (const member of members) member.token = (await login(t, member.phone)).token;
      staff = await staffToken(t);
      return { code: 200 };
    },
  ],
];
const trader = (m: Applicant): Trader => ({ name: m.name, token: m.token, id: m.id });
const totalWeight = moves.reduce((sum, [, weight]) => sum + weight, 0);
function nextMove() {
  let roll = below(totalWeight);
  for (const move of moves) {
    roll -= move[1];
    if (roll < 0) return move;
  }
  return moves[0]!;
}

async function invariants() {
  await expectPaymentInvariants(t);
  await expectCashOutInvariants(t);
}

it(`${operations} random money operations by ${memberCount} members keep every invariant (seed ${seed})`, async () => {
  for (let op = 1; op <= operations; op += 1) {
    const [name, , run] = nextMove();
    const who = pick(members);
    const before = await holdingsOf(who.id);
    const outcome = await run(who);
    const tally = counts.get(name) ?? { accepted: 0, refused: 0 };
    counts.set(name, tally);
    if (ok(outcome)) tally.accepted += 1;
    else {
      tally.refused += 1;
      tally.lastRefusal = outcome.msg;
      // A refused call moves nothing of the member's (its answer is a message they can read).
      expect(await holdingsOf(who.id), `seed ${seed} op ${op} (${name}, refused: ${outcome.msg}) changed ${who.name}'s money`).toBe(before);
      expect(outcome.msg, `seed ${seed} op ${op} (${name}) refused without a message`).toBeTruthy();
    }
    if (op % 100 === 0) {
      try {
        await invariants();
      } catch (error) {
        throw new Error(`seed ${seed}, after op ${op}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  // The lost notifications are found by the order query, then everything due runs, and the books still hold.
  for (const lost of unnotified.splice(0)) await paymentState(t, lost.who, lost.channel, lost.outTradeNo);
  t.clock.advance(30 * 24 * 3_600_000);
  await deliverDue(t);
  await runAllDue(t.db, t.clock.now);
  await invariants();
  console.log(
    `money simulation seed ${seed}: ${[...counts].map(([name, c]) => `${name} ${c.accepted}/${c.accepted + c.refused} (${c.lastRefusal ?? '-'})`).join(', ')}, orders paid part with beans ${splitPays}`,
  );
  // Every path was taken and every one was sometimes accepted: a simulation that only hits refusals proves nothing.
  for (const [name] of moves) expect(counts.get(name)?.accepted ?? 0, `${name} accepted at least once`).toBeGreaterThan(0);
  expect(splitPays, 'orders paid part with beans').toBeGreaterThan(0);
}, 3_600_000);
