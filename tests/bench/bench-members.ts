import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database';
import { authStates, users } from '../../server/src/db/schema';
import { demoPassword } from '../../server/src/db/seed';
import type { Clock } from '../../server/src/domain/clock';
import { openMemberAccounts, postTransfer, systemAccounts } from '../../server/src/domain/ledger';

/**
 * Buyers for the concurrent take-pay-ship-receive figure: the demo data has one buyer with money (老周邮票), and
 * buyers who trade at once must be different members. Each is a verified level-2 collector with the demo password
 * and 10,000 yuan from the payment gateway, written the way the demo seed writes its members.
 */
export const benchBuyerPhones = ['13900000001', '13900000002', '13900000003', '13900000004'];

export async function addBenchBuyers(db: Db, clock: Clock): Promise<void> {
  const [template] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.phone, '13800000005'));
  if (!template) throw new Error(`the demo data has no member to copy the password (${demoPassword}) from`);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        benchBuyerPhones.map((phone, i) => ({
          userName: `压测买家${i + 1}`,
          phone,
          passwordHash: template.passwordHash,
          level: 2,
          authType: 'personal' as const,
          authState: authStates.approved,
          phoneVerified: true,
          createdAt: clock(),
        })),
      )
      .returning({ id: users.id });
    await openMemberAccounts(tx, clock, created.map((m) => m.id));
    for (const { id } of created) {
      await postTransfer(tx, clock, {
        idempotencyKey: `bench:opening:${id}`,
        item: 'opening',
        memo: '压测数据：期初充值',
        postings: [
          { account: { system: systemAccounts.paymentGateway, asset: 'cny' }, amount: -1_000_000 },
          { account: { userId: id, asset: 'cny' }, amount: 1_000_000 },
        ],
      });
    }
  });
}
