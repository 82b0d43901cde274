import { and, desc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ConditionGrade } from '../../../src/api/contracts/content-names';
import { callSending } from '../../../src/api/contracts/lifecycle-calls';
import { basketConfirmRequest, publishRequest } from '../../../src/api/contracts/trade';
import { addMs, type Clock } from '../domain/clock';
import { openMemberAccounts, postTransfer, systemAccounts } from '../domain/ledger';
import { MemoryLimitStore } from '../domain/limits/memory-limit-store';
import { payVipFromBalance } from '../domain/membership/vip';
import { hashPassword } from '../domain/passwords';
import type { Member } from '../domain/sessions';
import { addToBasket, basketList, confirmBasket } from '../domain/trade/basket';
import { publishListing } from '../domain/trade/listings';
import { sendOrderEvent } from '../domain/trade/order-events';
import type { Db } from './database';
import { amountsOf } from '../domain/trade/settlement';
import { authStates, messages, products, users } from './schema';

/*
 * Real demo deals (issue 15): the home page's ticker, its popular varieties, the rankings, the price circles and the
 * catalogue's price lines need a market that has traded. Six demo traders of their own trade about ten varieties over
 * the last 60 days, and the demo members who show a trading history (金陵藏家, 华夏邮社, 老周邮票; issue 25) made theirs
 * in the same market (demoMemberDeals). Every deal goes through the same domain calls the routes use (publish, basket
 * confirm, pay, ship, receive, both evaluations) on a clock set to the deal's time, so the ledger, the stock, the deal
 * counters (dealTimes), the credit scores, the points and the evaluations are what real trading leaves.
 *
 * The prices are demo prices: plausible relative to each other (全品 above 上品 above 中品, a gentle drift), not
 * market data.
 */

/** The demo traders' payment password (they pay and confirm receipt through the real calls). */
export const dealTradersPayPassword = '246810';

interface DealTrader {
  name: string;
  phone: string;
  authType: 'personal' | 'merchant';
  /** The VIP level each buys from the balance, 90 days before the seed's time. */
  vipLevel: 3 | 4 | 5;
}

export const dealTraders: readonly DealTrader[] = [
  { name: '东方集邮', phone: '18600000101', authType: 'merchant', vipLevel: 4 },
  { name: '沪上藏家', phone: '18600000102', authType: 'personal', vipLevel: 3 },
  { name: '岭南邮社', phone: '18600000103', authType: 'merchant', vipLevel: 4 },
  { name: '燕赵邮友', phone: '18600000104', authType: 'personal', vipLevel: 3 },
  { name: '巴蜀邮斋', phone: '18600000105', authType: 'merchant', vipLevel: 3 },
  { name: '齐鲁集邮', phone: '18600000106', authType: 'personal', vipLevel: 5 },
];

/** Each trader's opening balance: 20万元, posted from the payment gateway like the other demo members' (seed.ts). */
const openingFen = 20_000_000;

interface Variety {
  code: string;
  exterior: string;
  /** A 全品's price in fen at the start of the 60 days. */
  basePrice: number;
  /** How far the price moves over the 60 days (0.04 = 4% up). */
  drift: number;
  /** Pieces per deal: one for the dear items, a few for the cheap ones. */
  maxQuantity: number;
}

/** 7 deals of each variety: 70 in all, about two of each in the last week. */
const dealsPerVariety = 7;

/** Not T58 or T70 single, which the server tests trade from an empty market (their price circles count every deal). */
const varieties: readonly Variety[] = [
  { code: 'T46', exterior: '单枚', basePrice: 1_150_000, drift: 0.04, maxQuantity: 1 },
  { code: 'T58', exterior: '四方连', basePrice: 56_000, drift: 0.02, maxQuantity: 2 },
  { code: '普21', exterior: '单枚', basePrice: 9_500, drift: -0.03, maxQuantity: 3 },
  { code: 'T44', exterior: '单枚', basePrice: 95_000, drift: 0.01, maxQuantity: 2 },
  { code: 'J45', exterior: '单枚', basePrice: 2_600, drift: -0.02, maxQuantity: 5 },
  { code: '1992-1', exterior: '单枚', basePrice: 600, drift: 0.05, maxQuantity: 20 },
  { code: '2016-1', exterior: '小版', basePrice: 10_200, drift: -0.04, maxQuantity: 5 },
  { code: '文7', exterior: '单枚', basePrice: 98_000, drift: 0.03, maxQuantity: 1 },
  { code: 'T28M', exterior: '小型张', basePrice: 210_000, drift: 0.02, maxQuantity: 1 },
  { code: '2024-1', exterior: '版票', basePrice: 5_200, drift: -0.05, maxQuantity: 6 },
];

/** 全品 at the full price; collectors pay markedly less for a 上品 or a 中品 of the same stamp. */
const gradeFactor: Record<ConditionGrade, number> = { 全品: 1, 上品: 0.8, 中品: 0.6 };
const gradeFlaws: Record<ConditionGrade, readonly string[]> = {
  全品: [''],
  上品: ['背胶轻微氧化', '齿孔略有不齐', '背面有轻微指纹'],
  中品: ['一角轻微折痕', '背面有黄斑', '缺一齿', '背胶有揭薄'],
};
const buyerComments = ['品相与描述一致，包装很仔细', '发货快，实物比照片还好', '老朋友了，放心交易', '邮票保真，满意', '护邮袋加硬卡包装，专业'];
const sellerComments = ['付款爽快，好买家', '沟通顺畅，欢迎再来', '收货及时，谢谢支持'];
const couriers = [
  ['顺丰速运', 'SF'],
  ['中国邮政EMS', 'EA'],
  ['京东物流', 'JD'],
] as const;

/**
 * The demo members' own history (issue 25: every figure their pages show comes from these records). Who sold to whom,
 * what, and how each side rated the other (1 好评, 0 中评, -1 差评); the counterparts are the demo traders above or
 * another demo member. Within the last 60 days, so the traders have their balances (bought 91 days ago) to pay with.
 */
interface MemberDeal {
  seller: string;
  buyer: string;
  code: string;
  exterior: string;
  grade: ConditionGrade;
  /** Unit price in fen. */
  price: number;
  quantity: number;
  daysAgo: number;
  /** 1: the seller's sell offer, taken by the buyer; 0: the buyer's buy offer, taken by the seller. */
  publishType: 0 | 1;
  /** What the buyer gave the seller, and the seller the buyer: [score, comment]. */
  byBuyer: readonly [1 | 0 | -1, string];
  bySeller: readonly [1 | 0 | -1, string];
}

const good = (comment: string) => [1, comment] as const;

export const demoMemberDeals: readonly MemberDeal[] = [
  { seller: '金陵藏家', buyer: '老周邮票', code: 'T46', exterior: '单枚', grade: '全品', price: 1_180_000, quantity: 1, daysAgo: 55, publishType: 1, byBuyer: good('猴票品相极好，包装非常专业'), bySeller: good('老藏家，付款爽快') },
  { seller: '金陵藏家', buyer: '东方集邮', code: '文7', exterior: '单枚', grade: '全品', price: 99_000, quantity: 1, daysAgo: 48, publishType: 1, byBuyer: good('实物比照片还好'), bySeller: good('沟通顺畅，欢迎再来') },
  { seller: '华夏邮社', buyer: '老周邮票', code: 'J45', exterior: '单枚', grade: '全品', price: 2_600, quantity: 5, daysAgo: 45, publishType: 1, byBuyer: good('发货快，品相如描述'), bySeller: good('收货及时，谢谢支持') },
  { seller: '老周邮票', buyer: '沪上藏家', code: 'T44', exterior: '单枚', grade: '上品', price: 76_000, quantity: 1, daysAgo: 40, publishType: 0, byBuyer: good('与描述一致，放心交易'), bySeller: good('诚信买家') },
  { seller: '岭南邮社', buyer: '金陵藏家', code: '2016-1', exterior: '小版', grade: '全品', price: 10_100, quantity: 3, daysAgo: 36, publishType: 1, byBuyer: [0, '有一版边纸略有折痕，包装一般'], bySeller: good('付款爽快，好买家') },
  { seller: '金陵藏家', buyer: '燕赵邮友', code: 'T58', exterior: '四方连', grade: '全品', price: 56_500, quantity: 1, daysAgo: 30, publishType: 1, byBuyer: good('四方连齐整，满意'), bySeller: good('沟通顺畅，欢迎再来') },
  { seller: '华夏邮社', buyer: '巴蜀邮斋', code: '1992-1', exterior: '单枚', grade: '全品', price: 620, quantity: 20, daysAgo: 27, publishType: 1, byBuyer: good('数量准确，护邮袋包装'), bySeller: good('付款爽快，好买家') },
  { seller: '齐鲁集邮', buyer: '华夏邮社', code: '普21', exterior: '单枚', grade: '上品', price: 7_500, quantity: 2, daysAgo: 24, publishType: 0, byBuyer: good('品相与描述一致'), bySeller: good('收货及时，谢谢支持') },
  { seller: '老周邮票', buyer: '金陵藏家', code: 'T28M', exterior: '小型张', grade: '全品', price: 212_000, quantity: 1, daysAgo: 20, publishType: 1, byBuyer: good('老周的货一向放心'), bySeller: good('老朋友了，放心交易') },
  { seller: '金陵藏家', buyer: '齐鲁集邮', code: 'T46', exterior: '单枚', grade: '上品', price: 940_000, quantity: 1, daysAgo: 16, publishType: 1, byBuyer: good('背胶轻微氧化如描述，价格公道'), bySeller: good('付款爽快，好买家') },
  { seller: '东方集邮', buyer: '老周邮票', code: '文7', exterior: '单枚', grade: '中品', price: 60_000, quantity: 1, daysAgo: 12, publishType: 0, byBuyer: good('黄斑如描述，补缺用很合适'), bySeller: good('诚心买家') },
  { seller: '华夏邮社', buyer: '沪上藏家', code: '2024-1', exterior: '版票', grade: '全品', price: 5_000, quantity: 4, daysAgo: 9, publishType: 1, byBuyer: good('版票平整无折'), bySeller: good('沟通顺畅，欢迎再来') },
  { seller: '老周邮票', buyer: '岭南邮社', code: 'J45', exterior: '单枚', grade: '全品', price: 2_550, quantity: 4, daysAgo: 6, publishType: 1, byBuyer: good('老周发货快'), bySeller: [0, '确认收货拖了几天'] },
  { seller: '燕赵邮友', buyer: '金陵藏家', code: '1992-1', exterior: '单枚', grade: '全品', price: 640, quantity: 10, daysAgo: 4, publishType: 1, byBuyer: good('包装仔细'), bySeller: good('收货及时，谢谢支持') },
  { seller: '金陵藏家', buyer: '华夏邮社', code: '2016-1', exterior: '小版', grade: '上品', price: 8_000, quantity: 2, daysAgo: 2, publishType: 1, byBuyer: good('同行交易，放心'), bySeller: good('付款爽快，好买家') },
  { seller: '巴蜀邮斋', buyer: '老周邮票', code: 'T44', exterior: '单枚', grade: '全品', price: 96_500, quantity: 1, daysAgo: 2.5, publishType: 1, byBuyer: good('品相完美'), bySeller: good('老藏家，付款爽快') },
  // 金陵藏家's shop: the new issues a merchant sells every few days. With the deals above he has more than the 20 that
  // 匿名扫货 asks for (spec section 9), which the demo shows him using.
  ...Array.from({ length: 14 }, (_, i): MemberDeal => {
    const [code, exterior, price] = (
      [
        ['2024-1', '版票', 5_100],
        ['1992-1', '单枚', 630],
        ['J45', '单枚', 2_580],
      ] as const
    )[i % 3]!;
    return {
      seller: '金陵藏家',
      buyer: dealTraders[i % dealTraders.length]!.name,
      code,
      exterior,
      grade: '全品',
      price,
      quantity: 1 + (i % 4),
      daysAgo: 58 - i * 4,
      publishType: 1,
      byBuyer: good(buyerComments[i % buyerComments.length]!),
      bySeller: good(sellerComments[i % sellerComments.length]!),
    };
  }),
];

/**
 * What the demo members' history did to each one's balance, in fen (sales less the platform fee, less purchases):
 * seed.ts puts in at registration what makes their balance end where the README says.
 */
export function demoHistoryNet(feeBasisPoints: number): Map<string, number> {
  const net = new Map<string, number>();
  const add = (name: string, fen: number) => net.set(name, (net.get(name) ?? 0) + fen);
  for (const d of demoMemberDeals) {
    const amount = d.price * d.quantity;
    add(d.seller, amountsOf({ amount, refundAmount: 0 }, feeBasisPoints).sellerShare);
    add(d.buyer, -amount);
  }
  return net;
}

const dayMs = 24 * 3_600_000;
const hourMs = 3_600_000;

/** The same numbers on every seed (mulberry32): the demo market is the same wherever it is seeded. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A price as traders quote it: whole yuan above 100 yuan, whole jiao below. */
const quoted = (fen: number) => (fen >= 10_000 ? Math.round(fen / 100) * 100 : Math.max(10, Math.round(fen / 10) * 10));

interface PlannedDeal {
  productId: number;
  /** 1: the seller published a sell offer and the buyer took it; 0: the buyer's buy offer, taken by the seller. */
  publishType: 0 | 1;
  seller: number;
  buyer: number;
  grade: ConditionGrade;
  flaws: string;
  price: number;
  quantity: number;
  /** When each step happens: publish, take, pay, ship, receive, the buyer's and the seller's evaluation. */
  times: Date[];
  courier: (typeof couriers)[number];
  trackingNo: string;
  buyerComment: string;
  sellerComment: string;
  buyerScore: 1 | 0 | -1;
  sellerScore: 1 | 0 | -1;
}

function plan(now: Date, productIds: Map<string, number>, traderIds: readonly number[]): PlannedDeal[] {
  const next = random(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const deals: PlannedDeal[] = [];
  for (const variety of varieties) {
    for (let i = 0; i < dealsPerVariety; i++) {
      // Spread over the 60 days, closer together lately (a market people watch trades more than it did): about two
      // deals of each variety in the last week, the last within the last day or so.
      const spread = (dealsPerVariety - i - 0.5 + (next() - 0.5) * 0.6) / dealsPerVariety;
      const daysAgo = Math.max(0.05, 60 * spread ** 1.6);
      const done = addMs(now, -daysAgo * dayMs);
      const grade: ConditionGrade = next() < 0.5 ? '全品' : next() < 0.6 ? '上品' : '中品';
      const progress = (60 - daysAgo) / 60;
      const price = quoted(variety.basePrice * gradeFactor[grade] * (1 + variety.drift * progress) * (1 + (next() - 0.5) * 0.03));
      const seller = Math.floor(next() * traderIds.length);
      const buyer = (seller + 1 + Math.floor(next() * (traderIds.length - 1))) % traderIds.length;
      // Published a few hours to two days before it completed; the steps in between in order.
      const lag = Math.round((6 + next() * 42) * hourMs);
      const start = addMs(done, -lag);
      const fractions = [0, 0.08, 0.12, 0.4, 0.9, 0.95, 1];
      const courier = pick(couriers);
      deals.push({
        productId: productIds.get(`${variety.code}/${variety.exterior}`)!,
        publishType: next() < 0.7 ? 1 : 0,
        seller: traderIds[seller]!,
        buyer: traderIds[buyer]!,
        grade,
        flaws: pick(gradeFlaws[grade]),
        price,
        quantity: 1 + Math.floor(next() * variety.maxQuantity),
        times: fractions.map((f) => addMs(start, Math.round(f * lag))),
        courier,
        trackingNo: `${courier[1]}${String(Math.floor(next() * 1e12)).padStart(12, '0')}`,
        buyerComment: pick(buyerComments),
        sellerComment: pick(sellerComments),
        buyerScore: 1,
        sellerScore: 1,
      });
    }
  }
  return deals;
}

/** The demo members' deals, each published 30 hours before it completed, its steps spaced as the traders' are. */
function planMemberDeals(now: Date, productIds: Map<string, number>, idOf: Map<string, number>): PlannedDeal[] {
  const lag = 30 * hourMs;
  const fractions = [0, 0.08, 0.12, 0.4, 0.9, 0.95, 1];
  return demoMemberDeals.map((d, i) => {
    const start = addMs(now, -d.daysAgo * dayMs - lag);
    const courier = couriers[i % couriers.length]!;
    const id = (name: string) => {
      const found = idOf.get(name);
      if (found === undefined) throw new Error(`seed-deals: no demo member or trader named ${name}`);
      return found;
    };
    return {
      productId: productIds.get(`${d.code}/${d.exterior}`)!,
      publishType: d.publishType,
      seller: id(d.seller),
      buyer: id(d.buyer),
      grade: d.grade,
      flaws: gradeFlaws[d.grade][0]!,
      price: d.price,
      quantity: d.quantity,
      times: fractions.map((f) => addMs(start, Math.round(f * lag))),
      courier,
      trackingNo: `${courier[1]}${String(880_000_000_000 + i * 7_919).padStart(12, '0')}`,
      buyerComment: d.byBuyer[1],
      sellerComment: d.bySeller[1],
      buyerScore: d.byBuyer[0],
      sellerScore: d.bySeller[0],
    };
  });
}

/** A clock standing at `time`: each seeded step happens when it is dated. */
export const at = (time: Date): Clock => () => time;

/** One lifecycle call of the call table, its body read by the call's own schema, as the route sends it. */
export async function lifecycleCall(tx: Db, time: Date, member: Member, role: 'buyer' | 'seller', event: string, body: Record<string, unknown>, limits: MemoryLimitStore) {
  const call = callSending('order', event, role)!;
  const parsed = call.body.parse(body) as Record<string, unknown>;
  const { orderId, payPassword, ...payload } = parsed;
  await sendOrderEvent(tx, at(time), orderId as number, { kind: 'member', member }, { type: call.event, ...payload }, {
    payPassword: payPassword as string | undefined,
    limits,
    roles: call.roles,
  });
}

/** The six traders, authenticated, each with an opening balance and a year of VIP bought from it 90 days ago. */
async function seedTraders(tx: Db, clock: Clock, limits: MemoryLimitStore, passwordHash: string): Promise<Map<number, Member>> {
  const now = clock();
  const joined = addMs(now, -120 * dayMs);
  const payPasswordHash = await hashPassword(dealTradersPayPassword);
  const created = await tx
    .insert(users)
    .values(
      dealTraders.map((t) => ({
        userName: t.name,
        phone: t.phone,
        passwordHash,
        payPasswordHash,
        level: 2,
        authType: t.authType,
        authState: authStates.approved,
        phoneVerified: true,
        createdAt: joined,
      })),
    )
    .returning();
  await openMemberAccounts(tx, at(joined), created.map((m) => m.id));
  const vipBought = addMs(now, -90 * dayMs);
  for (const member of created) {
    await postTransfer(tx, at(addMs(vipBought, -dayMs)), {
      idempotencyKey: `seed:opening:${member.id}:cny`,
      item: 'opening',
      memo: '演示数据：期初充值',
      postings: [
        { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -openingFen },
        { account: { userId: member.id, asset: 'cny' }, amount: openingFen },
      ],
    });
    const { vipLevel } = dealTraders.find((t) => t.phone === member.phone)!;
    await payVipFromBalance(tx, at(vipBought), limits, member, { levelId: vipLevel, years: 1, payPassword: dealTradersPayPassword }, `seed:vip:${member.id}`);
  }
  // As they are now (VIP levels): the members the deals are made by.
  const members = await tx.select().from(users).where(inArray(users.id, created.map((m) => m.id)));
  return new Map(members.map((m) => [m.id, m]));
}

/**
 * The demo traders and their deals (about 90) with the demo members' (demoMemberDeals), in the order they happened:
 * every step of every deal sorted by its time, so ids, ledger entries and balances follow the calendar. Deals end
 * evaluated by both sides (a final state, no deadline left for the job runner to move to the present).
 *
 * The demo members have no payment password when the demo starts (a visitor sets it the first time with the login
 * password, as the README says, and the tests do the same): theirs is set for their history and taken away after it.
 * What their history told them in the message centre they read at the time.
 */
export async function seedDeals(tx: Db, clock: Clock, passwordHash: string, demoMemberIds: Map<string, number>): Promise<void> {
  const limits = new MemoryLimitStore(clock);
  const traders = await seedTraders(tx, clock, limits, passwordHash);
  const rows = await tx.select({ id: products.id, code: products.code, exterior: products.exterior }).from(products);
  const productIds = new Map(rows.map((r) => [`${r.code}/${r.exterior}`, r.id]));
  for (const v of [...varieties, ...demoMemberDeals]) if (!productIds.has(`${v.code}/${v.exterior}`)) throw new Error(`seed-deals trades ${v.code} ${v.exterior}: the catalogue (seed-catalogue.ts) has no such form`);

  const withHistory = [...new Set(demoMemberDeals.flatMap((d) => [d.seller, d.buyer]))].flatMap((name) => demoMemberIds.get(name) ?? []);
  const [{ payPasswordHash }] = [...traders.values()] as [Member];
  await tx.update(users).set({ payPasswordHash }).where(inArray(users.id, withHistory));
  const demoMembers = await tx.select().from(users).where(inArray(users.id, withHistory));
  const members = new Map([...traders, ...demoMembers.map((m) => [m.id, m] as const)]);
  const idOf = new Map([...members.values()].map((m) => [m.userName, m.id]));
  const [lastMessage] = await tx.select({ id: messages.id }).from(messages).orderBy(desc(messages.id)).limit(1);

  const deals = [...plan(clock(), productIds, [...traders.keys()]), ...planMemberDeals(clock(), productIds, idOf)];

  const steps = deals.flatMap((deal, index) => deal.times.map((time, step) => ({ deal, index, step, time })));
  steps.sort((a, b) => a.time.getTime() - b.time.getTime() || a.index - b.index || a.step - b.step);
  const listingOf = new Map<number, number>();
  const orderOf = new Map<number, number>();
  for (const { deal, index, step, time } of steps) {
    const seller = members.get(deal.seller)!;
    const buyer = members.get(deal.buyer)!;
    const [publisher, taker] = deal.publishType === 1 ? [seller, buyer] : [buyer, seller];
    const orderId = orderOf.get(index)!;
    switch (step) {
      case 0: {
        const fields = publishRequest.parse({
          publishType: deal.publishType,
          productId: deal.productId,
          price: deal.price,
          quantity: deal.quantity,
          tradeWays: ['online'],
          deliveryMethods: ['express', 'registered'],
          remark: deal.publishType === 1 ? '实物拍摄，保真，护邮袋包装' : '诚心求购，品相如描述即可',
          grade: deal.grade,
          flaws: deal.flaws,
          photos: [],
        });
        const { id: _id, ...publish } = fields;
        listingOf.set(index, await publishListing(tx, at(time), publisher, publish));
        break;
      }
      case 1: {
        const listingId = listingOf.get(index)!;
        await addToBasket(tx, at(time), taker, listingId, deal.quantity);
        const item = (await basketList(tx, time, taker)).find((i) => i.tradeId === listingId)!;
        const request = basketConfirmRequest.parse({
          deliveryMethod: 'express',
          tradeWay: 'online',
          basketConfirmInfos: [{ id: item.id, quantity: deal.quantity, lastNum: item.lastNum, price: item.price }],
        });
        const result = await confirmBasket(tx, at(time), taker, request);
        orderOf.set(index, result.tradeBaskets[0]!.orderId);
        break;
      }
      case 2:
        await lifecycleCall(tx, time, buyer, 'buyer', 'order.pay', { orderId, payPassword: dealTradersPayPassword, payWay: 'balance' }, limits);
        break;
      case 3:
        await lifecycleCall(tx, time, seller, 'seller', 'order.ship', { orderId, expressCompany: deal.courier[0], trackingNo: deal.trackingNo }, limits);
        break;
      case 4:
        await lifecycleCall(tx, time, buyer, 'buyer', 'order.receive', { orderId, payPassword: dealTradersPayPassword }, limits);
        break;
      case 5:
        await lifecycleCall(tx, time, buyer, 'buyer', 'order.evaluate', { orderId, score: deal.buyerScore, comment: deal.buyerComment }, limits);
        break;
      default:
        await lifecycleCall(tx, time, seller, 'seller', 'order.evaluate', { orderId, score: deal.sellerScore, comment: deal.sellerComment }, limits);
    }
  }

  await tx.update(users).set({ payPasswordHash: null }).where(inArray(users.id, withHistory));
  await tx
    .update(messages)
    .set({ readAt: sql`${messages.createdAt}` })
    .where(and(inArray(messages.userId, withHistory), gt(messages.id, lastMessage?.id ?? 0), isNull(messages.readAt)));
}
