import { and, eq, inArray } from 'drizzle-orm';
import { matchPlaceRequest } from '../../../src/api/contracts/automatch';
import { beanValueFen } from '../../../src/api/contracts/money-rules';
import { placeOrder } from '../domain/automatch/engine';
import { addMs, type Clock } from '../domain/clock';
import { postTransfer, systemAccounts } from '../domain/ledger';
import { MemoryLimitStore } from '../domain/limits/memory-limit-store';
import type { Member } from '../domain/sessions';
import type { Db } from './database';
import { at, dealTraders, dealTradersPayPassword, lifecycleCall, random } from './seed-deals';
import { listings, orders, products, users } from './schema';

/*
 * The demo's auto-match market (issue 28): /auto-match and the K-line need a book that has traded. The six demo traders
 * (seed-deals.ts) trade two varieties through the real engine over the last 30 days, a few fills a day on a drifting
 * price, each fill's escrow order shipped, received and evaluated by both like any seeded deal (a final state: no
 * deadline left for the job runner); then they leave resting bids and asks around the last price, so the book is live
 * when the demo opens.
 */

const dayMs = 24 * 3_600_000;
const minuteMs = 60_000;

interface BookVariety {
  code: string;
  exterior: string;
  /** The price 30 days ago, in fen (whole jiao). */
  startPrice: number;
}
const bookVarieties: readonly BookVariety[] = [
  { code: 'J45', exterior: '单枚', startPrice: 2_500 },
  { code: '2024-1', exterior: '版票', startPrice: 5_300 },
];
const days = 30;

/** One command of the seeded market, dated. */
type Step = { time: Date; run: () => Promise<void> };

export async function seedAutomatch(tx: Db, clock: Clock): Promise<void> {
  const now = clock();
  const limits = new MemoryLimitStore(clock);
  const traders = await tx.select().from(users).where(inArray(users.phone, dealTraders.map((t) => t.phone)));
  const byId = new Map(traders.map((m) => [m.id, m]));
  // The fee of every order (p_pap) in gold beans, bought 31 days ago like any bean purchase.
  for (const trader of traders) {
    await postTransfer(tx, at(addMs(now, -(days + 1) * dayMs)), {
      idempotencyKey: `seed:automatch:beans:${trader.id}`,
      item: 'beanPurchase',
      memo: '演示数据：购买金豆',
      postings: [
        { account: { system: systemAccounts.paymentGateway, asset: 'bean' }, amount: -2_000 },
        { account: { userId: trader.id, asset: 'bean' }, amount: 2_000 },
        { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -2_000 * beanValueFen },
        { account: { system: systemAccounts.beanReserve, asset: 'cny' }, amount: 2_000 * beanValueFen },
      ],
    });
  }
  const draw = random(28);
  const pick = <T>(list: readonly T[]) => list[Math.floor(draw() * list.length)]!;
  const steps: Step[] = [];
  /** The member as they are when the step runs (their level, their password). */
  const member = async (id: number): Promise<Member> => (await tx.select().from(users).where(eq(users.id, id)))[0] ?? byId.get(id)!;
  const place = (time: Date, userId: number, fields: Record<string, unknown>) =>
    steps.push({
      time,
      run: async () => {
        await placeOrder(tx, at(time), await member(userId), matchPlaceRequest.parse(fields), null);
      },
    });

  for (const variety of bookVarieties) {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.code, variety.code), eq(products.exterior, variety.exterior)));
    if (!product) throw new Error(`seed-automatch trades ${variety.code} ${variety.exterior}: the catalogue has no such form`);
    let price = variety.startPrice;
    for (let day = days; day >= 2; day--) {
      const fills = 2 + Math.floor(draw() * 3);
      for (let i = 0; i < fills; i++) {
        // A random walk of up to ±3% a fill, in whole jiao.
        price = Math.max(100, Math.round((price * (1 + (draw() - 0.48) * 0.06)) / 10) * 10);
        const seller = pick(traders);
        const buyer = pick(traders.filter((m) => m.id !== seller.id));
        const quantity = 1 + Math.floor(draw() * 5);
        const time = addMs(now, -day * dayMs + (9 + i * 3) * 3_600_000 + Math.floor(draw() * 120) * minuteMs);
        place(time, seller.id, { productId: product.id, side: 'sell', price, quantity, days: 1 });
        place(addMs(time, minuteMs), buyer.id, { productId: product.id, side: 'buy', price, quantity, days: 1 });
        steps.push({ time: addMs(time, 2 * 3_600_000), run: () => deliver(tx, limits, byId, product.id, seller.id, buyer.id, addMs(time, minuteMs), addMs(time, 2 * 3_600_000)) });
      }
    }
    // The live book: three bids under the last price and three asks over it, from different traders.
    for (let level = 1; level <= 3; level++) {
      const time = addMs(now, -level * 10 * minuteMs);
      place(time, traders[level - 1]!.id, { productId: product.id, side: 'buy', price: Math.round((price * (1 - level * 0.01)) / 10) * 10, quantity: level * 2, days: 7 });
      place(time, traders[level + 2]!.id, { productId: product.id, side: 'sell', price: Math.round((price * (1 + level * 0.01)) / 10) * 10, quantity: level, days: 7 });
    }
  }
  steps.sort((a, b) => a.time.getTime() - b.time.getTime());
  for (const step of steps) await step.run();
}

/** The fill's escrow order made at `filledAt`: shipped by the seller, received by the buyer 20 hours later, both rating it. */
async function deliver(tx: Db, limits: MemoryLimitStore, members: Map<number, Member>, productId: number, sellerId: number, buyerId: number, filledAt: Date, time: Date) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(and(eq(orders.buyerId, buyerId), eq(orders.sellerId, sellerId), eq(listings.productId, productId), eq(orders.createdAt, filledAt)))
    .limit(1);
  if (!order) return;
  await lifecycleCall(tx, time, members.get(sellerId)!, 'seller', 'order.ship', { orderId: order.id, expressCompany: '中国邮政EMS', trackingNo: `EA${order.id}00CN` }, limits);
  const received = addMs(time, 20 * 3_600_000);
  await lifecycleCall(tx, received, members.get(buyerId)!, 'buyer', 'order.receive', { orderId: order.id, payPassword: dealTradersPayPassword }, limits);
  await lifecycleCall(tx, addMs(received, 600_000), members.get(buyerId)!, 'buyer', 'order.evaluate', { orderId: order.id, score: 1, comment: '自动撮合成交，发货及时' }, limits);
  await lifecycleCall(tx, addMs(received, 1_200_000), members.get(sellerId)!, 'seller', 'order.evaluate', { orderId: order.id, score: 1, comment: '付款爽快，好买家' }, limits);
}
