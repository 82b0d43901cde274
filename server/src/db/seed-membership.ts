import { eq } from 'drizzle-orm';
import type { Clock } from '../domain/clock';
import { commit, prepare } from '../domain/lifecycle/enforcer';
import { postTransfer, systemAccounts } from '../domain/ledger';
import { defaultDepositSettings, defaultVipLevels } from '../domain/membership/settings';
import { quoteVip, vipLifecycle } from '../domain/membership/vip';
import { vipPurchaseSnapshots } from '../../../src/machines/vip-purchase.machine';
import type { Db } from './database';
import { sysSettings, users, vipPurchases } from './schema';

/** The demo VIP members and the level each bought (README: 金陵藏家 VIP, 华夏邮社 elite VIP, 老周邮票 level 5). */
const demoVips: ReadonlyArray<readonly [string, 3 | 4 | 5]> = [
  ['金陵藏家', 3],
  ['华夏邮社', 4],
  ['老周邮票', 5],
];

/**
 * The membership settings (VIP levels and prices, the deposit's holding period) for the operator to change, and the
 * demo VIPs' purchases (docs/adr/0026): each a year of its level from today, bought through the VIP machine like any
 * member's (`vip.pay`), paid from a demo opening credit of the same amount, so the balances stay what the README says
 * and the ledger shows where the fee went.
 */
export async function seedMembership(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  await tx
    .insert(sysSettings)
    .values([
      { key: 'vipLevels', value: defaultVipLevels },
      { key: 'deposit', value: defaultDepositSettings },
    ])
    .onConflictDoNothing();
  const now = clock();
  for (const [name, levelId] of demoVips) {
    const [member] = await tx.select().from(users).where(eq(users.id, memberId.get(name)!));
    const quote = quoteVip(defaultVipLevels, { level: member!.level, vipLevel: 0, vipExpiresAt: null }, levelId, 1, now);
    await postTransfer(tx, clock, {
      idempotencyKey: `seed:vip:${member!.id}`,
      item: 'opening',
      memo: '演示数据：会员年费充值',
      postings: [
        { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -quote.amount },
        { account: { userId: member!.id, asset: 'cny' }, amount: quote.amount },
      ],
    });
    const start = vipPurchaseSnapshots.start();
    const [row] = await tx
      .insert(vipPurchases)
      .values({
        userId: member!.id,
        levelId,
        years: 1,
        kind: 'new',
        amount: quote.amount,
        paymentType: 'balance',
        startsAt: now,
        expiresAt: quote.expiresAt,
        ...vipPurchaseSnapshots.stored(start),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await commit(vipLifecycle, tx, clock, prepare(vipLifecycle, { row: row! }, { kind: 'member', member: member! }, { type: 'vip.pay' }, now), `seed:vip:${member!.id}`);
  }
}
