import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { addMs, formatChinaDate, type Clock } from '../domain/clock';
import { hoursMs, tradeSettings } from '../domain/trade/settings';
import { openMemberAccounts, postTransfer, systemAccounts, type TransferInput } from '../domain/ledger';
import { beanValueFen } from '../../../src/api/contracts/money-rules';
import { hashPassword } from '../domain/passwords';
import { createApplication } from '../domain/agents/agent-links';
import { defaultApplicationNote } from '../../../src/api/contracts/agents';
import type { Db } from './database';
import { fillMissingPinyin } from './search-pinyin';
import { authStates, categories, listings, messages, products, protocols, sysSettings, users, type AuthType } from './schema';
import { seedCategories, seedProducts } from './seed-catalogue';
import { seedProtocols } from './seed-protocols';
import { seedAuthentication } from './seed-authentication';
import { seedAddresses } from './seed-addresses';
import { seedMembership } from './seed-membership';
import { seedScores } from './seed-scores';
import { seedBankCards } from './seed-cash-out';
import { seedComplaints } from './seed-complaints';
import { ensureNewsCategories, seedContent } from './seed-content';
import { demoHistoryNet, seedDeals } from './seed-deals';
import { seedInvoices } from '../domain/invoices/seed-invoices';
import { seedAutomatch } from './seed-automatch';
import { seedHome } from './seed-home';
import { seedBlockTrades, type DemoBlockTrade } from '../domain/block-trades/seed-block-trades';
import { seedBonds } from '../domain/bonds/seed-bonds';
import { seedAgentDelivery } from '../domain/agent-delivery/seed-agent-delivery';

export const demoPassword = 'demo1234';

interface DemoAccount {
  name: string;
  phone: string;
  description: string;
  level: number;
  authType: AuthType;
  phoneVerified: boolean;
  warned?: boolean;
  agent?: boolean;
  operator?: boolean;
  vipLevel?: number;
  /**
   * Balances today, posted through the ledger from the payment gateway when the member joined: what their trading
   * history (seed-deals.ts, demoMemberDeals) took and brought is allowed for, so the balance ends at this figure.
   */
  balanceFen?: number;
  beans?: number;
  /** Registered this many days before the seed's time (issue 25: no demo member registered today). */
  joinedDaysAgo: number;
}

const demo: DemoAccount[] = [
  { name: '集邮新人', phone: '13800000001', description: '1级，手机未验证（登录后进入手机验证）', level: 1, authType: 'none', phoneVerified: false, joinedDaysAgo: 3 },
  { name: '邮友小王', phone: '13800000002', description: '2级，个人认证', level: 2, authType: 'personal', phoneVerified: true, joinedDaysAgo: 180 },
  { name: '金陵藏家', phone: '13800000003', description: '3级VIP，商户认证，余额5万元、1200金豆', level: 3, authType: 'merchant', phoneVerified: true, vipLevel: 1, balanceFen: 5_000_000, beans: 1200, joinedDaysAgo: 620 },
  { name: '华夏邮社', phone: '13800000004', description: '4级精英VIP，商户认证', level: 4, authType: 'merchant', phoneVerified: true, vipLevel: 2, balanceFen: 200_000, beans: 300, joinedDaysAgo: 900 },
  { name: '老周邮票', phone: '13800000005', description: '5级，个人认证，余额1万元', level: 5, authType: 'personal', phoneVerified: true, vipLevel: 3, balanceFen: 1_000_000, joinedDaysAgo: 1400 },
  { name: '代理人老李', phone: '13800000006', description: '代理人（agent=1），个人认证；邮友小王已申请他为交割代理', level: 2, authType: 'personal', phoneVerified: true, agent: true, joinedDaysAgo: 400 },
  { name: '警示用户', phone: '13800000007', description: '被警示的会员', level: 2, authType: 'personal', phoneVerified: true, warned: true, joinedDaysAgo: 300 },
  { name: '待认证用户', phone: '13800000008', description: '1级，手机已验证但未实名认证（登录后进入认证）', level: 1, authType: 'none', phoneVerified: true, joinedDaysAgo: 7 },
  { name: '平台客服', phone: '13800000010', description: '平台工作人员：在 /staff 审核实名认证，裁决有争议的订单', level: 2, authType: 'personal', phoneVerified: true, operator: true, joinedDaysAgo: 1000 },
  { name: '代理人小陈', phone: '13800000011', description: '代理人（agent=1），个人认证；金陵藏家的默认交割代理，代理费5元/单', level: 2, authType: 'personal', phoneVerified: true, agent: true, joinedDaysAgo: 250 },
];

/** Shown by main.ts when the server is ready, and used by the tests to log in. */
export const demoAccounts: readonly { name: string; phone: string; description: string }[] = demo.map(({ name, phone, description }) => ({
  name,
  phone,
  description,
}));

export const sysConfigSeed = {
  goldPaymentItem: { p_pap: 10, p_top: 20, p_refresh: 2, p_anonymous: 5 },
  // 1 gold bean is 0.1 yuan whichever package buys it: beans paying an order are redeemed at that value from what
  // bought them (docs/adr/0025), so no package may sell a bean for less.
  beans: [
    { code: 'B100', coinNumbers: 100, price: 1000 },
    { code: 'B500', coinNumbers: 500, price: 5000 },
    { code: 'B1000', coinNumbers: 1000, price: 10000 },
    { code: 'B5000', coinNumbers: 5000, price: 50000 },
  ],
  servicePhone: '400-800-1980',
  icp: '苏ICP备00000000号-1',
};

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo accounts a database holds, found by user name and phone together (a real member who happened to pick one
 * of the names has another phone). Production refuses to start on such a database: they all share the published
 * password demo1234 and one of them is platform staff. Reads only; a database not migrated yet has none.
 */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const table = (await db.execute(sql`select to_regclass('users') is not null as present`)) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return [];
  const rows = await db
    .select({ userName: users.userName, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, demo.map((d) => d.phone)))
    .orderBy(users.id);
  return rows.filter((r) => demo.some((d) => d.name === r.userName && d.phone === r.phone)).map((r) => r.userName);
}

/** What the footer shows (备案号, 客服电话); production takes them from SITE_ICP and SITE_SERVICE_PHONE. */
export interface SiteSettings {
  icp: string;
  servicePhone: string;
}
const demoSite: SiteSettings = { icp: sysConfigSeed.icp, servicePhone: sysConfigSeed.servicePhone };

/**
 * Reference data every deployment needs, demo or not: the stamp catalogue, the platform protocols and the system
 * settings. Fills only what is missing, so it is safe on every start; no member, no money, no offer.
 */
export async function seedReference(db: Db, site: SiteSettings, clock: Clock): Promise<void> {
  await db.transaction((tx) => seedReferenceIn(tx, site, clock));
}

async function seedReferenceIn(tx: Db, site: SiteSettings, clock: Clock): Promise<void> {
  const now = clock();
  const [catalogue] = await tx.select({ n: count() }).from(categories);
  if ((catalogue?.n ?? 0) === 0) {
    const cats = await tx
      .insert(categories)
      .values(seedCategories.map((name, i) => ({ name, sort: i + 1 })))
      .returning();
    const catId = new Map(cats.map((c) => [c.name, c.id]));
    // Every form of an issue carries the facts (date, pieces, description): they are the same for each form.
    await tx.insert(products).values(
      seedProducts.flatMap((p) =>
        p.forms.map(([exterior, unit]) => ({
          categoryId: catId.get(p.category)!,
          code: p.code,
          name: p.name,
          year: p.year,
          exterior,
          unit,
          issuedOn: p.issuedOn,
          pieces: p.pieces,
          description: p.description,
          source: p.source ?? '',
        })),
      ),
    );
  }
  await tx
    .insert(protocols)
    .values(seedProtocols.map((p) => ({ ...p, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
  await tx
    .insert(sysSettings)
    .values(Object.entries({ ...sysConfigSeed, ...site }).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  // The news columns: without them staff could not write news on a deployment that is not the demo.
  await ensureNewsCategories(tx);
  // The varieties' pinyin for the search (docs/adr/0036): the seeded ones, and any written before migration 0011.
  await fillMissingPinyin(tx);
}

/**
 * Demo data for a fresh database (`npm start`, development only): the reference data, then members with the demo
 * password, their opening balances from the payment gateway, welcome messages, offers, block trades and an agent
 * application. main.ts never calls it in production.
 */
export async function seed(db: Db, clock: Clock): Promise<void> {
  const now = clock();
  const joinedAt = (d: DemoAccount) => addMs(now, -hoursMs(d.joinedDaysAgo * 24));
  // One hash for all demo members: argon2 is deliberately slow and they share the demo password anyway.
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await seedReferenceIn(tx, demoSite, clock);
    const created = await tx
      .insert(users)
      .values(
        demo.map((d) => ({
          userName: d.name,
          phone: d.phone,
          passwordHash,
          level: d.level,
          authType: d.authType,
          authState: d.authType === 'none' ? authStates.none : authStates.approved,
          phoneVerified: d.phoneVerified,
          warned: d.warned ?? false,
          agent: d.agent ?? false,
          operator: d.operator ?? false,
          vipLevel: d.vipLevel ?? 0,
          // No deal count, score or points of their own: those come from the history seed-deals.ts makes.
          createdAt: joinedAt(d),
        })),
      )
      .returning({ id: users.id, phone: users.phone, userName: users.userName });

    await openMemberAccounts(tx, clock, created.map((m) => m.id));
    const historyNet = demoHistoryNet((await tradeSettings(tx)).feeBasisPoints);
    for (const member of created) {
      const d = demo.find((x) => x.phone === member.phone)!;
      const joined = joinedAt(d);
      const openingCny = d.balanceFen === undefined ? undefined : d.balanceFen - (historyNet.get(d.name) ?? 0);
      if (openingCny !== undefined && openingCny < 0) throw new Error(`seed: ${d.name}'s history brings in more than the balance ${d.balanceFen} fen`);
      for (const [asset, amount] of [['cny', openingCny], ['bean', d.beans]] as const) {
        if (!amount) continue;
        // Beans are backed by the yuan that bought them (docs/adr/0025): the demo's opening beans too.
        const backing: TransferInput['postings'] =
          asset === 'bean'
            ? [
                { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -amount * beanValueFen },
                { account: { system: systemAccounts.beanReserve, asset: 'cny' }, amount: amount * beanValueFen },
              ]
            : [];
        await postTransfer(tx, () => addMs(joined, hoursMs(1)), {
          idempotencyKey: `seed:opening:${member.id}:${asset}`,
          item: 'opening',
          memo: '演示数据：期初充值',
          postings: [
            { account: { system: systemAccounts.paymentGateway, asset }, amount: -amount },
            { account: { userId: member.id, asset }, amount },
            ...backing,
          ],
        });
      }
      await tx.insert(messages).values([
        { userId: member.id, title: '欢迎来到邮市', content: `${member.userName}，欢迎加入邮市！完成手机验证与实名认证后即可发布和交易邮品。`, createdAt: joined },
        { userId: member.id, title: '交易安全提醒', content: '请通过平台担保交易付款，切勿私下转账。平台工作人员不会向您索要密码或验证码。', createdAt: joined },
      ]);
    }


    // A few offers so the market is not empty: sell offers by two merchants, a buy offer by a collector.
    const memberId = new Map(created.map((m) => [m.userName, m.id]));
    const productId = async (code: string, exterior: string) =>
      (await tx.select({ id: products.id }).from(products).where(and(eq(products.code, code), eq(products.exterior, exterior))))[0]!.id;
    const offers = [
      { by: '金陵藏家', publishType: 1, code: 'T46', exterior: '单枚', price: 1_200_000, quantity: 5, ways: ['online', 'offline'] as const },
      { by: '金陵藏家', publishType: 1, code: 'T58', exterior: '单枚', price: 15_000, quantity: 20, ways: ['online'] as const },
      { by: '华夏邮社', publishType: 1, code: 'J45', exterior: '单枚', price: 8_800, quantity: 30, ways: ['online', 'offline'] as const },
      { by: '老周邮票', publishType: 0, code: 'T44', exterior: '单枚', price: 50_000, quantity: 10, ways: ['online'] as const },
    ];
    for (const o of offers) {
      await tx.insert(listings).values({
        publisherId: memberId.get(o.by)!,
        publishType: o.publishType,
        productId: await productId(o.code, o.exterior),
        price: o.price,
        quantity: o.quantity,
        lastNum: o.quantity,
        tradeWays: [...o.ways],
        deliveryMethods: ['express', 'registered'],
        remark: '品相全新，实物拍摄，支持验货',
        refreshedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }

    // Block trades (/large-transaction): big lots negotiated by phone, open for one to three months.
    const lots = [
      { by: '金陵藏家', tradeType: 1, code: '2016-1', exterior: '小版', quantity: 500, priceMin: 9_500, priceMax: 11_000, days: 35 },
      { by: '华夏邮社', tradeType: 1, code: '1993-1', exterior: '单枚', quantity: 2_000, priceMin: 320, priceMax: 380, days: 60 },
      { by: '老周邮票', tradeType: 0, code: 'T58', exterior: '四方连', quantity: 100, priceMin: 52_000, priceMax: 60_000, days: 45 },
      { by: '华夏邮社', tradeType: 0, code: '2024-1', exterior: '版票', quantity: 300, priceMin: 4_800, priceMax: 5_500, days: 90 },
    ];
    // Made listed by staff, as the machine makes them; and one application of 老周邮票 waiting for staff (the staff queue).
    const applications: DemoBlockTrade[] = [];
    for (const lot of [...lots, { by: '老周邮票', tradeType: 1, code: '2004-1', exterior: '单枚', quantity: 1_000, priceMin: 450, priceMax: 520, days: 30, waiting: true }]) {
      applications.push({
        publisherId: memberId.get(lot.by)!,
        tradeType: lot.tradeType === 1 ? 1 : 0,
        productId: await productId(lot.code, lot.exterior),
        quantity: lot.quantity,
        priceMin: lot.priceMin,
        priceMax: lot.priceMax,
        expiresOn: formatChinaDate(addMs(now, hoursMs(lot.days * 24))),
        phone: created.find((m) => m.userName === lot.by)!.phone,
        listed: !('waiting' in lot),
      });
    }
    await seedBlockTrades(tx, now, memberId.get('平台客服')!, applications);

    // A pending agent application, so the agent system has something to review: 邮友小王 asks 代理人老李.
    const [applicant] = await tx.select().from(users).where(eq(users.id, memberId.get('邮友小王')!));
    const [agent] = await tx.select().from(users).where(eq(users.id, memberId.get('代理人老李')!));
    await createApplication(tx, clock, applicant!, agent!, 'member', defaultApplicationNote, true);

    // The member's own account: addresses, the authentication of 邮友小王, scores and invitations.
    await seedScores(tx, memberId);
    await seedAuthentication(tx, clock, memberId);
    await seedAddresses(tx, clock, memberId);
    // Delivery through an agent (issue 29): 金陵藏家's active default agent 代理人小陈, ¥5.00 an order.
    await seedAgentDelivery(tx, clock, memberId);
    await seedMembership(tx, clock, memberId);
    await seedBankCards(tx, clock, memberId);
    await seedContent(tx, clock, memberId);
    await seedComplaints(tx, clock, memberId);
    // Real deals over the last 60 days (the home page, rankings, price lines) and the demo members' own history.
    await seedDeals(tx, clock, passwordHash, memberId);
    // Invoices over some of those deals: 金陵藏家's title, one issued invoice and one request for staff (issue 29).
    await seedInvoices(tx, clock, memberId);
    // Margin trading (/bond, issue 29): bond funds for three traders and four open offers, their margins frozen.
    await seedBonds(tx, clock);
    // The auto-match market the demo traders made over the last 30 days, and its live book (issue 28).
    await seedAutomatch(tx, clock);
    await seedHome(tx);
  });
}
