import { and, eq, inArray } from 'drizzle-orm';
import type { BondTradeType } from '../../../../src/api/contracts/bond-names';
import type { ConditionGrade } from '../../../../src/api/contracts/content-names';
import type { Db } from '../../db/database';
import { products, users } from '../../db/schema';
import type { Clock } from '../clock';
import { postTransfer, systemAccounts } from '../ledger';
import { movePurse } from '../membership/money';
import { bondFunds } from './bond-orders';
import { openBondOffer } from './offers';

/** The demo's bond funds: moved from the balance as /api/bond/recharge moves them, or credited (keeping a balance the demo shows). */
const funds: Array<{ name: string; fen: number; from: 'balance' | 'credit' }> = [
  { name: '东方集邮', fen: 1_000_000, from: 'balance' }, // 1万元 of the trader's 20万元
  { name: '沪上藏家', fen: 500_000, from: 'balance' }, // 5千元
  { name: '金陵藏家', fen: 500_000, from: 'credit' }, // 5千元, beside the 5万元 balance the demo shows, to take an offer
];

/** Open bond offers so /bond is not empty, each published as the publish call does (its margin frozen). */
const offers: Array<{ by: string; tradeType: BondTradeType; code: string; exterior: string; grade: ConditionGrade; price: number; quantity: number; remark: string }> = [
  { by: '东方集邮', tradeType: 1, code: 'T46', exterior: '单枚', grade: '全品', price: 1_200_000, quantity: 2, remark: '原胶全品，72小时内发货' },
  { by: '东方集邮', tradeType: 1, code: 'J45', exterior: '单枚', grade: '上品', price: 8_800, quantity: 20, remark: '可分批成交' },
  { by: '沪上藏家', tradeType: 0, code: 'T58', exterior: '单枚', grade: '全品', price: 15_000, quantity: 10, remark: '求购全品，成交后请尽快发货' },
  { by: '沪上藏家', tradeType: 0, code: 'T44', exterior: '单枚', grade: '中品', price: 48_000, quantity: 5, remark: '' },
];

/**
 * Demo margin trading (server/src/db/seed.ts, after the deal traders exist): bond funds for 东方集邮, 沪上藏家 and 金陵藏家,
 * and four open offers (东方集邮 sells T46 全品 ×2 at ¥12,000 and J45 上品 ×20 at ¥88; 沪上藏家 buys T58 全品 ×10 at ¥150
 * and T44 中品 ×5 at ¥480), their margins frozen into the pool as publishing freezes them.
 */
export async function seedBonds(tx: Db, clock: Clock): Promise<void> {
  const names = [...new Set(funds.map((f) => f.name))];
  const rows = await tx.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.userName, names));
  const memberId = new Map(rows.map((r) => [r.name, r.id]));
  for (const { name, fen, from } of funds) {
    const userId = memberId.get(name);
    if (userId === undefined) throw new Error(`seed-bonds: no demo member ${name}`);
    if (from === 'balance') {
      await movePurse(tx, clock, { userId, from: 'main', to: 'bond', amount: fen, item: 'bond', memo: '保证金账户充值（从余额转入）', kind: 'bond:recharge' }, 'seed');
    } else {
      await postTransfer(tx, clock, {
        idempotencyKey: `seed:bond:${userId}`,
        item: 'opening',
        memo: '演示数据：保证金账户期初资金',
        postings: [
          { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -fen },
          { account: bondFunds(userId), amount: fen },
        ],
      });
    }
  }
  for (const offer of offers) {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.code, offer.code), eq(products.exterior, offer.exterior)));
    if (!product) throw new Error(`seed-bonds: the catalogue has no ${offer.code} ${offer.exterior}`);
    await openBondOffer(tx, clock, memberId.get(offer.by)!, { ...offer, productId: product.id }, null);
  }
}
